import { isHolidayOff, isRestDay, regularHolidaysOf } from './day-type';
import type { DayRow } from './compute-day';

/**
 * Unworked regular holidays paid at 100% (ph-payroll.md §5.3), one count per row: a holiday is paid
 * if the employee worked, was on official business or on paid leave on the working day before it,
 * looking past rest days, dates without duties and special non-working days. Before successive
 * holidays, the earlier holiday decides: paid if it was worked or was itself paid.
 */
export function holidayPayDays(rows: readonly DayRow[]): number[] {
  const eligible = new Map<number, boolean>();
  const isEligible = (index: number): boolean => {
    let known = eligible.get(index);
    if (known === undefined) {
      known = eligibleByDaysBefore(rows, index, isEligible);
      eligible.set(index, known);
    }
    return known;
  };
  return rows.map((row, index) => {
    const holidays = regularHolidaysOf(row.dayType);
    if (holidays === 0 || paidMinutes(row) > 0) return 0;
    return isEligible(index) ? holidays : 0;
  });
}

function eligibleByDaysBefore(
  rows: readonly DayRow[],
  index: number,
  isEligible: (index: number) => boolean,
): boolean {
  for (let before = index - 1; before >= 0; before -= 1) {
    const row = rows[before];
    if (!row) break;
    if (regularHolidaysOf(row.dayType) > 0) return paidMinutes(row) > 0 || isEligible(before);
    const working =
      row.scheduledMinutes > 0 && !isRestDay(row.dayType) && !isHolidayOff(row.dayType);
    if (working) return paidMinutes(row) > 0 || row.paidLeaveMinutes > 0;
  }
  // Nothing known before the first date given: assume the employee qualified.
  return true;
}

function paidMinutes(row: DayRow): number {
  return row.buckets.reduce((sum, bucket) => sum + bucket.minutes, 0);
}
