import type { ImportProblem } from '../../../shared/api/import-batches';
import type { FieldInfo } from '../../../shared/forms/fields';
import { cellText, convertCell, type Converted } from './cell-values';
import type { ImportColumn } from './import-fields';
import type { SheetRow } from './read-sheet';

export type Data = Record<string, unknown>;

/** Puts a value at a field name, `parent.child` inside the parent object. */
export function setField(data: Data, name: string, value: unknown): void {
  const [parent, child] = name.split('.') as [string, string | undefined];
  if (child === undefined) data[parent] = value;
  else data[parent] = { ...((data[parent] as Data | undefined) ?? {}), [child]: value };
}

/** `values` over a stored record: an object's fields one by one, so unmapped ones stay. */
export function mergeOver(previous: Data, values: Data): Data {
  const merged = structuredClone(previous);
  for (const [name, value] of Object.entries(values)) {
    const before = merged[name];
    const nested = value && typeof value === 'object' && !Array.isArray(value) && !('id' in value);
    merged[name] =
      nested && before && typeof before === 'object' ? { ...(before as Data), ...value } : value;
  }
  return merged;
}

/** The fields' defaults where a new record's row left them blank. */
export function withDefaults(
  values: Data,
  fields: readonly FieldInfo[],
  failed: Set<string>,
): Data {
  const data = { ...values };
  for (const field of fields)
    if (!field.name.includes('.') && data[field.name] === undefined && !failed.has(field.name))
      if (field.schema.default !== undefined)
        data[field.name] = structuredClone(field.schema.default);
  return data;
}

/** The text of a row's cell in a column, for the report. */
export const cellOf = (row: SheetRow, column: ImportColumn) =>
  cellText(row.cells[column.index] ?? null);

/** A problem of a row's cell in a column. */
export function problemAt(row: SheetRow, column: ImportColumn, message: string): ImportProblem {
  const value = cellOf(row, column);
  return {
    row: row.row,
    column: column.header.slice(0, 200),
    ...(value === undefined ? {} : { value }),
    message: message.slice(0, 500),
  };
}

/**
 * A row's cells as field values (all but lookups, which need the database): converted by
 * kind, blank cells left out; a cell that cannot be its field's value is a problem instead.
 */
export function plainValues(
  row: SheetRow,
  columns: readonly ImportColumn[],
): { values: Data; problems: ImportProblem[] } {
  const values: Data = {};
  const problems: ImportProblem[] = [];
  for (const column of columns) {
    if (column.field.kind === 'lookup') continue;
    const converted: Converted = convertCell(column.field, row.cells[column.index] ?? null);
    if ('problem' in converted) problems.push(problemAt(row, column, converted.problem));
    else if (converted.value !== undefined) setField(values, column.field.name, converted.value);
  }
  return { values, problems };
}
