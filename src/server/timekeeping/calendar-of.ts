import type {
  CompanyHolidayData,
  ErsEmployeeData,
  ScheduleRosterData,
  ScheduleTemplateData,
} from '../../shared/forms/record-types.generated';
import { termsBetween, type MovementStep } from '../people/movements/values-in-force';
import { layApplications, type ApprovedApplication } from './application-calendar';
import type { CalendarDay, Punch } from './dtr/dtr-types';
import { datesBetween, scheduleCalendar, type DayPlan } from './schedule-calendar';
import type { ScheduleTemplate } from './timekeeping-sources.repository';

const DEFAULT_REST_DAYS = ['Saturday', 'Sunday'];

/** What an employee's calendar is built from, read once for one employee or a whole payroll. */
export interface CalendarSources {
  /** The organisation's live, active templates. */
  templates: readonly ScheduleTemplate[];
  /** Holidays of the range, of every site. */
  holidays: readonly CompanyHolidayData[];
  /** The employee's approved applications touching the range. */
  approved: readonly ApprovedApplication[];
  /** Rosters touching the range, of any department or employee, in the order they were made. */
  rosters: readonly ScheduleRosterData[];
  /** The employee's approved and applied movements, oldest first (none: the master holds). */
  movements?: readonly MovementStep[];
}

/** What an employee's calendar reads of the master, taken as in force on each day. */
const CALENDAR_TERMS = ['scheduleTemplate', 'department', 'site'] as const;

/** Where a date's schedule came from: the employee's usual one, a roster, or an approved change. */
export type ScheduleSource = 'usual' | 'roster' | 'change';

export interface ScheduledDay extends CalendarDay {
  source: ScheduleSource;
}

export interface EmployeeCalendar {
  days: ScheduledDay[];
  punches: Punch[];
}

type SourcedPlan = DayPlan & { source: Exclude<ScheduleSource, 'change'> };

/** The template with `templateId` if it is live and active, else the organisation's default. */
const pickTemplate = (
  templates: readonly ScheduleTemplate[],
  templateId: string | undefined,
): ScheduleTemplateData | null =>
  templates.find(({ id }) => id === templateId)?.data ??
  templates.find(({ data }) => data.isDefault)?.data ??
  null;

const sameText = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The employee's plan of each date of `[from, to]`: their own template (or the default) and
 * rest days, except where a roster of their department, or one of their own, says otherwise.
 * Their own rosters beat their department's; among those, the later-starting one wins.
 */
function plansOf(
  employee: ErsEmployeeData,
  from: string,
  to: string,
  templates: readonly ScheduleTemplate[],
  rosters: readonly ScheduleRosterData[],
): (date: string) => SourcedPlan {
  const usual: SourcedPlan = {
    template: pickTemplate(templates, employee.scheduleTemplate?.id),
    restDays: employee.restDays ?? DEFAULT_REST_DAYS,
    source: 'usual',
  };
  const own = (roster: ScheduleRosterData) =>
    roster.appliesTo === 'Employee'
      ? roster.employee?.employeeNumber === employee.employeeNumber
      : sameText(roster.department, employee.department);
  const applying = rosters
    .filter(own)
    .map((roster, order) => ({ roster, order, mine: roster.appliesTo === 'Employee' }))
    .sort(
      (a, b) =>
        Number(a.mine) - Number(b.mine) ||
        a.roster.dateFrom.localeCompare(b.roster.dateFrom) ||
        a.order - b.order,
    );
  const plans = new Map<string, SourcedPlan>();
  for (const { roster } of applying) {
    const plan: SourcedPlan = {
      template: roster.scheduleTemplate
        ? pickTemplate(templates, roster.scheduleTemplate.id)
        : usual.template,
      restDays: roster.restDays?.length ? roster.restDays : usual.restDays,
      source: 'roster',
    };
    const first = roster.dateFrom > from ? roster.dateFrom : from;
    const last = roster.dateTo < to ? roster.dateTo : to;
    for (const date of datesBetween(first, last)) plans.set(date, plan);
  }
  return (date) => plans.get(date) ?? usual;
}

/** The holidays of `holidays` an employee keeps: the nationwide ones and their own site's. */
export const holidaysAtSiteOf = (
  employee: ErsEmployeeData,
  holidays: readonly CompanyHolidayData[],
) => holidays.filter((h) => h.scope === 'Nationwide' || h.site?.id === employee.site?.id);

/**
 * An employee's calendar for `[from, to]` from what it depends on: their template or the
 * default, rest days and rosters, their site's holidays, and every approved application laid
 * on it (with the punches that time corrections and manual attendance vouch for). Each day
 * says whether its schedule is the usual one, a roster's or an approved change's. Pure.
 */
export function calendarOf(
  employee: ErsEmployeeData,
  from: string,
  to: string,
  { templates, holidays, approved, rosters, movements = [] }: CalendarSources,
): EmployeeCalendar {
  const overrides = new Map<string, ScheduleTemplateData>();
  for (const application of approved) {
    if (application.kind !== 'change-work-schedule') continue;
    const changed = pickTemplate(templates, application.details.scheduleTemplate.id);
    if (!changed) continue;
    for (const date of datesBetween(application.details.dateFrom, application.details.dateTo))
      overrides.set(date, changed);
  }
  // A movement (a new template, department or site) cuts the range: each stretch is planned
  // with what was in force on its days.
  const stretches = termsBetween(employee, movements, CALENDAR_TERMS, from, to).map((terms) => {
    const during = { ...employee, ...terms.values };
    const planOn = plansOf(during, terms.from, terms.to, templates, rosters);
    const days = scheduleCalendar(terms.from, terms.to, {
      planOn,
      holidays: holidaysAtSiteOf(during, holidays),
      overrides,
    });
    return { planOn, days };
  });
  const planOn = new Map(
    stretches.flatMap((stretch) => stretch.days.map((day) => [day.date, stretch.planOn(day.date)])),
  );
  const { days, punches } = layApplications(
    stretches.flatMap((stretch) => stretch.days),
    approved,
  );
  const sourceOn = (date: string) =>
    overrides.has(date) ? 'change' : (planOn.get(date)?.source ?? 'usual');
  return { days: days.map((day) => ({ ...day, source: sourceOn(day.date) })), punches };
}
