import { cells } from '../../../../renderers/cells/cell-registry';
import type { FieldInfo } from '../../../shared/forms/fields';
import { watchStoredImage } from '../api/stored-images';

/** One list cell, drawn by the renderers' cell for the field's kind. */
export function RecordCell({ field, value }: { field: FieldInfo; value: unknown }) {
  const Cell = cells[field.kind];
  // No openFile: a click in the row opens the record, where files can be downloaded.
  return <Cell field={field} value={value} imageSource={watchStoredImage} />;
}
