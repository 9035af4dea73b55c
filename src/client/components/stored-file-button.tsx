import type { ButtonProps } from '@chakra-ui/react';
import { apiBlob } from '../lib/api-client';
import { DownloadButton } from './download-button';

/** Downloads a stored file (`/api/files/:id`: reports, attachments) under its own name. */
export const StoredFileButton = ({
  fileId,
  fileName,
  ...props
}: Omit<ButtonProps, 'onError'> & { fileId: string; fileName: string }) => (
  <DownloadButton
    size="sm"
    aria-label={`Download ${fileName}`}
    fetchFile={() => apiBlob(`/api/files/${encodeURIComponent(fileId)}`)}
    fileName={fileName}
    {...props}
  />
);
