import { sql } from 'kysely';
import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { PayslipLine } from '../../../shared/api/payroll-payslips';
import type { Tx } from '../../db/tenant';
import type { Cell, DownloadColumn } from '../../http/table-download';
import { dec, pesos, sum } from '../engine/decimal';

/** A cut-off's sheet: what the screen shows as JSON and the download writes as a file. */
export interface Table {
  columns: DownloadColumn[];
  rows: Cell[][];
  /** The sums of the whole cut-off, shown (and written) after the rows; null without one. */
  totals: Cell[] | null;
}

async function currentPayslips(tx: Tx, orgId: string, cutoff: Cutoff) {
  return tx
    .selectFrom('payslips')
    .select([
      'employee_number',
      'employee_name',
      'gross_pay',
      'total_deductions',
      'net_pay',
      'lines',
    ])
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoff.id)
    .where('computation', '=', cutoff.computation)
    .orderBy('employee_name')
    .orderBy('employee_number')
    .execute();
}

/**
 * The payroll register of a cut-off: one row per employee and one column per kind of line
 * (earnings, then deductions, in the order they first appear), with a totals row.
 */
export async function registerTable(tx: Tx, orgId: string, cutoff: Cutoff): Promise<Table> {
  const payslips = await currentPayslips(tx, orgId, cutoff);
  const kinds = new Map<string, { label: string; section: PayslipLine['section'] }>();
  for (const section of ['earnings', 'deductions'] as const)
    for (const slip of payslips)
      for (const line of slip.lines)
        if (line.section === section && !kinds.has(line.code))
          kinds.set(line.code, { label: line.label, section });
  const codes = [...kinds.keys()];
  const rows = payslips.map((slip) => {
    const amounts = new Map(slip.lines.map((line) => [line.code, line.amount]));
    return [
      slip.employee_number,
      slip.employee_name,
      ...codes.map((code) => amounts.get(code) ?? '0.00'),
      slip.gross_pay,
      slip.total_deductions,
      slip.net_pay,
    ];
  });
  const totals = codes.map((_, index) => pesos(sum(rows.map((row) => dec(row[index + 2]!)))));
  const columnTotal = (offset: number) =>
    pesos(sum(rows.map((row) => dec(row[row.length - offset]!))));
  return {
    columns: [
      { title: 'Employee number' },
      { title: 'Name' },
      ...codes.map((code) => ({ title: kinds.get(code)!.label, money: true })),
      { title: 'Gross pay', money: true },
      { title: 'Deductions', money: true },
      { title: 'Net pay', money: true },
    ],
    rows,
    totals: ['', 'Total', ...totals, columnTotal(3), columnTotal(2), columnTotal(1)],
  };
}

/** Every line of every payslip of a cut-off. */
export async function itemizedTable(tx: Tx, orgId: string, cutoff: Cutoff): Promise<Table> {
  const payslips = await currentPayslips(tx, orgId, cutoff);
  return {
    columns: [
      { title: 'Employee number' },
      { title: 'Name' },
      { title: 'Section' },
      { title: 'Line' },
      { title: 'Amount', money: true },
    ],
    rows: payslips.flatMap((slip) =>
      slip.lines.map((line) => [
        slip.employee_number,
        slip.employee_name,
        line.section === 'earnings' ? 'Earnings' : 'Deductions',
        line.label,
        line.amount,
      ]),
    ),
    totals: null,
  };
}

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** Whose time records an attendance sheet sums, over which days. */
export interface AttendanceScope {
  /** The members of one register; null: of every register (each employee once). */
  registerId: string | null;
  from: string;
  to: string;
}

/**
 * The time and attendance report of a cut-off (`generate-tar`): each member's stored time
 * record summed over the period.
 */
export const attendanceTable = (tx: Tx, orgId: string, cutoff: Cutoff): Promise<Table> =>
  attendanceSheet(tx, orgId, {
    registerId: cutoff.registerId,
    from: cutoff.periodStart,
    to: cutoff.periodEnd,
  });

/** Each employee's stored time record summed over the scope's days. */
export async function attendanceSheet(
  tx: Tx,
  orgId: string,
  scope: AttendanceScope,
): Promise<Table> {
  const { rows } = await sql<{
    employee_number: string;
    name: string | null;
    days_worked: number;
    absent_days: number;
    late: number;
    undertime: number;
    paid_leave: number;
    unpaid_leave: number;
    overtime: number;
    night: number;
    holiday_pay_days: number;
  }>`
    select m.employee_number,
      min((e.data->>'lastName') || ', ' || (e.data->>'firstName')) as name,
      count(d.work_date) filter (where d.worked_minutes > 0)::int as days_worked,
      count(d.work_date) filter (where d.absent)::int as absent_days,
      coalesce(sum(d.late_minutes), 0)::int as late,
      coalesce(sum(d.undertime_minutes), 0)::int as undertime,
      coalesce(sum(d.paid_leave_minutes), 0)::int as paid_leave,
      coalesce(sum(d.unpaid_leave_minutes), 0)::int as unpaid_leave,
      coalesce(sum(d.overtime_minutes), 0)::int as overtime,
      coalesce(sum(d.night_minutes), 0)::int as night,
      coalesce(sum(d.holiday_pay_days), 0)::int as holiday_pay_days
    from (
      select distinct org_id, employee_number from pay_register_members
      where org_id = ${orgId}
        and (${scope.registerId}::uuid is null or register_id = ${scope.registerId}::uuid)
    ) m
    left join records e on e.org_id = m.org_id and e.form_id = 'ers-employee'
      and e.employee_number = m.employee_number and e.deleted_at is null
    left join dtr_days d on d.org_id = m.org_id and d.employee_number = m.employee_number
      and d.work_date between ${scope.from}::date and ${scope.to}::date
    group by m.employee_number, e.id
    order by name, m.employee_number
  `.execute(tx);
  return {
    columns: [
      { title: 'Employee number' },
      { title: 'Name' },
      { title: 'Days worked', number: true },
      { title: 'Days absent', number: true },
      { title: 'Late (h)', number: true },
      { title: 'Undertime (h)', number: true },
      { title: 'Paid leave (h)', number: true },
      { title: 'Unpaid leave (h)', number: true },
      { title: 'Overtime (h)', number: true },
      { title: 'Night (h)', number: true },
      { title: 'Unworked holidays paid', number: true },
    ],
    rows: rows.map((row) => [
      row.employee_number,
      row.name ?? '',
      row.days_worked,
      row.absent_days,
      hours(row.late),
      hours(row.undertime),
      hours(row.paid_leave),
      hours(row.unpaid_leave),
      hours(row.overtime),
      hours(row.night),
      row.holiday_pay_days,
    ]),
    // The report has always been written without a totals row; the screen adds its columns.
    totals: null,
  };
}
