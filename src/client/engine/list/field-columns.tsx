import type { RecordItem } from '../../../shared/api/records';
import type { FieldInfo } from '../../../shared/forms/fields';
import type { DataColumn } from '../../components/data-table';
import { RecordCell } from './record-cell';

/** A definition's fields as data-table columns, each cell drawn by the renderers' cell for its kind. */
export function fieldColumns(fields: readonly FieldInfo[]): DataColumn<RecordItem>[] {
  return fields.map((field) => ({
    id: field.name,
    header: field.title,
    cell: (record) => <RecordCell field={field} value={record.data[field.name]} />,
  }));
}
