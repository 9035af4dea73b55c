import { DAY_TYPES } from '../../../shared/api/timekeeping';
import type { DayType, Interval, PayBucket } from './dtr-types';
import { dayIndexOf, MINUTES_PER_DAY, minuteOfDay } from './local-time';

export interface PaidSpan extends Interval {
  overtime: boolean;
}

const NIGHT_ENDS = 6 * 60;
const NIGHT_STARTS = 22 * 60;

/**
 * Paid minutes grouped by what they are paid as: the day type of the calendar date each minute
 * falls on (so a shift crossing into a holiday is paid as a holiday from midnight), overtime or
 * not, and night (22:00-06:00) or not. Spans are cut at midnight, 06:00 and 22:00 rather than
 * walked minute by minute. Listed in DAY_TYPES order, regular before overtime, day before night.
 */
export function payBuckets(
  spans: readonly PaidSpan[],
  dayTypeOn: (dayIndex: number) => DayType,
): PayBucket[] {
  const byOrder = new Map<number, PayBucket>();
  for (const { start, end, overtime } of spans) {
    for (let cursor = start; cursor < end;) {
      const ofDay = minuteOfDay(cursor);
      const midnight = cursor - ofDay;
      const edge =
        ofDay < NIGHT_ENDS ? NIGHT_ENDS : ofDay < NIGHT_STARTS ? NIGHT_STARTS : MINUTES_PER_DAY;
      const until = Math.min(end, midnight + edge);
      const dayType = dayTypeOn(dayIndexOf(cursor));
      const night = edge !== NIGHT_STARTS;
      const order = DAY_TYPES.indexOf(dayType) * 4 + (overtime ? 2 : 0) + (night ? 1 : 0);
      const bucket = byOrder.get(order);
      if (bucket) bucket.minutes += until - cursor;
      else byOrder.set(order, { dayType, overtime, night, minutes: until - cursor });
      cursor = until;
    }
  }
  return [...byOrder].sort(([a], [b]) => a - b).map(([, bucket]) => bucket);
}
