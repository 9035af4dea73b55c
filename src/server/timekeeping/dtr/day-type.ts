import type { CalendarDay, DayType } from './dtr-types';

type WorkingDayType = 'ordinary' | 'special' | 'regular-holiday' | 'double-holiday';

const ON_REST_DAY: Record<WorkingDayType, DayType> = {
  ordinary: 'rest-day',
  special: 'special-rest-day',
  'regular-holiday': 'regular-holiday-rest-day',
  'double-holiday': 'double-holiday-rest-day',
};

/**
 * The premium-pay row of a date (ph-payroll.md §5.1). A special working day pays as ordinary, and
 * a regular holiday outranks a special non-working day on the same date.
 */
export function dayType(day: Pick<CalendarDay, 'restDay' | 'holidays'>): DayType {
  const regular = day.holidays.filter((kind) => kind === 'regular').length;
  const type: WorkingDayType =
    regular >= 2
      ? 'double-holiday'
      : regular === 1
        ? 'regular-holiday'
        : day.holidays.includes('special-non-working')
          ? 'special'
          : 'ordinary';
  return day.restDay ? ON_REST_DAY[type] : type;
}

/** Regular holidays a day type stands for: 2 for a double holiday, else 1 or 0. */
export function regularHolidaysOf(type: DayType): number {
  if (type.startsWith('double-holiday')) return 2;
  return type.startsWith('regular-holiday') ? 1 : 0;
}

/** Regular holidays and special non-working days: unworked duties there are not absence. */
export function isHolidayOff(type: DayType): boolean {
  return regularHolidaysOf(type) > 0 || type.startsWith('special');
}

export function isRestDay(type: DayType): boolean {
  return type.endsWith('rest-day');
}
