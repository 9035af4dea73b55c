import { sql } from 'kysely';
import type { DAY_PARTS } from '../../shared/api/application-details';
import { MINUTES_PER_LEAVE_DAY } from '../../shared/api/leave-credits';
import {
  COLLEAGUES_OUT_MAX,
  type ColleagueOut,
  type LeavePreview,
  type LeavePreviewQuery,
} from '../../shared/api/leave-preview';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import { workingDaysBetween } from '../timekeeping/application-calendar';
import { employeeCalendar } from '../timekeeping/employee-calendar';
import { leaveTemplateOf } from './leave-types';

/** What a paid leave of `workingDays` takes: whole days, or half of one. */
export const leaveChargeMinutes = (workingDays: number, dayPart: (typeof DAY_PARTS)[number]) =>
  dayPart === 'Whole day' ? workingDays * MINUTES_PER_LEAVE_DAY : MINUTES_PER_LEAVE_DAY / 2;

/** Working days of the employee's own calendar in `[from, to]`. */
export async function workingDaysOf(
  tx: Tx,
  orgId: string,
  employee: ErsEmployeeData,
  from: string,
  to: string,
): Promise<number> {
  const { days } = await employeeCalendar(tx, orgId, employee, from, to);
  return workingDaysBetween(days, from, to).length;
}

/**
 * Others of the employee's department away on any day of `[from, to]`: approved or pending
 * leave and official business, by name and dates only (what kind of leave is theirs to say).
 */
async function colleaguesOut(
  tx: Tx,
  orgId: string,
  employee: ErsEmployeeData,
  from: string,
  to: string,
): Promise<ColleagueOut[]> {
  const department = employee.department?.trim().toLowerCase();
  if (!department) return [];
  const { rows } = await sql<ColleagueOut>`
    select a.employee_number as "employeeNumber", a.employee_name as name,
      a.date_from::text as "dateFrom", a.date_to::text as "dateTo", a.status
    from applications a
    where a.org_id = ${orgId} and a.kind in ('leave', 'official-business')
      and a.status in ('Approved', 'Pending')
      and a.date_from <= ${to}::date and a.date_to >= ${from}::date
      and a.employee_number <> ${employee.employeeNumber}
      and exists (
        select from records e
        where e.org_id = ${orgId} and e.form_id = 'ers-employee' and e.deleted_at is null
          and e.employee_number = a.employee_number
          and lower(trim(e.data->>'department')) = ${department})
    order by a.date_from, a.employee_name
    limit ${COLLEAGUES_OUT_MAX}
  `.execute(tx);
  return rows;
}

/** The leave as the form stands: the days it covers, what it takes, and who else is out. */
export async function previewLeave(
  tx: Tx,
  orgId: string,
  employee: ErsEmployeeData,
  query: LeavePreviewQuery,
): Promise<LeavePreview> {
  const { dateFrom, dateTo, dayPart, leaveType } = query;
  const [workingDays, template, out] = await Promise.all([
    workingDaysOf(tx, orgId, employee, dateFrom, dateTo),
    leaveTemplateOf(tx, orgId, employee),
    colleaguesOut(tx, orgId, employee, dateFrom, dateTo),
  ]);
  const rule = template?.leaveTypes.find((type) => type.name === leaveType);
  return {
    workingDays,
    chargeMinutes: rule?.paid && workingDays > 0 ? leaveChargeMinutes(workingDays, dayPart) : 0,
    team: employee.department?.trim() || null,
    colleaguesOut: out,
  };
}
