import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FieldInfo } from '../../../shared/forms/fields';
import { formatCentavos } from '../../../shared/format/money';
import { writeTable, type Cell } from '../../http/table-download';
import type { LoadedForm } from '../../forms/form-registry';
import { tableColumns } from './cell-values';
import { importFields } from './import-fields';

type Data = Record<string, unknown>;

/** A sample value written the way the importer reads it back. */
function exampleCell(field: FieldInfo, value: unknown): Cell {
  if (value === undefined || value === null) return '';
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? formatCentavos(value).replaceAll(',', '') : '';
    case 'number':
      return typeof value === 'number' ? value : '';
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'multiselect':
      return Array.isArray(value) ? value.map(String).join('; ') : '';
    case 'table':
      return Array.isArray(value)
        ? (value as Data[])
            .map((row) =>
              tableColumns(field)
                .map((column) => exampleCell(column, row[column.name]))
                .join(', ')
                .replace(/(, )+$/, ''),
            )
            .join('; ')
        : '';
    case 'lookup': {
      const reference = value as Data;
      return String(reference.employeeNumber ?? reference.label ?? '');
    }
    default:
      return String(value);
  }
}

/**
 * The importer's template: a workbook whose header row is the title of every field a file may
 * fill (in schema order) and one example row, the definition's first sample.
 */
export async function importTemplate(
  form: LoadedForm,
  absent: ReadonlySet<string>,
): Promise<Buffer> {
  const fields = importFields(form.fields.values(), absent);
  const sample = (form.definition.seed?.[0] ?? {}) as Data;
  const out = new PassThrough();
  const bytes = buffer(out);
  await writeTable(
    out,
    'xlsx',
    form.definition.pluralTitle ?? form.definition.title,
    fields.map((field) => ({
      title: field.title,
      money: field.kind === 'money',
      number: field.kind === 'number',
    })),
    [[fields.map((field) => exampleCell(field, sample[field.name]))]],
  );
  return bytes;
}
