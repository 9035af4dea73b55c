import { sql } from 'kysely';
import type { Deferred } from '../../../shared/api/payroll-payslips';
import type {
  ErsEmployeeData,
  PayrollEarningDeductionData,
  PayrollEdaTypeData,
} from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';
import { storedDaysOf } from '../../timekeeping/dtr.repository';
import type { MonthToDate, TimeDay } from './payslip-inputs';

// What a payroll run reads, set-based (one query each for a batch of members): the time records,
// the employee master, the earnings and deductions, and what the previous cut-off deferred.

/** Where a deduction with no priority of its own stands when net pay runs short. */
const DEFAULT_PRIORITY = 50;

/** A stored day: what payroll pays from, and the schedule it was read against. */
export type StoredDay = TimeDay & { schedule: string };

/**
 * The stored daily time records of employees on `[from, to]`, by employee: each employee's days
 * as one JSON array in date order (one row per employee, not per day, for the driver to read).
 */
export async function timeDaysOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, StoredDay[]>> {
  const { rows } = await sql<{ employeeNumber: string; days: StoredDay[] }>`
    select d.employee_number as "employeeNumber", json_agg(json_build_object(
      'date', d.work_date::text, 'dayType', d.day_type, 'scheduledMinutes', d.scheduled_minutes,
      'lateMinutes', d.late_minutes, 'undertimeMinutes', d.undertime_minutes,
      'absentMinutes', d.absent_minutes, 'paidLeaveMinutes', d.paid_leave_minutes,
      'unpaidLeaveMinutes', d.unpaid_leave_minutes, 'holidayPayDays', d.holiday_pay_days,
      'buckets', d.buckets, 'schedule', d.schedule
    ) order by d.work_date) as days
    from ${storedDaysOf(orgId, employeeNumbers, from, to)}
    group by d.employee_number
  `.execute(tx);
  return new Map(rows.map((row) => [row.employeeNumber, row.days]));
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

/** An earning or deduction of a cut-off as payroll takes it: its type's treatment applied. */
export type PeriodAdjustment = Pick<PayrollEarningDeductionData, 'name' | 'type' | 'amount'> & {
  taxable: boolean;
  priority: number;
};

/**
 * The active earnings and deductions of employees that fall in `[from, to]`, by employee. One
 * that names an earning, deduction or adjustment type is taxed and prioritised as its type
 * says (the type's live record, read in the same query), else as the record says.
 */
export async function adjustmentsOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, PeriodAdjustment[]>> {
  const { rows } = await sql<{
    employeeNumber: string;
    data: PayrollEarningDeductionData;
    edaType: PayrollEdaTypeData | null;
  }>`
    select r.employee_number as "employeeNumber", r.data, t.data as "edaType" from records r
    left join records t on t.org_id = r.org_id and t.form_id = 'payroll-eda-type'
      and t.deleted_at is null and t.id::text = r.data->'edaType'->>'id'
    where r.org_id = ${orgId} and r.form_id = 'payroll-earning-deduction' and r.deleted_at is null
      and r.employee_number = any(${[...employeeNumbers]}::text[])
    order by r.employee_number, r.created_at, r.id
  `.execute(tx);
  const applies = (item: PayrollEarningDeductionData) =>
    item.active &&
    (item.recurrence === 'One-time'
      ? item.startDate >= from && item.startDate <= to
      : item.startDate <= to && (!item.endDate || item.endDate >= from));
  const byEmployee = new Map<string, PeriodAdjustment[]>();
  for (const { employeeNumber, data, edaType } of rows) {
    if (!applies(data)) continue;
    const adjustment: PeriodAdjustment = {
      name: data.name,
      type: data.type,
      amount: data.amount,
      taxable: edaType?.taxable ?? data.taxable ?? true,
      priority: (edaType ? edaType.priority : data.priority) ?? DEFAULT_PRIORITY,
    };
    byEmployee.set(employeeNumber, [...(byEmployee.get(employeeNumber) ?? []), adjustment]);
  }
  return byEmployee;
}

/** What the register's previous cut-off deferred of these employees (its current computation). */
export async function deferredBefore(
  tx: Tx,
  orgId: string,
  registerId: string,
  periodStart: string,
  employeeNumbers: readonly string[],
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
    ) and p.employee_number = any(${[...employeeNumbers]}::text[])
      and jsonb_array_length(p.deferred) > 0
  `.execute(tx);
  return new Map(rows.map((row) => [row.employeeNumber, row.deferred]));
}

/**
 * What the register's earlier cut-offs of the same month paid each employee (gross pay of their
 * current computations) and deducted of each employee share; one they did not pay has 0.00 of
 * each. Null when the period is its month's first, or an earlier one is not computed yet: the
 * engine then estimates the month from the period alone.
 */
export async function monthToDate(
  tx: Tx,
  orgId: string,
  registerId: string,
  periodStart: string,
  periodEnd: string,
  employeeNumbers: readonly string[],
): Promise<((employeeNumber: string) => MonthToDate) | null> {
  const { rows } = await sql<{
    cutoffs: number;
    drafts: number;
    paid: Record<string, MonthToDate>;
  }>`
    with earlier as (
      select cutoff_id, computation, status from pay_cutoffs
      where org_id = ${orgId} and register_id = ${registerId} and period_end < ${periodStart}
        and date_trunc('month', period_end) = date_trunc('month', ${periodEnd}::date)
    )
    select (select count(*) from earlier)::int as cutoffs,
      (select count(*) from earlier where status = 'Draft')::int as drafts,
      (select coalesce(jsonb_object_agg(employee_number, jsonb_build_object(
        'compensation', gross,
        'contributions', jsonb_build_object('sss', sss, 'philhealth', philhealth, 'hdmf', hdmf)
      )), '{}') from (
        select p.employee_number, sum(p.gross_pay)::text as gross,
          sum((p.result->>'sss_ee_this_cutoff')::numeric)::text as sss,
          sum((p.result->>'philhealth_ee_this_cutoff')::numeric)::text as philhealth,
          sum((p.result->>'hdmf_ee_this_cutoff')::numeric)::text as hdmf
        from earlier e
        join payslips p on p.org_id = ${orgId} and p.cutoff_id = e.cutoff_id
          and p.computation = e.computation
        where p.employee_number = any(${[...employeeNumbers]}::text[])
        group by p.employee_number
      ) month_paid) as paid
  `.execute(tx);
  const { cutoffs, drafts, paid } = rows[0]!;
  if (cutoffs === 0 || drafts > 0) return null;
  return (employeeNumber) =>
    paid[employeeNumber] ?? {
      compensation: '0.00',
      contributions: { sss: '0.00', philhealth: '0.00', hdmf: '0.00' },
    };
}
