import type { StoredFile } from '../../../shared/api/records';
import { saveBlob } from '../../lib/save-blob';
import { recordRequests } from './record-requests';

/** Downloads an attachment: the bytes need the session's headers, so a plain link is refused. */
export function openStoredFile(file: StoredFile): void {
  recordRequests
    .fileContent(file.id)
    .then(({ blob }) => saveBlob(blob, file.name))
    .catch(() => window.alert(`${file.name} could not be downloaded. Try again.`));
}
