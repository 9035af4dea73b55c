import { sql } from 'kysely';
import type { PayslipLine } from '../../../shared/api/payroll-payslips';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';
import type { writePayslip } from '../engine/payslip-output';

/**
 * What a month contains (docs/payroll-files.md): the payslips of the released cut-offs whose
 * pay date falls in the month (the current computation of each). Contributions and tax are
 * remitted for the month they were deducted in, and they are deducted when paid; a cut-off of
 * 16-31 October paid on 5 November belongs to November.
 */
export interface MonthPayslip {
  employeeNumber: string;
  employeeName: string;
  payDate: string;
  periodEnd: string;
  grossPay: string;
  netPay: string;
  lines: PayslipLine[];
  isMwe: boolean;
  /** The engine's figures (engine/payslip-output.ts), money as text. */
  result: PayslipResult;
}

type StoredResult = ReturnType<typeof writePayslip>;

/** The engine's figures the files read from a payslip's `result` (engine/payslip-output.ts). */
export type PayslipResult = Pick<
  StoredResult,
  | 'basic_pay'
  | 'ot_pay'
  | 'night_diff_pay'
  | 'holiday_pay_unworked'
  | 'premium_pay'
  | 'gross_pay'
  | 'non_taxable_allowances'
  | 'hdmf'
  | 'sss_ee_this_cutoff'
  | 'philhealth_ee_this_cutoff'
  | 'hdmf_ee_this_cutoff'
  | 'total_ee_contributions'
  | 'non_taxable_compensation'
  | 'taxable_compensation'
  | 'withholding_tax'
> & {
  sss: Pick<StoredResult['sss'], 'msc' | 'ee_ss' | 'ee_mpf' | 'er_ss' | 'er_mpf' | 'ec'>;
  philhealth: Pick<StoredResult['philhealth'], 'base' | 'ee' | 'er'>;
};

/** The first and last day of a YYYY-MM month. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The month's payslips, by employee name and number, then in the order they were paid. */
export async function monthPayslips(tx: Tx, orgId: string, month: string): Promise<MonthPayslip[]> {
  const { first, last } = monthDays(month);
  const { rows } = await sql<MonthPayslip>`
    select p.employee_number as "employeeNumber", p.employee_name as "employeeName",
      c.pay_date::text as "payDate", c.period_end::text as "periodEnd",
      p.gross_pay::text as "grossPay", p.net_pay::text as "netPay", p.lines,
      coalesce((p.inputs->>'is_mwe')::boolean, false) as "isMwe", p.result
    from payslips p
    join pay_cutoffs c on c.org_id = p.org_id and c.cutoff_id = p.cutoff_id
      and c.computation = p.computation
    where p.org_id = ${orgId} and c.status = 'Released'
      and c.pay_date between ${first}::date and ${last}::date
    order by p.employee_name, p.employee_number, c.pay_date, c.period_end
  `.execute(tx);
  return rows;
}

/** The employee records of these numbers (government numbers, names, dates, bank). */
export async function employeesOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
): Promise<Map<string, ErsEmployeeData>> {
  if (employeeNumbers.length === 0) return new Map();
  const rows = await tx
    .selectFrom('records')
    .select(['employee_number', 'data'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', 'ers-employee')
    .where('deleted_at', 'is', null)
    .where('employee_number', 'in', [...new Set(employeeNumbers)])
    .execute();
  return new Map(rows.map((row) => [row.employee_number ?? '', row.data as ErsEmployeeData]));
}
