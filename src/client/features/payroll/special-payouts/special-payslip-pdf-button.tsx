import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { SpecialPayslip } from '../../../../shared/api/special-payouts';
import { saveBlob } from '../../../lib/save-blob';
import { payoutRequests } from './payout-api';

interface SpecialPayslipPdfButtonProps {
  payslip: SpecialPayslip;
  onError: (message: string) => void;
}

/** The special payslip (a last pay's statement) as a PDF to print or keep. */
export function SpecialPayslipPdfButton({ payslip, onError }: SpecialPayslipPdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await payoutRequests.payslipPdf(
        payslip.payoutId,
        payslip.employeeNumber,
      );
      saveBlob(blob, filename ?? `special-payslip-${payslip.employeeNumber}.pdf`);
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
      {payslip.payout.kind === 'final_pay' ? 'Statement (PDF)' : 'Download PDF'}
    </Button>
  );
}
