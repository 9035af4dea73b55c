import type { PassThrough } from 'node:stream';
import { loadExcel } from '../packages/on-first-use';
import { csvLines } from './csv-lines';

export type DownloadFormat = 'csv' | 'xlsx';

export interface DownloadColumn {
  title: string;
  /** Amounts in pesos (decimal text): numbers with two decimals in a workbook, summable. */
  money?: boolean;
  /** Other numbers: numbers in a workbook. */
  number?: boolean;
}

export type Cell = string | number;

export const DOWNLOAD_TYPES: Record<DownloadFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Writes rows, a batch at a time, as CSV (UTF-8 with a BOM so spreadsheet programs read ñ; text
 * that would run as a formula written inert) or as an XLSX sheet (streamed; text cells are text,
 * never formulas), then ends `out`. Money stays text in CSV and becomes a number formatted
 * #,##0.00 in a workbook.
 */
export async function writeTable(
  out: PassThrough,
  format: DownloadFormat,
  sheetName: string,
  columns: readonly DownloadColumn[],
  batches: AsyncIterable<Cell[][]> | Iterable<Cell[][]>,
): Promise<void> {
  if (format === 'csv') {
    out.write(`\ufeff${csvLines([columns.map((column) => column.title)])}\r\n`);
    for await (const rows of batches) if (rows.length > 0) out.write(`${csvLines(rows)}\r\n`);
    out.end();
    return;
  }
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, index) => ({
    header: column.title,
    key: String(index),
    width: Math.max(12, column.title.length + 2),
    style: column.money ? { numFmt: '#,##0.00' } : {},
  }));
  for await (const rows of batches)
    for (const row of rows)
      sheet
        .addRow(
          row.map((cell, index) =>
            (columns[index]?.money || columns[index]?.number) && cell !== '' ? Number(cell) : cell,
          ),
        )
        .commit();
  sheet.commit();
  await workbook.commit();
}
