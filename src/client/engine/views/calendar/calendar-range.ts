import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FilterValue, RecordItem } from '../../../../shared/api/records';
import { DISPLAY_TIMEZONE } from '../../../../shared/constants';
import type { FormViews } from '../../../../shared/forms/definition';
import type { FieldKind } from '../../../../shared/forms/fields';

dayjs.extend(utc);
dayjs.extend(timezone);

type CalendarView = NonNullable<FormViews['calendar']>;

const DAY = 'YYYY-MM-DD';

/** The days of `anchor`'s month (YYYY-MM-DD) as whole weeks, Sunday to Saturday. */
export function visibleDays(anchor: string): string[] {
  const month = dayjs(anchor);
  const last = month.endOf('month').endOf('week');
  const days: string[] = [];
  for (
    let at = month.startOf('month').startOf('week');
    !at.isAfter(last, 'day');
    at = at.add(1, 'day')
  )
    days.push(at.format(DAY));
  return days;
}

/** The same day a month before (-1) or after (1). */
export const shiftMonth = (anchor: string, step: -1 | 1) =>
  dayjs(anchor).add(step, 'month').format(DAY);

/** A day's bounds as the key column compares them: dates as they are, instants in UTC. */
function bound(day: string, kind: FieldKind, edge: 'start' | 'end'): string {
  if (kind !== 'datetime') return day;
  const local = dayjs.tz(day, DISPLAY_TIMEZONE);
  return (edge === 'start' ? local : local.endOf('day')).toISOString();
}

/**
 * The list filter of the records on screen from `from` to `to`: those starting by the last day
 * and (for a range) ending on or after the first, else starting on or after it.
 */
export function rangeFilter(
  calendar: CalendarView,
  kinds: (field: string) => FieldKind,
  from: string,
  to: string,
): Record<string, FilterValue> {
  const startKind = kinds(calendar.start);
  const startsBy = bound(to, startKind, 'end');
  if (!calendar.end)
    return { [calendar.start]: { gte: bound(from, startKind, 'start'), lte: startsBy } };
  return {
    [calendar.start]: { lte: startsBy },
    [calendar.end]: { gte: bound(from, kinds(calendar.end), 'start') },
  };
}

/** The day (YYYY-MM-DD, in the display zone) a date or instant falls on. */
function dayOf(value: unknown, kind: FieldKind): string | null {
  if (typeof value !== 'string' || value === '') return null;
  return kind === 'datetime' ? dayjs(value).tz(DISPLAY_TIMEZONE).format(DAY) : value.slice(0, 10);
}

/** Each visible day's records: those it falls within (from start to end, or on start). */
export function recordsByDay(
  items: readonly RecordItem[],
  calendar: CalendarView,
  kinds: (field: string) => FieldKind,
  days: readonly string[],
): Map<string, RecordItem[]> {
  const byDay = new Map(days.map((day) => [day, [] as RecordItem[]]));
  for (const item of items) {
    const start = dayOf(item.data[calendar.start], kinds(calendar.start));
    if (!start) continue;
    const end = calendar.end ? dayOf(item.data[calendar.end], kinds(calendar.end)) : null;
    for (const day of days) if (day >= start && day <= (end ?? start)) byDay.get(day)?.push(item);
  }
  return byDay;
}
