import { sql } from 'kysely';
import type {
  ConsolidatedCutoff,
  Consolidation,
  ConsolidationPeriods,
} from '../../../shared/api/payroll-consolidations';
import type { Cutoff } from '../../../shared/api/payroll-cutoffs';
import type { PayslipLine } from '../../../shared/api/payroll-payslips';
import type { Tx } from '../../db/tenant';
import { dec, pesos, sum, ZERO, type Dec } from '../engine/decimal';
import { cutoffsOf, registersOf } from '../registers/registers.repository';

/** The organisation's consolidated registers by name; or one of them. */
export async function consolidationsOf(
  tx: Tx,
  orgId: string,
  consolidationId?: string,
): Promise<Consolidation[]> {
  let query = tx
    .selectFrom('pay_consolidations')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('name');
  if (consolidationId) query = query.where('consolidation_id', '=', consolidationId);
  const [rows, registers] = await Promise.all([query.execute(), registersOf(tx, orgId)]);
  const names = new Map(registers.map((register) => [register.id, register.name]));
  return rows.map((row) => ({
    id: row.consolidation_id,
    name: row.name,
    registers: row.register_ids
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id)! })),
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  }));
}

/** A new consolidation; 'taken' when the name is, 'unknown' when a register is not the organisation's. */
export async function createConsolidation(
  tx: Tx,
  orgId: string,
  request: { name: string; registerIds: string[] },
  createdBy: string,
): Promise<string | 'taken' | 'unknown'> {
  const known = new Set((await registersOf(tx, orgId)).map((register) => register.id));
  if (!request.registerIds.every((id) => known.has(id))) return 'unknown';
  const row = await tx
    .insertInto('pay_consolidations')
    .values({
      org_id: orgId,
      name: request.name,
      register_ids: request.registerIds,
      created_by: createdBy,
    })
    .onConflict((oc) => oc.columns(['org_id', 'name']).doNothing())
    .returning('consolidation_id')
    .executeTakeFirst();
  return row?.consolidation_id ?? 'taken';
}

/** Totals per line kind of a cut-off's current payslips, in the order payslips show them. */
async function lineTotals(tx: Tx, orgId: string, cutoff: Cutoff) {
  const { rows } = await sql<{
    code: string;
    label: string;
    section: PayslipLine['section'];
    amount: string;
  }>`
    select line->>'code' as code, min(line->>'label') as label, min(line->>'section') as section,
      sum((line->>'amount')::numeric)::text as amount
    from payslips p, jsonb_array_elements(p.lines) with ordinality as l(line, n)
    where p.org_id = ${orgId} and p.cutoff_id = ${cutoff.id} and p.computation = ${cutoff.computation}
    group by line->>'code'
    order by min(n), line->>'code'
  `.execute(tx);
  return rows;
}

/**
 * The consolidation's registers side by side for the period of one of their cut-offs: each
 * register's cut-off overlapping it (if any), its totals per line kind, and the grand totals.
 */
export async function consolidatedCutoff(
  tx: Tx,
  orgId: string,
  consolidation: Consolidation,
  anchor: Cutoff,
): Promise<ConsolidatedCutoff> {
  const columns = await Promise.all(
    consolidation.registers.map(async (register) => {
      const cutoff = (await cutoffsOf(tx, orgId, { registerId: register.id })).find(
        (c) => c.periodStart <= anchor.periodEnd && c.periodEnd >= anchor.periodStart,
      );
      return { register, cutoff, totals: cutoff ? await lineTotals(tx, orgId, cutoff) : [] };
    }),
  );
  const kinds = new Map<string, { label: string; section: PayslipLine['section'] }>();
  for (const section of ['earnings', 'deductions'] as const)
    for (const column of columns)
      for (const total of column.totals)
        if (total.section === section && !kinds.has(total.code))
          kinds.set(total.code, { label: total.label, section });
  const withTotal = (amounts: Dec[]) => [...amounts, sum(amounts)].map(pesos);
  const rows: ConsolidatedCutoff['rows'] = [...kinds].map(([code, kind]) => ({
    code,
    label: kind.label,
    section: kind.section,
    amounts: withTotal(
      columns.map((column) =>
        dec(column.totals.find((total) => total.code === code)?.amount ?? '0'),
      ),
    ),
  }));
  for (const [code, label, pick] of [
    ['gross_pay', 'Gross pay', (c: Cutoff) => c.grossPay],
    ['total_deductions', 'Deductions', (c: Cutoff) => c.totalDeductions],
    ['net_pay', 'Net pay', (c: Cutoff) => c.netPay],
  ] as const)
    rows.push({
      code,
      label,
      section: 'totals',
      amounts: withTotal(
        columns.map((column) => (column.cutoff ? dec(pick(column.cutoff)) : ZERO)),
      ),
    });
  return {
    consolidation,
    periodStart: anchor.periodStart,
    periodEnd: anchor.periodEnd,
    columns: columns.map(({ register, cutoff }) => ({
      registerId: register.id,
      registerName: register.name,
      cutoffId: cutoff?.id ?? null,
      status: cutoff?.status ?? null,
      periodStart: cutoff?.periodStart ?? null,
      periodEnd: cutoff?.periodEnd ?? null,
      payDate: cutoff?.payDate ?? null,
      payslips: cutoff?.payslips ?? 0,
    })),
    payslips: columns.reduce((count, { cutoff }) => count + (cutoff?.payslips ?? 0), 0),
    rows,
  };
}

/**
 * The pay periods of one year of the consolidation's registers, earliest first, each with the
 * registers' cut-offs of exactly that period; and the years that have any.
 */
export async function consolidationPeriods(
  tx: Tx,
  orgId: string,
  consolidation: Consolidation,
  year: number,
): Promise<ConsolidationPeriods> {
  const registerIds = consolidation.registers.map((register) => register.id);
  if (registerIds.length === 0) return { year, years: [], items: [] };
  const [years, cutoffs] = await Promise.all([
    tx
      .selectFrom('pay_cutoffs')
      .select(sql<number>`extract(year from period_end)::int`.as('year'))
      .distinct()
      .where('org_id', '=', orgId)
      .where('register_id', 'in', registerIds)
      .orderBy('year')
      .execute(),
    Promise.all(registerIds.map((registerId) => cutoffsOf(tx, orgId, { registerId, year }))),
  ]);
  const periods = new Map<string, ConsolidationPeriods['items'][number]>();
  // Registers in the consolidation's order, so each period lists its cut-offs in that order.
  for (const cutoff of cutoffs.flat()) {
    const key = `${cutoff.periodStart}/${cutoff.periodEnd}`;
    const period = periods.get(key) ?? {
      periodStart: cutoff.periodStart,
      periodEnd: cutoff.periodEnd,
      cutoffs: [],
    };
    period.cutoffs.push({
      registerId: cutoff.registerId,
      cutoffId: cutoff.id,
      status: cutoff.status,
      payslips: cutoff.payslips,
    });
    periods.set(key, period);
  }
  const items = [...periods.values()].sort(
    (a, b) => a.periodStart.localeCompare(b.periodStart) || a.periodEnd.localeCompare(b.periodEnd),
  );
  return { year, years: years.map((row) => row.year), items };
}
