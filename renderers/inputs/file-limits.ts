import { FILE_MAX_BYTES, FILE_TYPES } from '../../src/shared/constants';
import { formatFileSize } from '../../src/shared/format/file-size';

const ACCEPTED: ReadonlySet<string> = new Set(FILE_TYPES);

/** The `accept` attribute for file pickers: the media types the server stores. */
export const FILE_ACCEPT = FILE_TYPES.join(',');

/** Why the server would refuse this file, in plain words; null when it may be uploaded. */
export function fileRefusal(file: File): string | null {
  if (file.size > FILE_MAX_BYTES) {
    return `"${file.name}" is ${formatFileSize(file.size)}; files can be at most ${formatFileSize(FILE_MAX_BYTES)}.`;
  }
  if (!ACCEPTED.has(file.type)) {
    return `"${file.name}" is not a type we accept: use PDF, an image (PNG, JPEG, GIF, WebP), text, CSV, Word or Excel.`;
  }
  return null;
}
