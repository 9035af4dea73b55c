import type { TenantTable } from './tenant-tables';

// How a row's values are written into an organisation's export: JSON keeps them as they are,
// a workbook cell as text, number, yes/no or date; stored files become files of the archive.

/** Excel refuses a longer cell; the table's JSON keeps the whole value. */
const CELL_LIMIT = 32_767;

type Row = Record<string, unknown>;

/**
 * The binary columns that hold files: those of a table whose rows carry a `content_type` (the
 * files store, the branding images). Other binary values (hashes of tokens) are written as
 * text, `\x` and hexadecimal digits as PostgreSQL prints them.
 */
export const fileColumnsOf = (table: TenantTable): string[] =>
  table.columns.some((column) => column.name === 'content_type')
    ? table.columns.filter((column) => column.type === 'bytea').map((column) => column.name)
    : [];

/**
 * Whether a table's rows name the store that keeps their files' bytes (`files.store`, which may
 * be outside the database): the archive reads them there.
 */
export const namesItsStore = (table: TenantTable): boolean =>
  table.columns.some((column) => column.name === 'store');

/** A file name anyone's system opens: no folders, no control or reserved characters. */
const safeName = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 120) || 'file';

/**
 * Where a row's file goes in the archive: `files/<table>/<key>` with the row's own name after
 * its key (`files/files/<id>-payslips.zip`, `files/org_assets/logo.svg`); a second file column
 * of the same row adds its column's name.
 */
export function archivePath(table: TenantTable, row: Row, column: string): string {
  const key = table.primaryKey
    .filter((name) => name !== 'org_id')
    .map((name) => String(row[name]))
    .join('-');
  const name = typeof row.name === 'string' && row.name !== key ? `-${row.name}` : '';
  const extra = fileColumnsOf(table).length > 1 ? `.${column}` : '';
  return `files/${table.name}/${safeName(`${key}${name}`)}${extra}`;
}

const hex = (bytes: Buffer) => `\\x${bytes.toString('hex')}`;

/** A value as its table's JSON has it (dates in ISO 8601 by JSON itself). */
export const jsonValue = (value: unknown): unknown => (Buffer.isBuffer(value) ? hex(value) : value);

/** A value as a workbook cell: never a formula, never longer than a cell holds. */
export function cellValue(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  const text = Buffer.isBuffer(value)
    ? hex(value)
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);
  return text.length > CELL_LIMIT
    ? `${text.slice(0, CELL_LIMIT - 60)}… (cut: the whole value is in the table's JSON file)`
    : text;
}
