import type {
  ErsEmployeeData,
  ScheduleTemplateData,
} from '../../shared/forms/record-types.generated';
import { approvedBetween } from '../applications/applications.repository';
import type { Tx } from '../db/tenant';
import { layApplications } from './application-calendar';
import type { CalendarDay, Punch } from './dtr/dtr-types';
import { datesBetween, scheduleCalendar } from './schedule-calendar';
import { findScheduleTemplate, holidaysBetween } from './timekeeping-sources.repository';

const DEFAULT_REST_DAYS = ['Saturday', 'Sunday'];

/**
 * An employee's calendar for `[from, to]`: their template or the default, rest days, their
 * site's holidays, and every approved application laid on it (with the punches that time
 * corrections and manual attendance vouch for).
 */
export async function employeeCalendar(
  tx: Tx,
  employee: ErsEmployeeData,
  from: string,
  to: string,
): Promise<{ days: CalendarDay[]; punches: Punch[] }> {
  const [template, holidays, approved] = await Promise.all([
    findScheduleTemplate(tx, employee.scheduleTemplate?.id),
    holidaysBetween(tx, from, to, employee.site?.id),
    approvedBetween(tx, employee.employeeNumber, from, to),
  ]);
  const overrides = new Map<string, ScheduleTemplateData>();
  for (const application of approved) {
    if (application.kind !== 'change-work-schedule') continue;
    const changed = await findScheduleTemplate(tx, application.details.scheduleTemplate.id);
    if (!changed) continue;
    for (const date of datesBetween(application.details.dateFrom, application.details.dateTo))
      overrides.set(date, changed);
  }
  const days = scheduleCalendar(from, to, {
    template,
    restDays: employee.restDays ?? DEFAULT_REST_DAYS,
    holidays,
    overrides,
  });
  return layApplications(days, approved);
}
