import type { PayrollEmployerData } from '../../../shared/forms/record-types.generated';
import { loadExcel } from '../../packages/on-first-use';
import { dec, pesos, sum } from '../engine/decimal';
import { schedulesOf, tinParts, type AlphalistColumn } from './alphalist-columns';
import type { YearFigures } from './year-figures';

// The alphalist of employees that goes with BIR 1604-C (ph-payroll.md §7), from the year's
// figures (`yearFiguresOf`): Schedule 1 (employees other than minimum wage earners) and
// Schedule 2 (minimum wage earners), as a workbook and as a DAT file.

export { yearFiguresOf } from './year-figures-of';
export type { YearFigures } from './year-figures';

const SUM_TITLE = 'Total';

/** The alphalist as a workbook: one sheet per schedule, a heading, the employees, the totals. */
export async function alphalistXlsx(
  employer: PayrollEmployerData,
  year: number,
  rows: readonly YearFigures[],
): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  for (const schedule of schedulesOf(rows)) {
    const sheet = workbook.addWorksheet(schedule.name);
    sheet.addRow([`Alphalist of employees, ${schedule.name}, BIR 1604-C for ${year}`]).font = {
      bold: true,
    };
    sheet.addRow([`${employer.registeredName}, TIN ${employer.tin}, RDO ${employer.rdo}`]);
    const header = sheet.addRow(['Seq. no.', ...schedule.columns.map((column) => column.title)]);
    header.font = { bold: true };
    header.alignment = { wrapText: true, vertical: 'top' };
    schedule.columns.forEach((column, index) => {
      const at = sheet.getColumn(index + 2);
      at.width = column.money ? 16 : 14;
      if (column.money) at.numFmt = '#,##0.00';
    });
    schedule.rows.forEach((row, index) =>
      sheet.addRow([
        index + 1,
        ...schedule.columns.map((column) =>
          column.money ? Number(column.value(row)) : column.value(row),
        ),
      ]),
    );
    sheet.addRow([SUM_TITLE, ...totalsOf(schedule.columns, schedule.rows)]).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 3, xSplit: 4 }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The money columns' totals ('' under the others), exact, as numbers for the sheet. */
const totalsOf = (columns: readonly AlphalistColumn[], rows: readonly YearFigures[]) =>
  columns.map((column) =>
    column.money ? Number(pesos(sum(rows.map((row) => dec(column.value(row)))))) : '',
  );

/** Text in a DAT field: no commas or quotes (they delimit), upper case, one line. */
const field = (text: string) => `"${text.replace(/[",\r\n]/g, ' ').toUpperCase()}"`;

/** "2026-03-01" as the DAT files write dates: "03/01/2026". */
const datDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/**
 * The alphalist as a DAT file, in the convention BIR publishes for its other alphalists: comma-
 * separated lines, a header (H1604C: employer TIN, branch, registered name, return period, RDO),
 * then per schedule its details (D1/D2: form, employer TIN, branch, return period, sequence and
 * the schedule's columns) and a control line (C1/C2: the same keys, the number of employees and
 * the money columns' totals). The field list is ours, after the community layout the reference
 * describes, until the official one of BIR's Alphalist Data Entry module is obtained: check it
 * before filing. File name: <TIN9><BRANCH4>1231<YYYY>1604C.DAT.
 */
export function alphalistDat(
  employer: PayrollEmployerData,
  year: number,
  rows: readonly YearFigures[],
): { fileName: string; content: string } {
  const { tin9, branch } = tinParts(employer.tin);
  const period = `12/31/${year}`;
  const keys = ['1604C', tin9, branch, period];
  const lines = [['H1604C', tin9, branch, field(employer.registeredName), period, employer.rdo]];
  for (const schedule of schedulesOf(rows)) {
    schedule.rows.forEach((row, index) =>
      lines.push([
        `D${schedule.number}`,
        ...keys,
        String(index + 1),
        ...schedule.columns.map((column) => datValue(column, row)),
      ]),
    );
    lines.push([
      `C${schedule.number}`,
      ...keys,
      String(schedule.rows.length),
      ...schedule.columns
        .filter((column) => column.money)
        .map((column) => pesos(sum(schedule.rows.map((row) => dec(column.value(row)))))),
    ]);
  }
  return {
    fileName: `${tin9}${branch}1231${year}1604C.DAT`,
    content: `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`,
  };
}

function datValue(column: AlphalistColumn, row: YearFigures): string {
  const value = column.value(row);
  if (column.money || /^\d+$/.test(value)) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? datDate(value) : field(value);
}
