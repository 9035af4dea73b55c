import { isHolidayOff, isRestDay, regularHolidaysOf } from './day-type';
import type { DayRow } from './compute-day';

/** What the holiday-pay rule needs to know of one date. */
export interface HolidayRuleDay {
  /** 2 on a double holiday, 1 on a regular holiday, else 0. */
  regularHolidays: number;
  /** Worked (or on official business) that date. */
  worked: boolean;
  /** A scheduled working day: not a rest day, a non-working day or a holiday. */
  workingDay: boolean;
  paidLeave: boolean;
}

/**
 * Whether each date's unworked regular holiday is paid (ph-payroll.md §5.3): yes if the employee
 * worked or was on paid leave on the working day before it, looking past rest days and
 * non-working days. Before successive holidays, the earlier holiday decides: paid if it was worked
 * or was itself paid. Dates are consecutive; nothing known before the first means qualified.
 */
export function holidayEligibility(days: readonly HolidayRuleDay[]): (index: number) => boolean {
  const known = new Map<number, boolean>();
  const eligible = (index: number): boolean => {
    let answer = known.get(index);
    if (answer === undefined) {
      answer = true;
      for (let before = index - 1; before >= 0; before -= 1) {
        const day = days[before]!;
        if (day.regularHolidays > 0) {
          answer = day.worked || eligible(before);
          break;
        }
        if (day.workingDay) {
          answer = day.worked || day.paidLeave;
          break;
        }
      }
      known.set(index, answer);
    }
    return answer;
  };
  return eligible;
}

/** Unworked regular holidays paid at 100%, one count per regular holiday of the row. */
export function holidayPayDays(rows: readonly DayRow[]): number[] {
  const days = rows.map((row) => ({
    regularHolidays: regularHolidaysOf(row.dayType),
    worked: row.buckets.some((bucket) => bucket.minutes > 0),
    workingDay: row.scheduledMinutes > 0 && !isRestDay(row.dayType) && !isHolidayOff(row.dayType),
    paidLeave: row.paidLeaveMinutes > 0,
  }));
  const eligible = holidayEligibility(days);
  return days.map((day, index) =>
    day.regularHolidays === 0 || day.worked || !eligible(index) ? 0 : day.regularHolidays,
  );
}
