import type {
  CompanyHolidayData,
  ErsEmployeeData,
} from '../../shared/forms/record-types.generated';
import { approvedBetween } from '../approvals/applications.repository';
import type { Tx } from '../db/tenant';
import { movementStepsOf } from '../people/movements/movement-records';
import { calendarOf, type EmployeeCalendar } from './calendar-of';
import {
  activeScheduleTemplates,
  approvedOfEmployees,
  holidaysBetween,
  rostersBetween,
} from './timekeeping-sources.repository';

/** An employee's calendar for `[from, to]` (see `calendarOf`), read for them alone. */
export async function employeeCalendar(
  tx: Tx,
  orgId: string,
  employee: ErsEmployeeData,
  from: string,
  to: string,
): Promise<EmployeeCalendar> {
  const [templates, holidays, approved, rosters, movements] = await Promise.all([
    activeScheduleTemplates(tx, orgId),
    holidaysBetween(tx, orgId, from, to),
    approvedBetween(tx, orgId, employee.employeeNumber, from, to),
    rostersBetween(tx, orgId, from, to),
    movementStepsOf(tx, orgId, [employee.employeeNumber]),
  ]);
  return calendarOf(employee, from, to, {
    templates,
    holidays,
    approved,
    rosters,
    movements: movements.get(employee.employeeNumber),
  });
}

/** Many employees' calendars for `[from, to]`, by employee number, and the range's holidays. */
export interface EmployeeCalendars {
  calendars: Map<string, EmployeeCalendar>;
  /** Holidays of the range, of every site. */
  holidays: CompanyHolidayData[];
}

/** The calendars of many employees (see `calendarOf`), their sources read once for them all. */
export async function employeeCalendars(
  tx: Tx,
  orgId: string,
  employees: readonly ErsEmployeeData[],
  from: string,
  to: string,
): Promise<EmployeeCalendars> {
  const numbers = employees.map((employee) => employee.employeeNumber);
  const [templates, holidays, rosters, approved, movements] = await Promise.all([
    activeScheduleTemplates(tx, orgId),
    holidaysBetween(tx, orgId, from, to),
    rostersBetween(tx, orgId, from, to),
    approvedOfEmployees(tx, orgId, numbers, from, to),
    movementStepsOf(tx, orgId, numbers),
  ]);
  const calendars = new Map(
    employees.map((employee) => [
      employee.employeeNumber,
      calendarOf(employee, from, to, {
        templates,
        holidays,
        rosters,
        approved: approved.filter(
          (application) => application.employeeNumber === employee.employeeNumber,
        ),
        movements: movements.get(employee.employeeNumber),
      }),
    ]),
  );
  return { calendars, holidays };
}
