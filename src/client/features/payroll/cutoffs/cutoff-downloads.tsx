import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import { saveBlob } from '../../../lib/save-blob';
import { registerRequests } from '../api/register-requests';

/** Each download by its menu value ("what-format"), with its label. */
const DOWNLOADS = {
  'summary-xlsx': 'Register summary (Excel)',
  'summary-csv': 'Register summary (CSV)',
  'itemized-xlsx': 'Register itemized (Excel)',
  'itemized-csv': 'Register itemized (CSV)',
  'tar-xlsx': 'Time and attendance (Excel)',
  'tar-csv': 'Time and attendance (CSV)',
} as const;
type Download = keyof typeof DOWNLOADS;

const fetchOf = (cutoffId: string, download: Download) => {
  const [what, format] = download.split('-') as ['summary' | 'itemized' | 'tar', 'xlsx' | 'csv'];
  return what === 'tar'
    ? registerRequests.timeAttendanceFile(cutoffId, format)
    : registerRequests.registerFile(cutoffId, format, what);
};

interface CutoffDownloadsProps {
  cutoff: Cutoff;
  onError: (message: string) => void;
}

/** The payroll register (summary or itemized) and the time and attendance report, as files. */
export function CutoffDownloads({ cutoff, onError }: CutoffDownloadsProps) {
  const [busy, setBusy] = useState(false);

  const download = async (download: Download) => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchOf(cutoff.id, download);
      saveBlob(blob, filename ?? `${download}-${cutoff.periodEnd}.${download.split('-')[1]}`);
    } catch (error) {
      onError(error instanceof Error ? error.message : 'The download failed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu.Root onSelect={({ value }) => void download(value as Download)}>
      <Menu.Trigger asChild>
        <Button variant="outline" loading={busy} loadingText="Downloading">
          Download
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {(Object.keys(DOWNLOADS) as Download[]).map((key) => (
              <Menu.Item key={key} value={key}>
                {DOWNLOADS[key]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
