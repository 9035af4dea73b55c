import type {
  CompanyHolidayData,
  ErsEmployeeData,
  ScheduleTemplateData,
} from '../../shared/forms/record-types.generated';
import { approvedBetween } from '../applications/applications.repository';
import type { Tx } from '../db/tenant';
import { layApplications, type ApprovedApplication } from './application-calendar';
import type { CalendarDay, Punch } from './dtr/dtr-types';
import { datesBetween, scheduleCalendar } from './schedule-calendar';
import {
  activeScheduleTemplates,
  holidaysBetween,
  type ScheduleTemplate,
} from './timekeeping-sources.repository';

const DEFAULT_REST_DAYS = ['Saturday', 'Sunday'];

/** What an employee's calendar is built from, read once for one employee or a whole payroll. */
export interface CalendarSources {
  /** The organisation's live, active templates. */
  templates: readonly ScheduleTemplate[];
  /** Holidays of the range, of every site. */
  holidays: readonly CompanyHolidayData[];
  /** The employee's approved applications touching the range. */
  approved: readonly ApprovedApplication[];
}

export interface EmployeeCalendar {
  days: CalendarDay[];
  punches: Punch[];
}

/** The template with `templateId` if it is live and active, else the organisation's default. */
const pickTemplate = (
  templates: readonly ScheduleTemplate[],
  templateId: string | undefined,
): ScheduleTemplateData | null =>
  templates.find(({ id }) => id === templateId)?.data ??
  templates.find(({ data }) => data.isDefault)?.data ??
  null;

/**
 * An employee's calendar for `[from, to]` from what it depends on: their template or the
 * default, rest days, their site's holidays, and every approved application laid on it (with
 * the punches that time corrections and manual attendance vouch for). Pure.
 */
export function calendarOf(
  employee: ErsEmployeeData,
  from: string,
  to: string,
  { templates, holidays, approved }: CalendarSources,
): EmployeeCalendar {
  const overrides = new Map<string, ScheduleTemplateData>();
  for (const application of approved) {
    if (application.kind !== 'change-work-schedule') continue;
    const changed = pickTemplate(templates, application.details.scheduleTemplate.id);
    if (!changed) continue;
    for (const date of datesBetween(application.details.dateFrom, application.details.dateTo))
      overrides.set(date, changed);
  }
  const siteId = employee.site?.id;
  const days = scheduleCalendar(from, to, {
    template: pickTemplate(templates, employee.scheduleTemplate?.id),
    restDays: employee.restDays ?? DEFAULT_REST_DAYS,
    holidays: holidays.filter((h) => h.scope === 'Nationwide' || h.site?.id === siteId),
    overrides,
  });
  return layApplications(days, approved);
}

/** An employee's calendar for `[from, to]` (see `calendarOf`), read for them alone. */
export async function employeeCalendar(
  tx: Tx,
  employee: ErsEmployeeData,
  from: string,
  to: string,
): Promise<EmployeeCalendar> {
  const [templates, holidays, approved] = await Promise.all([
    activeScheduleTemplates(tx),
    holidaysBetween(tx, from, to),
    approvedBetween(tx, employee.employeeNumber, from, to),
  ]);
  return calendarOf(employee, from, to, { templates, holidays, approved });
}
