import { sql } from 'kysely';
import type { Deferred } from '../../shared/api/payroll-registers';
import type {
  ErsEmployeeData,
  PayrollEarningDeductionData,
} from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import type { TimeDay } from './payslip-inputs';

// What a payroll run reads, set-based (one query each for all members): the time records, the
// employee master, the earnings and deductions, and what the previous cut-off deferred.

/** A stored day: what payroll pays from, and the schedule it was read against. */
export type StoredDay = TimeDay & { schedule: string };

/** The stored daily time records of employees on `[from, to]`, by employee. */
export async function timeDaysOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, StoredDay[]>> {
  const { rows } = await sql<StoredDay & { employeeNumber: string }>`
    select employee_number as "employeeNumber", work_date::text as date, day_type as "dayType",
      scheduled_minutes as "scheduledMinutes", late_minutes as "lateMinutes",
      undertime_minutes as "undertimeMinutes", absent_minutes as "absentMinutes",
      paid_leave_minutes as "paidLeaveMinutes", unpaid_leave_minutes as "unpaidLeaveMinutes",
      holiday_pay_days as "holidayPayDays", buckets, schedule
    from dtr_days
    where org_id = ${orgId} and employee_number = any(${[...employeeNumbers]}::text[])
      and work_date between ${from} and ${to}
    order by employee_number, work_date
  `.execute(tx);
  const days = new Map<string, StoredDay[]>();
  for (const { employeeNumber, ...day } of rows) {
    const list = days.get(employeeNumber);
    if (list) list.push(day);
    else days.set(employeeNumber, [day]);
  }
  return days;
}

/** The live master record of each employee (the oldest, should a number be on two). */
export async function mastersOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
): Promise<Map<string, ErsEmployeeData>> {
  const { rows } = await sql<{ data: ErsEmployeeData }>`
    select distinct on (employee_number) data from records
    where org_id = ${orgId} and form_id = 'ers-employee' and deleted_at is null
      and employee_number = any(${[...employeeNumbers]}::text[])
    order by employee_number, created_at, id
  `.execute(tx);
  return new Map(rows.map((row) => [row.data.employeeNumber, row.data]));
}

/** Active earnings and deductions of employees that apply to a period, by employee. */
export async function adjustmentsOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, PayrollEarningDeductionData[]>> {
  const { rows } = await sql<{ employeeNumber: string; data: PayrollEarningDeductionData }>`
    select employee_number as "employeeNumber", data from records
    where org_id = ${orgId} and form_id = 'payroll-earning-deduction' and deleted_at is null
      and employee_number = any(${[...employeeNumbers]}::text[])
    order by employee_number, created_at, id
  `.execute(tx);
  const applies = (item: PayrollEarningDeductionData) =>
    item.active &&
    (item.recurrence === 'One-time'
      ? item.startDate >= from && item.startDate <= to
      : item.startDate <= to && (!item.endDate || item.endDate >= from));
  const byEmployee = new Map<string, PayrollEarningDeductionData[]>();
  for (const { employeeNumber, data } of rows) {
    if (!applies(data)) continue;
    byEmployee.set(employeeNumber, [...(byEmployee.get(employeeNumber) ?? []), data]);
  }
  return byEmployee;
}

/** What the register's previous cut-off deferred, by employee (its current computation). */
export async function deferredBefore(
  tx: Tx,
  orgId: string,
  registerId: string,
  periodStart: string,
): Promise<Map<string, Deferred[]>> {
  const { rows } = await sql<{ employeeNumber: string; deferred: Deferred[] }>`
    select p.employee_number as "employeeNumber", p.deferred
    from pay_cutoffs c
    join payslips p on p.org_id = c.org_id and p.cutoff_id = c.cutoff_id and p.computation = c.computation
    where c.org_id = ${orgId} and c.cutoff_id = (
      select cutoff_id from pay_cutoffs
      where org_id = ${orgId} and register_id = ${registerId} and period_end < ${periodStart}
        and status <> 'Draft'
      order by period_end desc limit 1
    ) and jsonb_array_length(p.deferred) > 0
  `.execute(tx);
  return new Map(rows.map((row) => [row.employeeNumber, row.deferred]));
}
