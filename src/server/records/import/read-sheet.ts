import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError, fieldError } from '../../http/app-error';
import { loadExcel } from '../../packages/on-first-use';

/** A cell as the importer converts it: what a CSV or a workbook cell can hold. */
export type SheetCell = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row number a spreadsheet program shows (the header is row 1). */
  row: number;
  cells: SheetCell[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const unsupported = (message: string) =>
  new AppError('unsupported_media_type', message, { fields: [{ path: '/file', message }] });

const tooManyRows = (maxRows: number) =>
  fieldError('/file', `File must hold at most ${maxRows} rows; split it into smaller files`);

/** A workbook cell as a plain value: formulas by their result, rich text and links by text. */
function plainCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return String(value.text);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    return result === undefined || (typeof result === 'object' && !(result instanceof Date))
      ? null
      : result;
  }
  return null;
}

const headerText = (cell: SheetCell) =>
  cell === null ? '' : (cell instanceof Date ? cell.toISOString() : String(cell)).trim();

const isBlank = (cells: SheetCell[]) =>
  cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

async function readWorkbook(body: Buffer, maxRows: number): Promise<Sheet> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw fieldError('/file', 'File could not be read as an Excel workbook (.xlsx)');
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) return { headers: [], rows: [] };
  if (sheet.actualRowCount > maxRows + 1) throw tooManyRows(maxRows);
  const width = sheet.columnCount;
  const grid: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: SheetCell[] = [];
    for (let column = 1; column <= width; column += 1)
      cells.push(plainCell(row.getCell(column).value));
    grid.push({ row: number, cells });
  });
  const [header, ...rows] = grid;
  return { headers: (header?.cells ?? []).map(headerText), rows };
}

function readCsv(body: Buffer, maxRows: number): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw unsupported('File is not a CSV file in UTF-8: save it as "CSV UTF-8" or as .xlsx');
  }
  if (text.includes('\u0000')) throw unsupported('File is not a text CSV file');
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), {
    skipEmptyLines: false,
    preview: maxRows + 2,
  });
  const lines = parsed.data;
  const [header = [], ...rest] = lines;
  const rows = rest
    .map((cells, index) => ({ row: index + 2, cells: cells as SheetCell[] }))
    .filter((row) => !isBlank(row.cells));
  if (rows.length > maxRows) throw tooManyRows(maxRows);
  return { headers: header.map((cell) => cell.trim()), rows };
}

/**
 * The first sheet of an uploaded .xlsx or .csv (UTF-8) file: its header row and its non-blank
 * data rows. The type is decided by the name and confirmed by the content; anything else, or
 * more than `maxRows` rows, is the sender's mistake (415 or 422), never a 500.
 */
export async function readSheet(name: string, body: Buffer, maxRows: number): Promise<Sheet> {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const zipped = body.subarray(0, 4).equals(ZIP_MAGIC);
  let sheet: Sheet;
  if (extension === 'xlsx' || (zipped && extension !== 'csv')) {
    if (!zipped) throw unsupported('File is not an Excel workbook (.xlsx)');
    sheet = await readWorkbook(body, maxRows);
  } else if (extension === 'csv' || extension === 'txt') {
    sheet = readCsv(body, maxRows);
  } else {
    throw unsupported(
      `File type .${extension || '(none)'} is not accepted: choose an Excel workbook (.xlsx) or a CSV file (.csv)`,
    );
  }
  if (sheet.headers.every((header) => header === ''))
    throw fieldError('/file', 'File is empty: the first row must name the columns');
  return { ...sheet, rows: sheet.rows.filter((row) => !isBlank(row.cells)) };
}
