import type ExcelJS from 'exceljs';
import { loadExcel } from '../packages/on-first-use';
import { cellValue } from './export-values';

/**
 * The export's `tables.xlsx`: one sheet per table that has rows, its header the column names,
 * streamed to a file (rows are written as they are read, never held) that the archive takes
 * whole once every table is in.
 */
export class TablesWorkbook {
  readonly #workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  #sheet: ExcelJS.Worksheet | null = null;
  #table: string | null = null;

  private constructor(
    readonly path: string,
    workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  ) {
    this.#workbook = workbook;
  }

  static async create(path: string): Promise<TablesWorkbook> {
    const { stream } = await loadExcel();
    return new TablesWorkbook(
      path,
      new stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false }),
    );
  }

  /** Adds a row of `table`, opening its sheet (after the header) with its first row. */
  addRow(table: string, columns: readonly string[], values: readonly unknown[]): void {
    if (!this.#sheet || this.#table !== table) {
      this.#sheet?.commit();
      // Sheet names hold 31 characters; table names are shorter, and unique before that.
      const sheet = this.#workbook.addWorksheet(table.slice(0, 31), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      const header = sheet.addRow([...columns]);
      header.font = { bold: true };
      header.commit();
      this.#sheet = sheet;
      this.#table = table;
    }
    this.#sheet.addRow(values.map(cellValue)).commit();
  }

  async commit(): Promise<void> {
    this.#sheet?.commit();
    await this.#workbook.commit();
  }
}
