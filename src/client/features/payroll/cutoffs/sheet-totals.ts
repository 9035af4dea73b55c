import Decimal from 'decimal.js';
import type { RegisterSheet } from '../../../../shared/api/payroll-downloads';

type Cell = RegisterSheet['rows'][number][number];

const placesOf = (cell: Cell | undefined) => String(cell ?? '').split('.')[1]?.length ?? 0;

/**
 * The sums of a sheet's figure columns, exactly and with the column's decimals, as a spreadsheet
 * sums the downloaded file: for sheets the server sends without totals (time and attendance).
 */
export function sheetTotals(sheet: RegisterSheet): Cell[] {
  return sheet.columns.map((column, index) => {
    if (index === 1) return 'Total';
    if (!column.money && !column.number) return '';
    const cells = sheet.rows.map((row) => row[index]).filter((cell) => cell !== '');
    const sum = cells.reduce<Decimal>((total, cell) => total.plus(cell ?? 0), new Decimal(0));
    return sum.toFixed(Math.max(column.money ? 2 : 0, ...cells.map(placesOf)));
  });
}
