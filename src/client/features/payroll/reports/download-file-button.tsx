import type { ButtonProps } from '@chakra-ui/react';
import { DownloadButton } from '../../../components/download-button';
import { reportRequests } from './report-requests';

/** Downloads a stored file under its own name. */
export const DownloadFileButton = ({
  fileId,
  fileName,
  ...props
}: Omit<ButtonProps, 'onError'> & { fileId: string; fileName: string }) => (
  <DownloadButton
    size="sm"
    aria-label={`Download ${fileName}`}
    fetchFile={() => reportRequests.file(fileId)}
    fileName={fileName}
    {...props}
  />
);
