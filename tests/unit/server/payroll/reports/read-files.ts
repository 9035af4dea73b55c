import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

// Reads the payroll files back as their users' programs would: CSV with papaparse, XLSX with
// exceljs, PDF with pdftotext (poppler-utils).

export type Lines = string[][];

export function csvLines(body: Buffer): Lines {
  const text = body.toString('utf8').replace(/^\ufeff/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: false }).data.filter(
    (line) => !(line.length === 1 && line[0] === ''),
  );
}

/** Every row of the first sheet as text; numbers written with 2 decimals. */
export async function xlsxLines(body: Buffer): Promise<Lines> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const lines: Lines = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    lines.push(
      values.map((value) =>
        typeof value === 'number'
          ? value.toFixed(2)
          : value === undefined || value === null
            ? ''
            : String(value),
      ),
    );
  });
  return lines;
}

export function pdfText(body: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, body);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A sheet's parts: the label/value lines above, the table's columns, rows and total row. */
export function sheetOf(lines: Lines, firstColumn: string) {
  const start = lines.findIndex((line) => line[0] === firstColumn);
  if (start < 0) throw new Error(`no table starting with "${firstColumn}"`);
  const header = Object.fromEntries(lines.slice(0, start).map((line) => [line[0], line[1] ?? '']));
  const body = lines.slice(start + 1);
  const last = body.at(-1);
  const hasTotal = last !== undefined && /total/i.test(last[0] ?? '');
  return {
    header,
    columns: lines[start]!,
    rows: hasTotal ? body.slice(0, -1) : body,
    total: hasTotal ? last : null,
  };
}

/** The exact sum of one column, by its title. */
export function columnSum(sheet: ReturnType<typeof sheetOf>, title: string): string {
  const index = sheet.columns.indexOf(title);
  if (index < 0) throw new Error(`no column "${title}"`);
  return sheet.rows.reduce((acc, row) => acc.plus(row[index] || 0), new Decimal(0)).toFixed(2);
}

/** One column of the total row, by its title. */
export const totalOf = (sheet: ReturnType<typeof sheetOf>, title: string): string =>
  sheet.total![sheet.columns.indexOf(title)]!;
