import { readFileSync } from 'node:fs';
import { todayAtWork } from '../../../src/shared/timekeeping/time-labels';
import { dayIndexOfDate } from '../../../src/server/timekeeping/dtr/local-time';
import { dateAfter } from '../../../src/server/timekeeping/schedule-calendar';

// Dates relative to today that tests file applications for: the rules refuse closed cut-offs,
// so fixed dates would rot. Working days skip weekends and the seeded holidays.

export { todayAtWork };

const weekdayOf = (date: string) => (dayIndexOfDate(date) + 4) % 7;

/** The `weekday` (1 Monday .. 5 Friday) of the week `weeks` after this one. */
export function weekday(weeks: number, day: number): string {
  const today = todayAtWork();
  const monday = dateAfter(today, 1 - (weekdayOf(today) || 7));
  return dateAfter(monday, weeks * 7 + day - 1);
}

/** The `n`th working day before today. */
export function pastWorkday(n: number): string {
  let date = todayAtWork();
  for (let found = 0; found < n;) {
    date = dateAfter(date, -1);
    if (workingDays(date, date) === 1) found += 1;
  }
  return date;
}

/** The seeded holidays that are days off (special working days are worked). */
const holidays = JSON.parse(readFileSync('schemas/company-settings/holiday.json', 'utf8')) as {
  seed: unknown;
};
const DAYS_OFF = new Set(
  (holidays.seed as { date: string; type: string }[])
    .filter((holiday) => holiday.type !== 'Special working day')
    .map((holiday) => holiday.date),
);

/** Monday-to-Friday dates of `[from, to]` that are not holidays: what a leave takes. */
export function workingDays(from: string, to: string): number {
  let days = 0;
  for (let date = from; date <= to; date = dateAfter(date, 1))
    if (weekdayOf(date) % 6 !== 0 && !DAYS_OFF.has(date)) days += 1;
  return days;
}

/** The first working day on or after the `weekday` of the week `weeks` after this one. */
export function workday(weeks: number, day: number): string {
  let date = weekday(weeks, day);
  while (workingDays(date, date) === 0) date = dateAfter(date, 1);
  return date;
}
