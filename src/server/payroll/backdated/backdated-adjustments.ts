import { sql } from 'kysely';
import type { PayslipInputs } from '../../../shared/api/payroll-calculator';
import type { Backdated } from '../../../shared/api/payroll-backdated';
import type { StatutoryTableVersion } from '../../../shared/api/payroll-tables';
import type { Tx } from '../../db/tenant';
import { backdatedDifference } from '../engine/backdated';
import { dec } from '../engine/decimal';
import { tablesInForce } from '../engine/tables';
import { timeDaysOf } from '../cutoffs/payroll-sources.repository';
import { withTimeOf } from '../cutoffs/payslip-inputs';
import { correctedDays, timeCorrectionsOf } from '../cutoffs/time-corrections';

interface ReleasedPayslip {
  cutoffId: string;
  periodStart: string;
  periodEnd: string;
  employeeNumber: string;
  inputs: PayslipInputs;
}

/**
 * The released payslips of the register, before `periodStart`, whose days were recomputed
 * after the cut-off was last computed: only these can owe a backdated adjustment.
 */
async function changedReleasedPayslips(
  tx: Tx,
  orgId: string,
  registerId: string,
  periodStart: string,
  members: readonly string[],
): Promise<ReleasedPayslip[]> {
  const { rows } = await sql<ReleasedPayslip>`
    select c.cutoff_id as "cutoffId", c.period_start::text as "periodStart",
      c.period_end::text as "periodEnd", p.employee_number as "employeeNumber", p.inputs
    from pay_cutoffs c
    join payslips p on p.org_id = c.org_id and p.cutoff_id = c.cutoff_id
      and p.computation = c.computation
    where c.org_id = ${orgId} and c.register_id = ${registerId} and c.status = 'Released'
      and c.period_end < ${periodStart} and p.employee_number = any(${[...members]}::text[])
      and exists (
        select 1 from dtr_days d
        where d.org_id = c.org_id and d.employee_number = p.employee_number
          and d.work_date between c.period_start and c.period_end and d.computed_at > c.computed_at
      )
    order by c.period_end, p.employee_number
  `.execute(tx);
  return rows;
}

/** What released cut-offs other than `cutoffId` already paid back per source cut-off and employee. */
async function adjustedBefore(
  tx: Tx,
  orgId: string,
  registerId: string,
  cutoffId: string,
  employeeNumbers: readonly string[],
): Promise<Map<string, string>> {
  const { rows } = await sql<{ key: string; amount: string }>`
    select b->>'sourceCutoffId' || ' ' || p.employee_number as key,
      sum((b->>'amount')::numeric)::text as amount
    from pay_cutoffs c
    join payslips p on p.org_id = c.org_id and p.cutoff_id = c.cutoff_id
      and p.computation = c.computation
    cross join jsonb_array_elements(p.backdated) b
    where c.org_id = ${orgId} and c.register_id = ${registerId} and c.status = 'Released'
      and c.cutoff_id <> ${cutoffId} and p.employee_number = any(${[...employeeNumbers]}::text[])
    group by 1
  `.execute(tx);
  return new Map(rows.map((row) => [row.key, row.amount]));
}

/**
 * The backdated adjustments each member is owed (or owes) in a cut-off: for every released
 * cut-off of the register whose days changed since, the difference between the time pay its
 * days earn now and what was paid for them (the payslip, and backdated lines released since).
 */
export async function backdatedOf(
  tx: Tx,
  orgId: string,
  cutoff: { cutoffId: string; registerId: string; periodStart: string },
  members: readonly string[],
  versions: readonly StatutoryTableVersion[],
): Promise<Map<string, Backdated[]>> {
  const released = await changedReleasedPayslips(
    tx,
    orgId,
    cutoff.registerId,
    cutoff.periodStart,
    members,
  );
  const owed = new Map<string, Backdated[]>();
  if (released.length === 0) return owed;
  const before = await adjustedBefore(
    tx,
    orgId,
    cutoff.registerId,
    cutoff.cutoffId,
    released.map((payslip) => payslip.employeeNumber),
  );
  const bySource = new Map<string, ReleasedPayslip[]>();
  for (const payslip of released)
    bySource.set(payslip.cutoffId, [...(bySource.get(payslip.cutoffId) ?? []), payslip]);
  for (const [sourceCutoffId, payslips] of bySource) {
    const { periodStart, periodEnd } = payslips[0]!;
    const numbers = payslips.map((payslip) => payslip.employeeNumber);
    const [days, corrections] = await Promise.all([
      timeDaysOf(tx, orgId, numbers, periodStart, periodEnd),
      timeCorrectionsOf(tx, orgId, sourceCutoffId, numbers),
    ]);
    const tables = tablesInForce(versions, periodEnd);
    for (const { employeeNumber, inputs } of payslips) {
      const time = correctedDays(
        days.get(employeeNumber) ?? [],
        corrections.get(employeeNumber) ?? [],
      );
      const now = withTimeOf(inputs, time);
      const difference = backdatedDifference(
        inputs,
        now,
        tables,
        dec(before.get(`${sourceCutoffId} ${employeeNumber}`) ?? '0'),
      );
      if (dec(difference.amount).isZero()) continue;
      const list = owed.get(employeeNumber) ?? [];
      list.push({ sourceCutoffId, periodStart, periodEnd, ...difference });
      owed.set(employeeNumber, list);
    }
  }
  return owed;
}
