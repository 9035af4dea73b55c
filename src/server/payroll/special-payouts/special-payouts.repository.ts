import { sql } from 'kysely';
import type {
  CreatePayoutRequest,
  PayoutSettings,
  SpecialPayout,
  SpecialPayslipSummary,
} from '../../../shared/api/special-payouts';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';

export const PAYOUT_JOB = 'special-payout-compute';

/** What a payout's `settings` column holds: the settings as asked, and the members fixed at creation. */
export type StoredSettings = PayoutSettings & { members: string[] };

/** Payouts with the totals of their payslips, newest pay date first; or one of them. */
export async function payoutsOf(
  tx: Tx,
  orgId: string,
  payoutId?: string,
): Promise<SpecialPayout[]> {
  let query = tx
    .selectFrom('special_payouts as o')
    .leftJoin('special_payslips as p', (join) =>
      join.onRef('p.org_id', '=', 'o.org_id').onRef('p.payout_id', '=', 'o.payout_id'),
    )
    .select([
      'o.payout_id',
      'o.kind',
      'o.name',
      'o.year',
      'o.pay_date',
      'o.status',
      'o.settings',
      'o.created_by',
      'o.computed_at',
      'o.released_by',
      'o.released_at',
      sql<number>`count(p.employee_number)::int`.as('payslips'),
      sql<string>`coalesce(sum(p.gross_pay), 0)::numeric(16, 2)::text`.as('gross'),
      sql<string>`coalesce(sum(p.net_pay), 0)::numeric(16, 2)::text`.as('net'),
    ])
    .select((eb) =>
      eb
        .selectFrom('job_runs as j')
        .select('j.id')
        .whereRef('j.org_id', '=', 'o.org_id')
        .where('j.kind', '=', PAYOUT_JOB)
        .where(sql<boolean>`j.subject = o.payout_id::text`)
        .orderBy('j.requested_at', 'desc')
        .limit(1)
        .as('run_id'),
    )
    .where('o.org_id', '=', orgId)
    .groupBy(['o.org_id', 'o.payout_id'])
    .orderBy('o.pay_date', 'desc')
    .orderBy('o.name');
  if (payoutId) query = query.where('o.payout_id', '=', payoutId);
  const rows = await query.execute();
  return rows.map((row) => {
    const { members, ...settings } = row.settings as unknown as StoredSettings;
    return {
      id: row.payout_id,
      kind: row.kind,
      name: row.name,
      year: row.year,
      payDate: row.pay_date,
      status: row.status,
      members,
      settings,
      createdBy: row.created_by,
      computedAt: row.computed_at?.toISOString() ?? null,
      releasedBy: row.released_by,
      releasedAt: row.released_at?.toISOString() ?? null,
      payslips: row.payslips,
      grossPay: row.gross,
      netPay: row.net,
      runId: row.run_id ?? null,
    };
  });
}

/** One payout with its totals, or 404. */
export async function payoutOr404(tx: Tx, orgId: string, payoutId: string) {
  const [payout] = await payoutsOf(tx, orgId, payoutId);
  if (!payout) throw new AppError('not_found', 'No such payout');
  return payout;
}

