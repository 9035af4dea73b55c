import { FILE_MAX_BYTES, FILE_TYPES } from '../../src/shared/constants';
import { formatFileSize } from '../../src/shared/format/file-size';
import { PHOTO_TYPE_NAMES, PHOTO_TYPES } from '../../src/shared/forms/photo-types';

const ACCEPTED: ReadonlySet<string> = new Set(FILE_TYPES);
const PICTURES: ReadonlySet<string> = new Set(PHOTO_TYPES);

/** The `accept` attribute for file pickers: the media types the server stores. */
export const FILE_ACCEPT = FILE_TYPES.join(',');

/** The `accept` attribute for photo pickers: the pictures a photo field takes. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

function sizeRefusal(file: File): string | null {
  return file.size > FILE_MAX_BYTES
    ? `"${file.name}" is ${formatFileSize(file.size)}; files can be at most ${formatFileSize(FILE_MAX_BYTES)}.`
    : null;
}

/** Why the server would refuse this file, in plain words; null when it may be uploaded. */
export function fileRefusal(file: File): string | null {
  return (
    sizeRefusal(file) ??
    (ACCEPTED.has(file.type)
      ? null
      : `"${file.name}" is not a type we accept: use PDF, an image (PNG, JPEG, GIF, WebP), text, CSV, Word or Excel.`)
  );
}

/** Why the server would refuse this file as a photo; null when it may be uploaded. */
export function photoRefusal(file: File): string | null {
  return (
    sizeRefusal(file) ??
    (PICTURES.has(file.type)
      ? null
      : `"${file.name}" is not a picture we accept: use ${PHOTO_TYPE_NAMES}.`)
  );
}
