import type { StoredFile } from '../../src/shared/api/records';
import type { FieldInfo } from '../../src/shared/forms/fields';

/** What a list or details cell gets: the value and the field it belongs to. */
export interface CellProps {
  value: unknown;
  field: FieldInfo;
  /** Opens an attachment (file cells render links only when given). */
  openFile?: (file: StoredFile) => void;
}
