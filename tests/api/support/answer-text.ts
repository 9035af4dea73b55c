import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { pdfText } from './pdf-text';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every cell of every sheet; a number both as written and with two decimals (money). */
async function xlsxText(body: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const { value } = cell;
        cells.push(typeof value === 'number' ? `${value} ${value.toFixed(2)}` : cell.text);
      }),
    );
  return cells.join('\n');
}

/**
 * What an answer says, as its reader would see it: a PDF's text and a workbook's cells (their
 * bytes are compressed, so a value in them is not in the raw body), anything else as sent.
 */
export async function answerText(response: LightMyRequestResponse): Promise<string> {
  const type = String(response.headers['content-type'] ?? '');
  try {
    if (type.startsWith('application/pdf')) return pdfText(response.rawPayload);
    if (type.startsWith(XLSX)) return await xlsxText(response.rawPayload);
  } catch {
    // Not a readable document after all: the bytes are what there is to search.
  }
  return response.body;
}
