import type { FormDefinition } from '../../../shared/forms/definition';
import type { FieldInfo } from '../../../shared/forms/fields';
import type { ImportProblem } from '../../../shared/api/record-import';
import { importableKind } from './cell-values';

/** A column of the file that fills a field. */
export interface ImportColumn {
  index: number;
  header: string;
  field: FieldInfo;
}

export interface ColumnMap {
  columns: ImportColumn[];
  unknownColumns: string[];
  missingColumns: string[];
  /** Header problems (row 1): a field named twice. */
  problems: ImportProblem[];
  /** Fields whose column is missing: their per-row "required" messages would only repeat. */
  missingFields: Set<string>;
}

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The fields a file may fill, in schema order: every field one cell can hold (not rich text,
 * files, photos, child tables or nested objects), not computed, and used by the organisation.
 */
export function importFields(
  fields: Iterable<FieldInfo>,
  absent: ReadonlySet<string>,
): FieldInfo[] {
  return [...fields].filter(
    (field) => importableKind(field.kind) && !field.schema.readOnly && !absent.has(field.name),
  );
}

/**
 * Matches the header row to fields by title or name, ignoring case and spacing. A required
 * field without a default needs a column; a header naming no field is reported and ignored.
 */
export function mapColumns(
  headers: readonly string[],
  fields: readonly FieldInfo[],
  definition: FormDefinition,
): ColumnMap {
  const byName = new Map<string, FieldInfo>();
  for (const field of fields) {
    byName.set(normalized(field.name), field);
    byName.set(normalized(field.title), field);
  }
  const columns: ImportColumn[] = [];
  const unknownColumns: string[] = [];
  const problems: ImportProblem[] = [];
  headers.forEach((header, index) => {
    if (header === '') return;
    const field = byName.get(normalized(header));
    if (!field) {
      unknownColumns.push(header.slice(0, 200));
      return;
    }
    const earlier = columns.find((column) => column.field === field);
    if (earlier) {
      problems.push({
        row: 1,
        column: header.slice(0, 200),
        field: `/${field.name}`,
        message: `${field.title} has two columns ("${earlier.header}" and "${header}"): keep one`,
      });
      return;
    }
    columns.push({ index, header: header.slice(0, 200), field });
  });
  const required = new Set(definition.schema.required ?? []);
  const missing = fields.filter(
    (field) =>
      required.has(field.name) &&
      field.schema.default === undefined &&
      !columns.some((column) => column.field === field),
  );
  for (const field of missing) {
    problems.push({
      row: 1,
      column: field.title,
      field: `/${field.name}`,
      message: `Column "${field.title}" is required but the file has none`,
    });
  }
  return {
    columns,
    unknownColumns,
    missingColumns: missing.map((field) => field.title),
    problems,
    missingFields: new Set(missing.map((field) => field.name)),
  };
}
