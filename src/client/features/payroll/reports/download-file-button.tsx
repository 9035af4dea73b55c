import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/save-blob';
import { reportRequests } from './report-requests';

/** Downloads a stored file under its own name; a failure is said on the button's title. */
export function DownloadFileButton({
  fileId,
  fileName,
  ...props
}: ButtonProps & { fileId: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { blob, filename } = await reportRequests.file(fileId);
      saveBlob(blob, filename ?? fileName);
    } catch (error) {
      setFailure(messageOf(error, 'The download failed.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      loadingText="Downloading"
      colorPalette={failure ? 'red' : undefined}
      title={failure ?? undefined}
      aria-label={`Download ${fileName}`}
      onClick={() => void download()}
      {...props}
    >
      {failure ? 'Retry download' : 'Download'}
    </Button>
  );
}
