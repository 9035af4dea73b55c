import { sql } from 'kysely';
import type { Tx } from '../../db/tenant';
import { dec, type Dec } from '../engine/decimal';

export interface BasicToDate {
  /** Basic pay less absence, tardiness and undertime of the year's released payslips. */
  earned: Dec;
  /** The end of the last released period of the year: the projection starts the day after. */
  through: string | null;
}

/**
 * The basic salary earned in `year` per employee from the released regular payslips (current
 * computations). OT, premiums, holiday pay and allowances are not basic salary (PD 851).
 */
export async function basicToDateOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  year: number,
): Promise<Map<string, BasicToDate>> {
  const { rows } = await sql<{ employee_number: string; earned: string; through: string }>`
    select p.employee_number,
      sum(coalesce((p.result->>'basic_pay')::numeric, 0)
        - coalesce((p.result->>'absence_deduction')::numeric, 0)
        - coalesce((p.result->>'tardiness_deduction')::numeric, 0)
        - coalesce((p.result->>'undertime_deduction')::numeric, 0))::text as earned,
      max(c.period_end)::text as through
    from payslips p
    join pay_cutoffs c on c.org_id = p.org_id and c.cutoff_id = p.cutoff_id and c.computation = p.computation
    where p.org_id = ${orgId} and p.employee_number = any(${[...employeeNumbers]}::text[])
      and c.status = 'Released' and extract(year from c.period_end) = ${year}
    group by p.employee_number
  `.execute(tx);
  return new Map(
    rows.map((row) => [row.employee_number, { earned: dec(row.earned), through: row.through }]),
  );
}

export interface BenefitsPaid {
  /** 13th month and other benefits counted under the yearly exclusion so far. */
  benefits: Dec;
  /** Of which the 13th month itself: earlier parts of a split one, or a last pay's pro-rated one. */
  thirteenthMonth: Dec;
  /** Their taxable pay and the tax withheld on them, which the year's annualisation counts. */
  taxable: Dec;
  withheld: Dec;
}

/**
 * What released special payouts of `year` other than `payoutId` paid each employee under the
 * shared ₱90,000 exclusion: only released payouts are paid.
 */
export async function benefitsPaidOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  year: number,
  payoutId: string,
): Promise<Map<string, BenefitsPaid>> {
  const { rows } = await sql<{
    employee_number: string;
    benefits: string;
    thirteenth: string;
    taxable: string;
    withheld: string;
  }>`
    select p.employee_number,
      sum(p.benefits_exempt + p.benefits_taxable)::text as benefits,
      sum(p.taxable_compensation)::text as taxable, sum(p.withholding_tax)::text as withheld,
      sum(case o.kind when 'thirteenth_month' then p.gross_pay
        when 'final_pay' then coalesce((p.result->>'prorated_13th_month')::numeric, 0)
        else 0 end)::text as thirteenth
    from special_payslips p
    join special_payouts o on o.org_id = p.org_id and o.payout_id = p.payout_id
    where p.org_id = ${orgId} and p.employee_number = any(${[...employeeNumbers]}::text[])
      and o.status = 'Released' and o.year = ${year} and o.payout_id <> ${payoutId}
    group by p.employee_number
  `.execute(tx);
  return new Map(
    rows.map((row) => [
      row.employee_number,
      {
        benefits: dec(row.benefits),
        thirteenthMonth: dec(row.thirteenth),
        taxable: dec(row.taxable),
        withheld: dec(row.withheld),
      },
    ]),
  );
}
