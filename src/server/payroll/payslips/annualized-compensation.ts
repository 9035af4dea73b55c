import { can } from '../../../shared/access/capabilities';
import { sql } from 'kysely';
import type {
  AnnualizedCompensation,
  MyPayslipsResponseSchema,
} from '../../../shared/api/employee-payslips';
import type { PayslipLine } from '../../../shared/api/payroll-payslips';
import type { Static } from 'typebox';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { findAccountById } from '../../identity/accounts.repository';
import type { Principal } from '../../plugins/guard';
import { previousEmployerFigures } from '../year-end/previous-employer-figures';
import { previousEmployerOf } from '../year-end/previous-employer.repository';
import { dec, pesos, sum, ZERO, type Dec } from '../engine/decimal';
import { tablesInForce } from '../engine/tables';
import { Trace } from '../engine/trace';
import { withholdingOf } from '../engine/withholding';
import { statutoryVersions } from '../statutory/statutory-tables.repository';
import { specialYearOf } from '../year-end/year-sources.repository';

type MyPayslips = Static<typeof MyPayslipsResponseSchema>['items'];

/**
 * An employee's released payslips (current computations), newest first; of one year if given:
 * those paid in it (the cut-off's pay date), as the BIR returns count compensation.
 */
export async function releasedPayslipsOf(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  year?: number,
) {
  const { rows } = await sql<{
    cutoffId: string;
    registerId: string;
    registerName: string;
    periodStart: string;
    periodEnd: string;
    payDate: string;
    employeeName: string;
    grossPay: string;
    totalDeductions: string;
    netPay: string;
    lines: PayslipLine[];
    result: { taxable_compensation: string; withholding_tax: string };
  }>`
    select c.cutoff_id as "cutoffId", c.register_id as "registerId", r.name as "registerName",
      c.period_start::text as "periodStart", c.period_end::text as "periodEnd",
      c.pay_date::text as "payDate", p.employee_name as "employeeName",
      p.gross_pay::text as "grossPay", p.total_deductions::text as "totalDeductions",
      p.net_pay::text as "netPay", p.lines, p.result
    from payslips p
    join pay_cutoffs c on c.org_id = p.org_id and c.cutoff_id = p.cutoff_id and c.computation = p.computation
    join pay_registers r on r.org_id = c.org_id and r.register_id = c.register_id
    where p.org_id = ${orgId} and p.employee_number = ${employeeNumber} and c.status = 'Released'
      and (${year ?? null}::int is null or extract(year from c.pay_date) = ${year ?? null}::int)
    order by c.period_end desc
  `.execute(tx);
  return rows;
}

export const myPayslipsOf = async (
  tx: Tx,
  orgId: string,
  employeeNumber: string,
): Promise<MyPayslips> =>
  (await releasedPayslipsOf(tx, orgId, employeeNumber)).map(
    ({ lines: _lines, result: _result, employeeName: _name, ...row }) => ({
      ...row,
      employeeNumber,
    }),
  );

/**
 * The employee number of an account the caller may read the pay of: their own, or (for payroll
 * readers) any of the organisation's. Another organisation's account is not found.
 */
export async function employeeNumberOfAccount(
  tx: Tx,
  who: Principal,
  accountId: string,
): Promise<string> {
  if (accountId !== who.accountId && !can(who.grants, 'payroll.read'))
    throw new AppError('forbidden', 'Only HR, payroll and admins may read another employee’s pay.');
  const account = await findAccountById(tx, who.orgId, accountId);
  if (!account) throw new AppError('not_found', 'No such account');
  if (!account.employee_number)
    throw new AppError('not_found', 'This account is not linked to an employee record');
  return account.employee_number;
}

/**
 * Year to date from the released payslips, and the year's tax projected as if the periods left
 * in the year (of the employee's register) paid like the last one, with the year's previous
 * employer's and released special payslips' taxable compensation and tax withheld added: what
 * the year-end adjustment would collect or refund (ph-payroll.md §4.3).
 */
export async function annualizedCompensation(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  year: number,
): Promise<AnnualizedCompensation | null> {
  const payslips = await releasedPayslipsOf(tx, orgId, employeeNumber, year);
  const [latest] = payslips;
  if (!latest) return null;
  const totals = new Map<string, { label: string; section: PayslipLine['section']; amount: Dec }>();
  for (const payslip of [...payslips].reverse())
    for (const line of payslip.lines) {
      const total = totals.get(line.code) ?? {
        label: line.label,
        section: line.section,
        amount: ZERO,
      };
      totals.set(line.code, { ...total, amount: total.amount.plus(line.amount) });
    }
  const of = (pick: (p: (typeof payslips)[number]) => string) =>
    sum(payslips.map((p) => dec(pick(p))));
  const taxable = of((p) => p.result.taxable_compensation);
  const withheld = of((p) => p.result.withholding_tax);
  const left = await sql<{ n: number }>`
    select count(*)::int as n from pay_cutoffs
    where org_id = ${orgId} and register_id = ${latest.registerId} and status <> 'Released'
      and extract(year from pay_date) = ${year} and period_end > ${latest.periodEnd}
  `.execute(tx);
  const periodsLeft = left.rows[0]?.n ?? 0;
  const previous = previousEmployerFigures(
    await previousEmployerOf(tx, orgId, employeeNumber, year),
  );
  // Released special payslips (13th month, bonuses) count as the year-end adjustment counts them.
  const special = (await specialYearOf(tx, orgId, year, [employeeNumber])).get(employeeNumber);
  const projectedTaxable = taxable
    .plus(dec(latest.result.taxable_compensation).times(periodsLeft))
    .plus(previous.taxable)
    .plus(dec(special?.taxable));
  const projectedWithholding = withheld
    .plus(dec(latest.result.withholding_tax).times(periodsLeft))
    .plus(previous.withheld)
    .plus(dec(special?.withheld));
  const trace = new Trace();
  trace.add(
    'projected_taxable_compensation',
    'taxable to date + periods left × the last period’s taxable + the previous employer’s taxable + released special payslips’ taxable',
    {
      taxable_to_date: pesos(taxable),
      periods_left: periodsLeft,
      last_period_taxable: latest.result.taxable_compensation,
      previous_employer_taxable: pesos(previous.taxable),
      special_payslips_taxable: pesos(dec(special?.taxable)),
    },
  );
  const tables = tablesInForce(await statutoryVersions(tx, orgId), `${year}-12-31`);
  const annualTax = withholdingOf(
    projectedTaxable,
    'annual',
    tables,
    trace,
    'projected_annual_tax',
  ).tax;
  return {
    employeeNumber,
    employeeName: latest.employeeName,
    year,
    payslips: payslips.length,
    lines: [...totals].map(([code, total]) => ({
      code,
      label: total.label,
      section: total.section,
      amount: pesos(total.amount),
    })),
    grossPay: pesos(of((p) => p.grossPay)),
    taxableCompensation: pesos(taxable),
    withholdingTax: pesos(withheld),
    previousEmployer: previous.shown,
    periodsLeft,
    projectedTaxableCompensation: pesos(projectedTaxable),
    projectedAnnualTax: pesos(annualTax),
    projectedWithholding: pesos(projectedWithholding),
    projectedYearEndAdjustment: pesos(annualTax.minus(projectedWithholding)),
    trace: trace.lines,
  };
}
