import { sql } from 'kysely';
import type { Tx } from '../../db/tenant';
import type { RegularYear, SpecialYear } from './year-figures';

// What a year paid, per employee, read in one query per source for any number of employees
// (a whole organisation's alphalist, or the members of a year's last cut-off). The year of a
// regular payslip is the year its cut-off's period ends in, as `releasedPayslipsOf` has it; a
// special payslip's is its payout's `year`. Only released pay counts.

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
    where p.org_id = ${orgId} and c.status = 'Released' and extract(year from c.period_end) = ${year}
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
 * Whether a cut-off is its register's last of the year (of its period end): the one that
 * adjusts the year's withholding.
 */
export async function isLastCutoffOfYear(
  tx: Tx,
  orgId: string,
  cutoff: { register_id: string; period_end: string },
): Promise<boolean> {
  const { rows } = await sql<{ last: boolean }>`
    select not exists (
      select 1 from pay_cutoffs
      where org_id = ${orgId} and register_id = ${cutoff.register_id}
        and period_end > ${cutoff.period_end}::date
        and extract(year from period_end) = extract(year from ${cutoff.period_end}::date)
    ) as last
  `.execute(tx);
  return rows[0]?.last ?? false;
}
