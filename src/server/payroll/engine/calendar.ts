import { D, type Dec } from './decimal';

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/**
 * Months of a year an employee was employed, counted by half-months as a semi-monthly payroll
 * pays them: a whole half-month is 0.5, a partial one its share of calendar days (EX07b: hired
 * 16 March = 9.5 months).
 */
export function monthsEmployed(year: number, hired?: string, separated?: string): Dec {
  const from = hired && hired > iso(year, 0, 1) ? hired : iso(year, 0, 1);
  const to = separated && separated < iso(year, 11, 31) ? separated : iso(year, 11, 31);
  let months = new D(0);
  for (let month = 0; month < 12; month += 1) {
    for (const [first, last] of [
      [iso(year, month, 1), iso(year, month, 15)],
      [iso(year, month, 16), iso(year, month + 1, 0)],
    ] as const) {
      const start = Math.max(dayNumber(first), dayNumber(from));
      const end = Math.min(dayNumber(last), dayNumber(to));
      if (end < start) continue;
      const days = dayNumber(last) - dayNumber(first) + 1;
      months = months.plus(new D(end - start + 1).dividedBy(days).dividedBy(2));
    }
  }
  return months;
}

export type WeekSchedule = 'mon_fri' | 'mon_sat';

/** Whether a date is a scheduled working weekday: Monday to Friday, or to Saturday. */
export function isScheduledDay(date: string, schedule: WeekSchedule): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && (weekday !== 6 || schedule === 'mon_sat');
}

/** Dates from `from` to `to` inclusive (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1)
    dates.push(new Date(day * 86_400_000).toISOString().slice(0, 10));
  return dates;
}

export const addDays = (date: string, days: number): string =>
  new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);

/** The pay periods of a month: one (monthly) or the 1st–15th and the 16th–end (semi-monthly). */
export function periodsOfMonth(
  year: number,
  month: number,
  frequency: 'monthly' | 'semi_monthly',
): { cutoff?: number; from: string; to: string }[] {
  if (frequency === 'monthly') return [{ from: iso(year, month, 1), to: iso(year, month + 1, 0) }];
  return [
    { cutoff: 1, from: iso(year, month, 1), to: iso(year, month, 15) },
    { cutoff: 2, from: iso(year, month, 16), to: iso(year, month + 1, 0) },
  ];
}