/** The payout row, locked for the rest of the transaction: computations and releases take turns. */
export async function lockPayout(tx: Tx, orgId: string, payoutId: string) {
  const payout = await tx
    .selectFrom('special_payouts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('payout_id', '=', payoutId)
    .forUpdate()
    .executeTakeFirst();
  if (!payout) throw new AppError('not_found', 'No such payout');
  return { ...payout, settings: payout.settings as unknown as StoredSettings };
}

/** A new Draft payout; null when the name is taken. */
export async function createPayout(
  tx: Tx,
  orgId: string,
  request: Pick<CreatePayoutRequest, 'name' | 'year' | 'payDate'> & {
    kind: SpecialPayout['kind'];
  },
  settings: StoredSettings,
  by: string,
): Promise<string | null> {
  const row = await tx
    .insertInto('special_payouts')
    .values({
      org_id: orgId,
      kind: request.kind,
      name: request.name,
      year: request.year,
      pay_date: request.payDate,
      settings: JSON.stringify(settings),
      created_by: by,
    })
    .onConflict((oc) => oc.columns(['org_id', 'name']).doNothing())
    .returning('payout_id')
    .executeTakeFirst();
  return row?.payout_id ?? null;
}

/** Deletes a payout not yet released (its payslips go with it); false when it is released. */
export async function deletePayout(tx: Tx, orgId: string, payoutId: string): Promise<boolean> {
  const payout = await lockPayout(tx, orgId, payoutId);
  if (payout.status === 'Released') return false;
  await tx
    .deleteFrom('special_payouts')
    .where('org_id', '=', orgId)
    .where('payout_id', '=', payoutId)
    .execute();
  return true;
}

/** Releases a computed payout; false when it is not (or no longer) computed. */
export async function releasePayout(
  tx: Tx,
  orgId: string,
  payoutId: string,
  by: string,
): Promise<boolean> {
  const released = await tx
    .updateTable('special_payouts')
    .set({ status: 'Released', released_by: by, released_at: new Date(), updated_at: new Date() })
    .where('org_id', '=', orgId)
    .where('payout_id', '=', payoutId)
    .where('status', '=', 'Computed')
    .executeTakeFirst();
  return released.numUpdatedRows > 0n;
}

const summaryColumns = [
  'p.payout_id',
  'p.employee_number',
  'p.employee_name',
  'p.gross_pay',
  'p.benefits_exempt',
  'p.benefits_taxable',
  'p.de_minimis',
  'p.other_non_taxable',
  'p.taxable_compensation',
  'p.withholding_tax',
  'p.total_deductions',
  'p.net_pay',
] as const;

type SummaryRow = {
  [K in (typeof summaryColumns)[number] as K extends `p.${infer C}` ? C : never]: string;
};

export const summaryOf = (row: SummaryRow): SpecialPayslipSummary => ({
  payoutId: row.payout_id,
  employeeNumber: row.employee_number,
  employeeName: row.employee_name,
  grossPay: row.gross_pay,
  benefitsExempt: row.benefits_exempt,
  benefitsTaxable: row.benefits_taxable,
  deMinimis: row.de_minimis,
  otherNonTaxable: row.other_non_taxable,
  taxableCompensation: row.taxable_compensation,
  withholdingTax: row.withholding_tax,
  totalDeductions: row.total_deductions,
  netPay: row.net_pay,
});

/** A payout's payslips by employee name; or one employee's. */
export async function payslipRowsOf(
  tx: Tx,
  orgId: string,
  payoutId: string,
  employeeNumber?: string,
) {
  let query = tx
    .selectFrom('special_payslips as p')
    .select(summaryColumns)
    .select(['p.lines', 'p.inputs', 'p.result', 'p.trace'])
    .where('p.org_id', '=', orgId)
    .where('p.payout_id', '=', payoutId)
    .orderBy('p.employee_name')
    .orderBy('p.employee_number');
  if (employeeNumber) query = query.where('p.employee_number', '=', employeeNumber);
  return query.execute();
}

/** An employee's special payslips of released payouts, newest first. */
export async function releasedSpecialPayslipsOf(tx: Tx, orgId: string, employeeNumber: string) {
  return tx
    .selectFrom('special_payslips as p')
    .innerJoin('special_payouts as o', (join) =>
      join.onRef('o.org_id', '=', 'p.org_id').onRef('o.payout_id', '=', 'p.payout_id'),
    )
    .select(['p.payout_id', 'p.employee_number', 'o.name', 'o.kind', 'o.pay_date'])
    .select(['p.gross_pay', 'p.net_pay'])
    .where('p.org_id', '=', orgId)
    .where('p.employee_number', '=', employeeNumber)
    .where('o.status', '=', 'Released')
    .orderBy('o.pay_date', 'desc')
    .execute();
}
