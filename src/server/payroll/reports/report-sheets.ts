import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import { csvLines } from '../../http/csv-lines';
import { loadExcel } from '../../packages/on-first-use';
import { pesos, sum, type Dec } from '../engine/decimal';

// The bytes of the CSV and XLSX files the writers make: a header block (label, value), a table,
// and a total row. Money is exact text in CSV and a number formatted #,##0.00 in a workbook.

export type Cell = string | number;

export interface SheetColumn {
  title: string;
  money?: boolean;
  /** Other numbers (days, hours): numbers in a workbook. */
  number?: boolean;
  width?: number;
}

export interface SheetLayout {
  sheetName: string;
  /** Label and value lines above the table. */
  header: [string, Cell][];
  columns: SheetColumn[];
  rows: Cell[][];
  /** The total row under the table (its first cell says what it is). */
  total?: Cell[];
}

/** CSV, UTF-8 with a BOM so spreadsheet programs read ñ, CRLF line ends, no live formulas. */
export function csvBody(lines: Cell[][]): Buffer {
  return Buffer.from(`\ufeff${csvLines(lines)}\r\n`, 'utf8');
}

/** A CSV laid out as the sheet: header lines, a blank line, the table, the total row. */
export const csvSheet = (layout: SheetLayout): Buffer =>
  csvBody([
    ...layout.header,
    [],
    layout.columns.map((column) => column.title),
    ...layout.rows,
    ...(layout.total ? [layout.total] : []),
  ]);

const moneyCell = (column: SheetColumn | undefined, cell: Cell) =>
  (column?.money || column?.number) && cell !== '' ? Number(cell) : cell;

/** A one-sheet workbook laid out as the sheet; the header and total rows in bold. */
export async function xlsxSheet(layout: SheetLayout): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(layout.sheetName.slice(0, 31));
  for (const [label, value] of layout.header) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
  }
  if (layout.header.length > 0) sheet.addRow([]);
  sheet.addRow(layout.columns.map((column) => column.title)).font = { bold: true };
  for (const cells of [...layout.rows, ...(layout.total ? [layout.total] : [])]) {
    sheet.addRow(cells.map((cell, index) => moneyCell(layout.columns[index], cell)));
  }
  if (layout.total) sheet.lastRow!.font = { bold: true };
  layout.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width ?? Math.max(12, column.title.length + 2);
    if (column.money) sheetColumn.numFmt = '#,##0.00';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The sum of one column of figures, as money text. */
export const total = (values: readonly Dec[]): string => pesos(sum(values));

/** A government number as the agencies' files take it: digits only. */
export const digits = (value: string | undefined): string => (value ?? '').replace(/\D/g, '');

/** Last name, first name, name extension and middle name, as the forms list them. */
export const nameParts = (employee: ErsEmployeeData | undefined, fallback: string) => ({
  last: employee?.lastName ?? fallback,
  first: employee?.firstName ?? '',
  extension: employee?.suffix ?? '',
  middle: employee?.middleName ?? '',
});

/** A YYYY-MM month as the forms print it: 10/2026. */
export const formMonth = (month: string): string => `${month.slice(5)}/${month.slice(0, 4)}`;
