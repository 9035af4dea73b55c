import { WORK_UTC_OFFSET_MINUTES } from '../../../shared/constants';
import type { FieldInfo, FieldKind } from '../../../shared/forms/fields';
import { parseCentavos } from '../../../shared/format/money';
import type { SheetCell } from './read-sheet';

/** A converted cell: the value to store, or the reason it cannot be one. */
export type Converted = { value: unknown } | { problem: string };

type Converter = (cell: Exclude<SheetCell, null>, field: FieldInfo) => Converted;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const TRUE_WORDS = new Set(['yes', 'y', 'true', '1']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0']);

/** Excel keeps a time of day ("08:00" in a time cell) as a moment of its day zero. */
const EXCEL_DAY_ZERO = '1899-12-30';

const text = (cell: Exclude<SheetCell, null>) => {
  if (!(cell instanceof Date)) return String(cell).trim();
  const iso = cell.toISOString();
  return iso.startsWith(EXCEL_DAY_ZERO) ? iso.slice(11, 16) : iso.slice(0, 10);
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYY-MM-DD" of a real calendar day, or null. */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    year >= 1900 &&
    year <= 9999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return valid ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** 2026-01-31, Jan 31, 2026 (as the list and exports show dates) or 1/31/2026. */
function parseDay(value: string): string | null {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/i.exec(value);
  if (match) {
    const month = MONTHS.indexOf(String(match[1]).toLowerCase()) + 1;
    return month > 0 ? isoDay(Number(match[3]), month, Number(match[2])) : null;
  }
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return isoDay(Number(match[3]), Number(match[1]), Number(match[2]));
  return null;
}

const DATE_HINT = 'a date like 2026-01-31';

/** Workbook dates carry the wall-clock time as if it were UTC; the clock is the work zone's. */
function workZoneInstant(wallClock: Date): string {
  return new Date(wallClock.getTime() - WORK_UTC_OFFSET_MINUTES * 60_000).toISOString();
}

function parseInstant(value: string): string | null {
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (zoned) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : new Date(time).toISOString();
  }
  const local = /^(\S+)[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  const day = local && parseDay(String(local[1]));
  if (
    !local ||
    !day ||
    Number(local[2]) > 23 ||
    Number(local[3]) > 59 ||
    Number(local[4] ?? 0) > 59
  )
    return null;
  const wall = new Date(
    `${day}T${pad(Number(local[2]))}:${local[3]}:${pad(Number(local[4] ?? 0))}Z`,
  );
  return workZoneInstant(wall);
}

/** The allowed option the text names, ignoring case. */
function option(field: FieldInfo, value: string): string | undefined {
  return field.options?.find((choice) => choice.toLowerCase() === value.toLowerCase());
}

const oneOf = (field: FieldInfo) => `${field.title} must be one of: ${field.options?.join(', ')}`;

const CONVERTERS: Partial<Record<FieldKind, Converter>> = {
  text: (cell) => ({ value: text(cell) }),
  textarea: (cell) => ({ value: text(cell) }),
  number: (cell, field) => {
    if (typeof cell === 'number') return { value: cell };
    const value = text(cell).replaceAll(',', '');
    return /^-?\d+(\.\d+)?$/.test(value)
      ? { value: Number(value) }
      : { problem: `${field.title} must be a number` };
  },
  money: (cell, field) => {
    // A workbook number prints as its shortest exact decimal: 1234.5 -> "1234.5".
    const value = typeof cell === 'number' ? String(cell) : text(cell).replace(/^₱\s*/, '');
    const centavos = /e/i.test(value) ? null : parseCentavos(value);
    return centavos === null
      ? {
          problem: `${field.title} must be an amount in pesos with at most 2 decimals, like 1500.00`,
        }
      : { value: centavos };
  },
  date: (cell, field) => {
    const day = cell instanceof Date ? cell.toISOString().slice(0, 10) : parseDay(text(cell));
    return day ? { value: day } : { problem: `${field.title} must be ${DATE_HINT}` };
  },
  datetime: (cell, field) => {
    const instant = cell instanceof Date ? workZoneInstant(cell) : parseInstant(text(cell));
    return instant
      ? { value: instant }
      : { problem: `${field.title} must be a date and time like 2026-01-31 08:30` };
  },
  enum: (cell, field) => {
    const value = option(field, text(cell));
    return value === undefined ? { problem: oneOf(field) } : { value };
  },
  multiselect: (cell, field) => {
    const parts = text(cell)
      .split(/[;,]/)
      .map((part) => part.trim())
      .filter(Boolean);
    const values = parts.map((part) => option(field, part));
    return values.some((value) => value === undefined)
      ? { problem: `${oneOf(field)} (separate several with ;)` }
      : { value: [...new Set(values)] };
  },
  boolean: (cell, field) => {
    if (typeof cell === 'boolean') return { value: cell };
    const word = text(cell).toLowerCase();
    if (TRUE_WORDS.has(word)) return { value: true };
    if (FALSE_WORDS.has(word)) return { value: false };
    return { problem: `${field.title} must be Yes or No` };
  },
};

/** The columns of a table field's rows, in schema order. */
export const tableColumns = (field: FieldInfo) => field.columns ?? [];

/**
 * A child table in one cell: rows separated by ";", each row's values by "," in the order of
 * the table's columns, e.g. approvers "1, hr; 2, admin". Lookups inside a row are not read.
 */
function tableCell(cell: Exclude<SheetCell, null>, field: FieldInfo): Converted {
  const columns = tableColumns(field);
  const hint = `${field.title} must be rows separated by ; each with ${columns.map((c) => c.title).join(', ')} separated by ,`;
  const rows: Record<string, unknown>[] = [];
  for (const line of text(cell)
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const parts = line.split(',').map((part) => part.trim());
    if (parts.length > columns.length) return { problem: hint };
    const row: Record<string, unknown> = {};
    for (const [index, part] of parts.entries()) {
      const column = columns[index] as FieldInfo;
      if (part === '') continue;
      const converter = CONVERTERS[column.kind];
      if (!converter || column.kind === 'table')
        return { problem: `${field.title}: ${column.title} cannot be imported in a cell` };
      const converted = converter(part, column);
      if ('problem' in converted) return converted;
      row[column.name] = converted.value;
    }
    rows.push(row);
  }
  return { value: rows };
}
CONVERTERS.table = tableCell;

/** Whether a field of this kind can be filled from one spreadsheet cell. */
export const importableKind = (kind: FieldKind) => kind === 'lookup' || kind in CONVERTERS;

/**
 * One cell as the value a field stores (exact centavos, ISO dates, canonical enum options),
 * or why it cannot be one. Lookups are resolved elsewhere (they need the database); blank
 * cells are undefined here.
 */
export function convertCell(field: FieldInfo, cell: SheetCell): Converted {
  if (cell === null || (typeof cell === 'string' && cell.trim() === ''))
    return { value: undefined };
  const converter = CONVERTERS[field.kind];
  return converter ? converter(cell, field) : { problem: `${field.title} cannot be imported` };
}

/** The text of a cell for the report. */
export const cellText = (cell: SheetCell): string | undefined =>
  cell === null ? undefined : text(cell).slice(0, 200) || undefined;
