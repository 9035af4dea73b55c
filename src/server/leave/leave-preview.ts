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
import { activeEmployeeCards } from '../directory/employee-cards';
import { workingDaysBetween } from '../timekeeping/application-calendar';
import { employeeCalendar } from '../timekeeping/employee-calendar';
import { leaveTemplateOf } from './leave-types';
import { timeAwayOf } from './time-away.repository';

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
  if (!employee.department?.trim()) return [];
  const { cards: colleagues } = await activeEmployeeCards(tx, orgId, from, {
    department: employee.department,
  });
  const away = await timeAwayOf(
    tx,
    orgId,
    colleagues
      .map((colleague) => colleague.employeeNumber)
      .filter((number) => number !== employee.employeeNumber),
    from,
    to,
    COLLEAGUES_OUT_MAX,
  );
  return away.map(({ employeeNumber, name, dateFrom, dateTo, status }) => ({
    employeeNumber,
    name,
    dateFrom,
    dateTo,
    status,
  }));
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
