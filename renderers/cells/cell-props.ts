import type { StoredFile } from '../../src/shared/api/records';
import type { FieldInfo } from '../../src/shared/forms/fields';
import type { ImageSource } from '../form-context';

/** How cells reach stored files; a page passes what it offers. */
export interface StoredFileAccess {
  /** Opens an attachment (file cells render links only when given). */
  openFile?: (file: StoredFile) => void;
  /** Shows a photo's picture (photo cells show a placeholder without it). */
  imageSource?: ImageSource;
}

/** What a list or details cell gets: the value and the field it belongs to. */
export interface CellProps extends StoredFileAccess {
  value: unknown;
  field: FieldInfo;
}
