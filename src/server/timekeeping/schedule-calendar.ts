import type {
  CompanyHolidayData,
  ScheduleTemplateData,
} from '../../shared/forms/record-types.generated';
import { minutesOfClock } from '../../shared/timekeeping/clock-window';
import type { CalendarDay, Duty, HolidayKind } from './dtr/dtr-types';
import { dateOf, dayIndexOfDate, MINUTES_PER_DAY, startOfDate } from './dtr/local-time';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY = MINUTES_PER_DAY;

const HOLIDAY_KINDS: Record<CompanyHolidayData['type'], HolidayKind> = {
  'Regular holiday': 'regular',
  'Special non-working day': 'special-non-working',
  'Special working day': 'special-working',
};

type Shift = ScheduleTemplateData['shifts'][number];

/** Minutes after `start` at which a clock time next comes round (0 < result <= 1440). */
const after = (start: number, hhmm: string) => ((minutesOfClock(hhmm) - start + DAY - 1) % DAY) + 1;

/**
 * A template shift on a date: an end at or before the start is on the next day, as are breaks.
 * A template's break duration is a break taken at any time in each of its shifts.
 */
function dutyOf(dayStart: number, shift: Shift, floatingBreak: number | undefined): Duty {
  const start = minutesOfClock(shift.start);
  const length = after(start, shift.end);
  const breaks = [
    [shift.breakStart, shift.breakEnd],
    [shift.secondBreakStart, shift.secondBreakEnd],
  ]
    .filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1]))
    .map(([from, to]) => {
      const offset = after(start, from) % DAY;
      return { start: offset, end: offset + after(minutesOfClock(from), to) };
    })
    // A break that does not lie inside the shift is ignored rather than stretching it.
    .filter((pause) => pause.end <= length)
    .map((pause) => ({ start: dayStart + start + pause.start, end: dayStart + start + pause.end }));
  const duty = { start: dayStart + start, end: dayStart + start + length, breaks };
  return floatingBreak ? { ...duty, floatingBreak } : duty;
}

/** The date `days` after (or before, when negative) a date. */
export const dateAfter = (date: string, days: number) =>
  dateOf(startOfDate(date) + days * MINUTES_PER_DAY);

/** Every date from `from` to `to` inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = dateAfter(date, 1)) dates.push(date);
  return dates;
}

/** The template and rest days that hold on a date: the employee's own, or a roster's. */
export interface DayPlan {
  template: ScheduleTemplateData | null;
  restDays: readonly string[];
}

export interface ScheduleSources {
  planOn: (date: string) => DayPlan;
  holidays: readonly CompanyHolidayData[];
  /** Dates whose schedule an approved change of work schedule replaced: worked, not rest. */
  overrides?: ReadonlyMap<string, ScheduleTemplateData>;
}

/** The weekday's name of a date; 1970-01-01, day 0, was a Thursday. */
export const weekdayOf = (date: string) => WEEKDAYS[(dayIndexOfDate(date) + 4) % 7] ?? '';

/**
 * The calendar the DTR rules read, built from each date's template and rest days and the
 * holidays of the employee's site. Leave, official business and approved overtime come from
 * approved applications and are added by the caller.
 */
export function scheduleCalendar(
  from: string,
  to: string,
  { planOn, holidays, overrides }: ScheduleSources,
): CalendarDay[] {
  return datesBetween(from, to).map((date) => {
    const override = overrides?.get(date);
    const { template, restDays } = planOn(date);
    const restDay = !override && restDays.includes(weekdayOf(date));
    const dayStart = startOfDate(date);
    const dayTemplate = override ?? (restDay ? null : template);
    return {
      date,
      restDay,
      holidays: holidays.filter((h) => h.date === date).map((h) => HOLIDAY_KINDS[h.type]),
      duties: dayTemplate
        ? dayTemplate.shifts.map((shift) => dutyOf(dayStart, shift, dayTemplate.breakMinutes))
        : [],
      leave: [],
      officialBusiness: [],
      approvedOvertime: [],
    };
  });
}

const clock = (minute: number) =>
  `${String(Math.floor((minute % DAY) / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * A day's schedule as people read it: "08:00–17:00", "22:00–07:00", "09:00–18:00 (60-min
 * break)" when the break may be taken at any time, or "Rest day".
 */
export function describeSchedule(day: CalendarDay): string {
  if (day.duties.length === 0) return day.restDay ? 'Rest day' : 'No schedule';
  const dayStart = startOfDate(day.date);
  return day.duties
    .map(
      (duty) =>
        `${clock(duty.start - dayStart)}–${clock(duty.end - dayStart)}` +
        (duty.floatingBreak ? ` (${duty.floatingBreak}-min break)` : ''),
    )
    .join(', ');
}
