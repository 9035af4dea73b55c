import { attributePunches } from './attribute-punches';
import { computeDay } from './compute-day';
import { dayType } from './day-type';
import type { DayType, DtrDay, DtrInput } from './dtr-types';
import { holidayPayDays } from './holiday-pay';
import { normalize } from './intervals';
import { dayIndexOfDate } from './local-time';
import { punchPairs } from './punch-pairs';

/**
 * One employee's daily time record for the dates `from`..`to`: punches paired and given to the
 * date they were worked for, then each date's scheduled, worked, missing, leave, overtime and
 * night minutes, pay buckets and holiday pay. Pure and integer-only, so it can run for a whole
 * payroll at once; the days before `from` only inform attribution and holiday pay.
 */
export function computeDtr(input: DtrInput): DtrDay[] {
  const firstDay = dayIndexOfDate(input.days[0]?.date ?? input.from);
  const from = dayIndexOfDate(input.from) - firstDay;
  const to = dayIndexOfDate(input.to) - firstDay;
  if (from < 0 || to >= input.days.length) {
    throw new Error(`the days given do not cover ${input.from}..${input.to}`);
  }
  const types = input.days.map(dayType);
  // Past the last date given no holiday is known; minutes there only occur outside from..to.
  const dayTypeOn = (day: number): DayType => types[day - firstDay] ?? 'ordinary';
  const windows = input.days.map((day) => normalize([...day.duties, ...day.approvedOvertime]));
  const punches = attributePunches(punchPairs(input.punches, input.asOf), windows, firstDay);
  const rows = input.days
    .slice(0, to + 1)
    .map((day, index) =>
      computeDay(
        day,
        punches.worked[index] ?? [],
        punches.exceptions[index] ?? new Set(),
        dayTypeOn,
        input.asOf,
      ),
    );
  const holidayPay = holidayPayDays(rows);
  return rows
    .slice(from, to + 1)
    .map((row, offset) => ({ ...row, holidayPayDays: holidayPay[from + offset] ?? 0 }));
}
