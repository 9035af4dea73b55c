import type { LocalMinute } from './dtr-types';

export const MINUTES_PER_DAY = 1440;
const MS_PER_MINUTE = 60_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local minute of an instant, so the rules work on integers with no time-zone library. */
export function toLocalMinute(instant: Date, offsetMinutes: number): LocalMinute {
  return Math.floor(instant.getTime() / MS_PER_MINUTE) + offsetMinutes;
}

/** The instant a local minute stands for, to store or show it. */
export function fromLocalMinute(m: LocalMinute, offsetMinutes: number): Date {
  return new Date((m - offsetMinutes) * MS_PER_MINUTE);
}

/** Days since 1970-01-01 of the date a minute falls on (floored, so minutes before 1970 work). */
export function dayIndexOf(m: LocalMinute): number {
  return Math.floor(m / MINUTES_PER_DAY);
}

/** Minutes since local midnight, 0..1439, negative minutes included. */
export function minuteOfDay(m: LocalMinute): number {
  return m - dayIndexOf(m) * MINUTES_PER_DAY;
}

/** 'YYYY-MM-DD' of the date a minute falls on. */
export function dateOf(m: LocalMinute): string {
  return dateOfDayIndex(dayIndexOf(m));
}

/** The first minute of a 'YYYY-MM-DD' date. */
export function startOfDate(date: string): LocalMinute {
  return dayIndexOfDate(date) * MINUTES_PER_DAY;
}

const MS_PER_DAY = 86_400_000;

/**
 * Dates seen recently, both ways: a cut-off's rules convert the same few dozen dates millions
 * of times, and parsing or formatting each anew was a sixth of a recompute's CPU. Emptied when
 * full, so it never grows past a bound.
 */
const indexOfDate = new Map<string, number>();
const dateOfIndex = new Map<number, string>();
const REMEMBERED_DATES = 4_096;

function remember<K, V>(map: Map<K, V>, key: K, value: V): V {
  if (map.size >= REMEMBERED_DATES) map.clear();
  map.set(key, value);
  return value;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export function dayIndexOfDate(date: string): number {
  const known = indexOfDate.get(date);
  if (known !== undefined) return known;
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY;
  return remember(indexOfDate, date, day);
}

function dateOfDayIndex(day: number): string {
  return (
    dateOfIndex.get(day) ??
    remember(dateOfIndex, day, new Date(day * MS_PER_DAY).toISOString().slice(0, 10))
  );
}
