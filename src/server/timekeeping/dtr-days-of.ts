import type { DtrDay } from '../../shared/api/timekeeping';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import type { MovementStep } from '../people/movements/values-in-force';
import type { ApprovedApplication } from './application-calendar';
import { calendarOf, type CalendarSources, type EmployeeCalendar } from './calendar-of';
import { computeDtr } from './dtr/compute-dtr';
import type { LocalMinute, Punch } from './dtr/dtr-types';
import { changedBatches, dtrRowOf } from './dtr-rows';
import { describeSchedule } from './schedule-calendar';

/**
 * An employee's daily time records for `[from, to]` from their calendar and punches over the
 * dates `contextOf` names, with each day's schedule as text. Pure: the one-employee and the
 * whole-cut-off recomputes both end here.
 */
export function dtrDaysOf(
  from: string,
  to: string,
  calendar: EmployeeCalendar,
  punches: readonly Punch[],
  asOf: LocalMinute,
): DtrDay[] {
  const computed = computeDtr({
    from,
    to,
    days: calendar.days,
    punches: [...punches, ...calendar.punches],
    asOf,
  });
  const schedules = new Map(calendar.days.map((day) => [day.date, describeSchedule(day)]));
  return computed.map((day) => ({ ...day, schedule: schedules.get(day.date) ?? '' }));
}

/** What many employees' time records are computed from, read set-based for them all. */
export interface EmployeesDtrInput extends Pick<
  CalendarSources,
  'templates' | 'holidays' | 'rosters'
> {
  orgId: string;
  /** The range stored. */
  from: string;
  to: string;
  /** The dates the calendars and punches cover (`contextOf`). */
  context: { from: string; to: string };
  asOf: LocalMinute;
  employees: readonly ErsEmployeeData[];
  /** Their approved applications touching the context, of every one of them. */
  approved: readonly (ApprovedApplication & { employeeNumber: string })[];
  punches: ReadonlyMap<string, readonly Punch[]>;
  movements: ReadonlyMap<string, readonly MovementStep[]>;
  /** The digests stored for their days of `[from, to]`, by `employeeNumber|date`. */
  stored: ReadonlyMap<string, string | null>;
}

/**
 * Many employees' days of `[from, to]`, each computed as `dtrDaysOf` computes one employee's:
 * how many, and those that differ from what is stored as batches for `insertDtrBatches`. Pure,
 * and of cloneable data, so a worker thread runs it and hands back a few strings.
 */
export function changedDtrOf(input: EmployeesDtrInput): { days: number; batches: string[] } {
  const { context, templates, holidays, rosters } = input;
  const approvedOf = new Map<string, ApprovedApplication[]>();
  for (const application of input.approved) {
    const own = approvedOf.get(application.employeeNumber);
    if (own) own.push(application);
    else approvedOf.set(application.employeeNumber, [application]);
  }
  const rows = input.employees.flatMap((employee) => {
    const { employeeNumber } = employee;
    const calendar = calendarOf(employee, context.from, context.to, {
      templates,
      holidays,
      rosters,
      approved: approvedOf.get(employeeNumber) ?? [],
      movements: input.movements.get(employeeNumber),
    });
    const punches = input.punches.get(employeeNumber) ?? [];
    return dtrDaysOf(input.from, input.to, calendar, punches, input.asOf).map((day) =>
      dtrRowOf(employeeNumber, day),
    );
  });
  return { days: rows.length, batches: changedBatches(input.orgId, rows, input.stored) };
}

declare module '../workers/worker-pool' {
  interface WorkerTasks {
    changedDtrOf: typeof changedDtrOf;
  }
}
