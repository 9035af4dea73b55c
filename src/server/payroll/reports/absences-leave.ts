import { dec, pesos, sum } from '../engine/decimal';
import { attendanceSheet } from '../cutoffs/register-downloads';
import { monthDays } from './month-payslips';
import { XLSX_TYPE, type ReportWriter } from './report-writer';
import { xlsxSheet } from './report-sheets';

// Absences and leave for a month: the time and attendance sheet of the cut-offs
// (register-downloads.ts), summed over the calendar month for everyone on a register.

/** The columns whose sums are the file's totals, by their titles in the attendance sheet. */
const TOTALLED = ['Days absent', 'Paid leave (h)', 'Unpaid leave (h)'];

export const absencesLeaveWriter: ReportWriter = {
  id: 'absences-leave',
  title: 'Absences and leave',
  group: 'payroll',
  period: 'month',
  description: 'XLSX: days absent, lateness, undertime and leave per employee for the month',
  write: async ({ tx, orgId, period }) => {
    const month = period.month!;
    const { first, last } = monthDays(month);
    const sheet = await attendanceSheet(tx, orgId, { registerId: null, from: first, to: last });
    const sumOf = (title: string) => {
      const index = sheet.columns.findIndex((column) => column.title === title);
      return pesos(sum(sheet.rows.map((row) => dec(row[index]))));
    };
    const totals = Object.fromEntries(TOTALLED.map((title) => [title, sumOf(title)]));
    return {
      name: `absences-and-leave-${month}.xlsx`,
      type: XLSX_TYPE,
      body: await xlsxSheet({
        sheetName: 'Absences and leave',
        header: [
          ['Month', month],
          ['Days', `${first} to ${last}`],
        ],
        columns: sheet.columns.map((column) => ({ title: column.title, number: column.number })),
        rows: sheet.rows,
        total: sheet.columns.map((column, index) =>
          index === 0 ? 'Total' : column.number ? sumOf(column.title) : '',
        ),
      }),
      rows: sheet.rows.length,
      totals,
    };
  },
};
