import { sql } from 'kysely';
import type { ScheduleBoardRequest, ScheduleBoardResponse } from '../../shared/api/schedule-board';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import { holidaysAtSiteOf, type CalendarSources } from './calendar-of';
import { employeeCalendars } from './employee-calendar';
import { datesBetween, describeSchedule } from './schedule-calendar';
import { containsPattern } from '../db/like-pattern';

const DEFAULT_LIMIT = 25;

const likePattern = (text: string) => containsPattern(text.toLowerCase());

/**
 * A page of active employees, each number once (its older master record, as `employeesOf`
 * reads it), searched by name, employee number or department and ordered by name; with the
 * total of the whole search.
 */
async function activeEmployeesPage(
  tx: Tx,
  orgId: string,
  {
    q,
    department,
    offset,
    limit,
  }: { q?: string; department?: string; offset: number; limit: number },
): Promise<{ employees: ErsEmployeeData[]; total: number }> {
  const conditions = [sql<boolean>`data ->> 'active' = 'true'`];
  const text = q?.trim();
  if (text) {
    const pattern = likePattern(text);
    conditions.push(sql<boolean>`(
      lower(employee_number) like ${pattern}
      or lower(data ->> 'lastName') like ${pattern}
      or lower(data ->> 'firstName') like ${pattern}
      or lower(concat_ws(', ', data ->> 'lastName', data ->> 'firstName')) like ${pattern}
      or lower(concat_ws(' ', data ->> 'firstName', data ->> 'lastName')) like ${pattern}
      or lower(coalesce(data ->> 'department', '')) like ${pattern}
    )`);
  }
  if (department?.trim())
    conditions.push(
      sql<boolean>`lower(trim(data ->> 'department')) = ${department.trim().toLowerCase()}`,
    );
  const { rows } = await sql<{ data: ErsEmployeeData | null; total: string }>`
    with masters as (
      select distinct on (employee_number) employee_number, data from records
      where org_id = ${orgId} and form_id = 'ers-employee' and deleted_at is null
        and employee_number is not null
      order by employee_number, created_at, id
    ), matching as (
      select employee_number, data from masters where ${sql.join(conditions, sql` and `)}
    )
    select page.data, counted.total from (select count(*) as total from matching) counted
    left join lateral (
      select data from matching
      order by lower(data ->> 'lastName'), lower(data ->> 'firstName'), employee_number
      limit ${limit} offset ${offset}
    ) page on true
  `.execute(tx);
  return {
    employees: rows.flatMap((row) => (row.data ? [row.data] : [])),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The names of the holidays of `date` among those the employee keeps, or null. */
function holidayOn(date: string, kept: CalendarSources['holidays']): string | null {
  const names = kept.filter((holiday) => holiday.date === date).map((holiday) => holiday.name);
  return names.length > 0 ? names.join(', ') : null;
}

/**
 * The workforce scheduling board: who works when over `[from, to]`, for a page of active
 * employees. Their sources are read once for the whole page, and each employee's days come
 * from the same calendar their time records are computed from.
 */
export async function scheduleBoard(
  tx: Tx,
  orgId: string,
  request: ScheduleBoardRequest,
): Promise<ScheduleBoardResponse> {
  const { from, to, offset = 0, limit = DEFAULT_LIMIT } = request;
  const dates = datesBetween(from, to);
  const page = await activeEmployeesPage(tx, orgId, { ...request, offset, limit });
  if (page.employees.length === 0) return { dates, total: page.total, items: [] };
  const { calendars, holidays } = await employeeCalendars(tx, orgId, page.employees, from, to);
  const items = page.employees.map((employee) => {
    const calendar = calendars.get(employee.employeeNumber)!;
    const kept = holidaysAtSiteOf(employee, holidays);
    return {
      employeeNumber: employee.employeeNumber,
      name: `${employee.lastName}, ${employee.firstName}`,
      department: employee.department?.trim() || null,
      days: calendar.days.map((day) => ({
        date: day.date,
        schedule: describeSchedule(day),
        restDay: day.restDay,
        holiday: holidayOn(day.date, kept),
        rostered: day.source === 'roster',
        changed: day.source === 'change',
        onLeave: day.leave.length > 0,
      })),
    };
  });
  return { dates, total: page.total, items };
}
