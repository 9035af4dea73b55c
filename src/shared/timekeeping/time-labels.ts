import type { DayType } from '../api/timekeeping';
import { WORK_UTC_OFFSET_MINUTES } from '../constants';

export const DAY_TYPE_LABELS: Record<DayType, string> = {
  ordinary: 'Regular day',
  'rest-day': 'Rest day',
  special: 'Special day',
  'special-rest-day': 'Special day, rest day',
  'regular-holiday': 'Regular holiday',
  'regular-holiday-rest-day': 'Regular holiday, rest day',
  'double-holiday': 'Double holiday',
  'double-holiday-rest-day': 'Double holiday, rest day',
};

/** Minutes as hours and minutes, "7:55"; an empty string for none, so tables stay quiet. */
export function formatMinutes(minutes: number): string {
  if (minutes === 0) return '';
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `YYYY-MM-DDTHH:mm` of an instant on the working day's clock (the time records' dates). */
export function workClock(instant: string | Date): string {
  const ms = new Date(instant).getTime() + WORK_UTC_OFFSET_MINUTES * 60_000;
  return new Date(ms).toISOString().slice(0, 16);
}

/** Today's date at work (`YYYY-MM-DD`), by the server's clock. */
export const todayAtWork = () => workClock(new Date()).slice(0, 10);
