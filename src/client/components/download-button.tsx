import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { messageOf } from '../lib/api-error';
import { saveBlob } from '../lib/save-blob';

interface DownloadButtonProps extends Omit<ButtonProps, 'onError'> {
  /** Fetches the file; the server's file name wins over `fileName`. */
  fetchFile: () => Promise<{ blob: Blob; filename: string | null }>;
  fileName: string;
  /** Told a failure's message; without it the button says it (title, then "Retry download"). */
  onError?: (message: string) => void;
  children?: ReactNode;
}

/** A file fetched and saved on click (a stored report, a PDF certificate or statement). */
export function DownloadButton({
  fetchFile,
  fileName,
  onError,
  children = 'Download',
  ...props
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { blob, filename } = await fetchFile();
      saveBlob(blob, filename ?? fileName);
    } catch (error) {
      const message = messageOf(error, 'The download failed.');
      if (onError) onError(message);
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      loading={busy}
      loadingText="Downloading"
      colorPalette={failure ? 'red' : undefined}
      title={failure ?? undefined}
      onClick={() => void download()}
      {...props}
    >
      {failure ? 'Retry download' : children}
    </Button>
  );
}
