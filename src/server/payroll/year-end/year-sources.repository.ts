import { sql } from 'kysely';
import type { Tx } from '../../db/tenant';
import type { PayFrequency } from '../../../shared/api/payroll-calculator';
import { addDays } from '../engine/calendar';
import { periodsOfYear } from '../cutoffs/cutoff-calendar';
import type { RegularYear, SpecialYear } from './year-figures';

// What a year paid, per employee, read in one query per source for any number of employees
// (a whole organisation's alphalist, or the members of a year's last cut-off). Compensation
// belongs to the year it is paid in, as the monthly 1601-C has it (docs/payroll-files.md): a
// regular payslip's year is its cut-off's pay date's, as `releasedPayslipsOf` has it; a special
// payslip's is its payout's `year`. Only released pay counts.

/** `null`: every employee with pay in the year. */
type Employees = readonly string[] | null;

const numeric = (path: string) => sql.raw(`coalesce((p.result->>'${path}')::numeric, 0)`);

/** The year's released regular payslips (current computations), summed per employee. */
export async function regularYearOf(
  tx: Tx,
  orgId: string,
  year: number,
  employees: Employees,
): Promise<Map<string, RegularYear>> {
  const { rows } = await sql<RegularYear & { employeeNumber: string }>`
    select p.employee_number as "employeeNumber", count(*)::int as payslips,
      coalesce(bool_or((p.inputs->>'is_mwe')::boolean), false) as mwe,
      sum(p.gross_pay)::text as gross,
      sum(${numeric('taxable_compensation')})::text as taxable,
      sum(${numeric('withholding_tax')})::text as withheld,
      sum(${numeric('total_ee_contributions')})::text as contributions,
      sum(${numeric('non_taxable_allowances')})::text as "nonTaxableAllowances",
      sum(${numeric('taxable_allowances')})::text as "taxableAllowances",
      sum(${numeric('ot_pay')})::text as ot,
      sum(${numeric('night_diff_pay')})::text as "nightDiff",
      sum(${numeric('holiday_pay_unworked')})::text as "holidayUnworked",
      sum((select coalesce(sum((v->>'regular')::numeric + (v->>'ot')::numeric), 0)
        from jsonb_each(coalesce(p.result->'premium_pay', '{}')) as e(k, v)))::text as premiums,
      sum((select coalesce(sum((v->>'regular')::numeric + (v->>'ot')::numeric), 0)
        from jsonb_each(coalesce(p.result->'premium_pay', '{}')) as e(k, v)
        where k <> 'rest_day'))::text as "holidayPremiums",
      (array_agg(coalesce(p.inputs->>'daily_rate', '') order by c.period_end desc))[1] as "lastDailyRate",
      (array_agg(coalesce(p.inputs->>'monthly_basic', '') order by c.period_end desc))[1] as "lastMonthlyBasic",
      (array_agg(coalesce(p.inputs->>'factor', '') order by c.period_end desc))[1] as "lastFactor"
    from payslips p
    join pay_cutoffs c on c.org_id = p.org_id and c.cutoff_id = p.cutoff_id and c.computation = p.computation
    where p.org_id = ${orgId} and c.status = 'Released' and extract(year from c.pay_date) = ${year}
      and (${employees === null} or p.employee_number = any(${[...(employees ?? [])]}::text[]))
    group by p.employee_number
  `.execute(tx);
  return new Map(rows.map(({ employeeNumber, ...row }) => [employeeNumber, row]));
}

/** The year's released special payslips (13th month, bonuses, last pay), summed per employee. */
export async function specialYearOf(
  tx: Tx,
  orgId: string,
  year: number,
  employees: Employees,
): Promise<Map<string, SpecialYear>> {
  const { rows } = await sql<SpecialYear & { employeeNumber: string }>`
    select s.employee_number as "employeeNumber",
      sum(s.gross_pay)::text as gross,
      sum(s.benefits_exempt)::text as "benefitsExempt",
      sum(s.benefits_taxable)::text as "benefitsTaxable",
      sum(s.de_minimis)::text as "deMinimis",
      sum(s.other_non_taxable)::text as "otherNonTaxable",
      sum(s.taxable_compensation)::text as taxable,
      sum(s.withholding_tax)::text as withheld
    from special_payslips s
    join special_payouts o on o.org_id = s.org_id and o.payout_id = s.payout_id
    where s.org_id = ${orgId} and o.status = 'Released' and o.year = ${year}
      and (${employees === null} or s.employee_number = any(${[...(employees ?? [])]}::text[]))
    group by s.employee_number
  `.execute(tx);
  return new Map(rows.map(({ employeeNumber, ...row }) => [employeeNumber, row]));
}

/**
 * Whether a cut-off is the last its register pays in its pay date's year, the one that adjusts
 * the year's withholding: the next period is paid in a later year. The next period's pay date is
 * its stored cut-off's, or, before that cut-off exists (the next year's calendar), its period end
 * plus the register's pay-day offset, as cut-offs are made.
 */
export async function isLastCutoffOfYear(
  tx: Tx,
  orgId: string,
  cutoff: { register_id: string; period_end: string; pay_date: string },
  register: { payFrequency: PayFrequency; payDayOffset: number },
): Promise<boolean> {
  const nextStart = addDays(cutoff.period_end, 1);
  const stored = await tx
    .selectFrom('pay_cutoffs')
    .select('pay_date')
    .where('org_id', '=', orgId)
    .where('register_id', '=', cutoff.register_id)
    .where('period_start', '=', nextStart)
    .executeTakeFirst();
  const year = Number(nextStart.slice(0, 4));
  const next = [
    ...periodsOfYear(year - 1, register.payFrequency),
    ...periodsOfYear(year, register.payFrequency),
  ].find((period) => period.periodStart === nextStart);
  const nextPayDate =
    stored?.pay_date ?? (next ? addDays(next.periodEnd, register.payDayOffset) : nextStart);
  return nextPayDate.slice(0, 4) > cutoff.pay_date.slice(0, 4);
}
