import { computeDtr } from '../../../../src/server/timekeeping/dtr/compute-dtr';
import type {
  CalendarDay,
  Duty,
  DtrDay,
  Interval,
  LocalMinute,
  Punch,
} from '../../../../src/server/timekeeping/dtr/dtr-types';
import {
  dateOf,
  MINUTES_PER_DAY,
  startOfDate,
} from '../../../../src/server/timekeeping/dtr/local-time';

// Builders so the DTR tests read like a timesheet. Times are 'HH:MM'; a time not after the start
// of its span falls on the next date, so span('2025-12-24', '22:00', '06:00') ends on Dec 25.

/** at('2025-12-24 22:00') is that local minute. */
export function at(dateTime: string): LocalMinute {
  const [date = '', time = ''] = dateTime.split(' ');
  return startOfDate(date) + minutesOf(time);
}

export function addDays(date: string, days: number): string {
  return dateOf(startOfDate(date) + days * MINUTES_PER_DAY);
}

export function span(date: string, start: string, end: string): Interval {
  const from = at(`${date} ${start}`);
  const to = at(`${date} ${end}`);
  return { start: from, end: to > from ? to : to + MINUTES_PER_DAY };
}

/** A duty with its breaks, e.g. duty('2025-06-02', '08:00', '17:00', ['12:00', '13:00']). */
export function duty(
  date: string,
  start: string,
  end: string,
  ...breaks: [string, string][]
): Duty {
  const { start: from, end: to } = span(date, start, end);
  const onDuty = (time: string): LocalMinute => {
    const m = at(`${date} ${time}`);
    return m < from ? m + MINUTES_PER_DAY : m;
  };
  return {
    start: from,
    end: to,
    breaks: breaks.map(([s, e]) => ({ start: onDuty(s), end: onDuty(e) })),
  };
}

/** An in and an out punch. */
export function worked(date: string, start: string, end: string): Punch[] {
  const { start: from, end: to } = span(date, start, end);
  return [
    { at: from, direction: 'in' },
    { at: to, direction: 'out' },
  ];
}

export function punchIn(dateTime: string): Punch {
  return { at: at(dateTime), direction: 'in' };
}

export function punchOut(dateTime: string): Punch {
  return { at: at(dateTime), direction: 'out' };
}

export type DayEdit = Partial<Omit<CalendarDay, 'date'>>;

/** Weekdays 08:00-17:00 with lunch 12:00-13:00, weekends rest days; `edits` replace fields by date. */
export function calendar(
  from: string,
  to: string,
  edits: Record<string, DayEdit> = {},
): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = (startOfDate(date) / MINUTES_PER_DAY + 4) % 7;
    const weekend = weekday === 0 || weekday === 6;
    days.push({
      date,
      restDay: weekend,
      holidays: [],
      duties: weekend ? [] : [duty(date, '08:00', '17:00', ['12:00', '13:00'])],
      leave: [],
      officialBusiness: [],
      approvedOvertime: [],
      ...edits[date],
    });
  }
  return days;
}

export interface Scenario {
  edits?: Record<string, DayEdit>;
  punches?: Punch[];
  /** 'YYYY-MM-DD HH:MM': compute as at that moment. */
  asOf?: string;
}

/** The DTR of from..to, with the week before and the day after as context. */
export function dtr(from: string, to: string, scenario: Scenario = {}): DtrDay[] {
  const days = calendar(addDays(from, -7), addDays(to, 1), scenario.edits);
  return computeDtr({
    from,
    to,
    days,
    punches: scenario.punches ?? [],
    ...(scenario.asOf ? { asOf: at(scenario.asOf) } : {}),
  });
}

export function dtrOn(date: string, scenario: Scenario = {}): DtrDay {
  const [row] = dtr(date, date, scenario);
  if (!row) throw new Error(`no DTR row for ${date}`);
  return row;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
