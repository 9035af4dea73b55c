import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  writeTable,
  type Cell,
  type DownloadFormat,
} from '../../../../src/server/http/table-download';

const COLUMNS = [
  { title: 'Name' },
  { title: 'Amount', money: true },
  { title: 'Days', number: true },
];
const ROWS: Cell[][] = [
  ['=HYPERLINK("https://evil.example","Open")', '-150.00', -2],
  ['+639171234567', '1,234.56', 3],
  ['@SUM(A1:A9)', '0.00', 0],
  ['\tcmd', '12.50', 1],
  ['-2+3', '-0.50', 1],
  ['Dela Cruz, Ramon', '', ''],
];

async function written(format: DownloadFormat): Promise<Buffer> {
  const out = new PassThrough();
  const bytes = buffer(out);
  await writeTable(out, format, 'Sheet', COLUMNS, [ROWS]);
  return bytes;
}

describe('table downloads', () => {
  it('writes text a spreadsheet would run as a formula inert in CSV, and numbers as they are', async () => {
    const lines = (await written('csv'))
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines).toEqual([
      'Name,Amount,Days',
      `"'=HYPERLINK(""https://evil.example"",""Open"")",-150.00,-2`,
      '+639171234567,"1,234.56",3',
      `"'@SUM(A1:A9)",0.00,0`,
      `"'\tcmd",12.50,1`,
      `"'-2+3",-0.50,1`,
      '"Dela Cruz, Ramon",,',
      '',
    ]);
  });

  it('keeps every text cell of a workbook text, exactly as given', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await written('xlsx')) as never);
    const sheet = workbook.worksheets[0]!;
    ROWS.forEach((row, index) => {
      const cell = sheet.getRow(index + 2).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(row[0]);
    });
    expect(sheet.getRow(2).getCell(2).value).toBe(-150);
  });
});
