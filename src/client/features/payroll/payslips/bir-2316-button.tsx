import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { bir2316Path } from '../../../../shared/api/payroll-year-end';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

interface Bir2316ButtonProps {
  employeeNumber: string;
  year: number;
  onError: (message: string) => void;
}

/** The employee's BIR 2316 certificate of the year, from the year's released pay, as a PDF. */
export function Bir2316Button({ employeeNumber, year, onError }: Bir2316ButtonProps) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await apiBlob(bir2316Path(employeeNumber, year));
      saveBlob(blob, filename ?? `bir-2316-${year}-${employeeNumber}.pdf`);
    } catch (error) {
      onError(error instanceof Error ? error.message : 'The download failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outline"
      loading={busy}
      loadingText="Downloading"
      onClick={() => void download()}
    >
      BIR 2316 (PDF)
    </Button>
  );
}
