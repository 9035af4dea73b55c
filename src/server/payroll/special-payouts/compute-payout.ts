import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { withOrg } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { JobContext } from '../../jobs/run-job';
import { dec, ZERO } from '../engine/decimal';
import { mastersOf } from '../cutoffs/payroll-sources.repository';
import { employeeName } from '../registers/registers.repository';
import { statutoryVersions } from '../statutory/statutory-tables.repository';
import { bonusPayslip } from './bonus-payslip';
import { basicToDateOf, benefitsPaidOf } from './payout-sources';
import { lockPayout } from './special-payouts.repository';
import { specialPayslipRow, type ComputedSpecialPayslip } from './special-payslip';
import { thirteenthMonthPayslip } from './thirteenth-month-payslip';

/** Payslips computed per progress step. */
const STEP = 200;
const INSERT_CHUNK = 1000;

type Progress = (done: number, total: number, message?: string) => Promise<void>;

/**
 * A computation of a 13th-month or bonus payout: every member's special payslip, replacing the
 * previous computation's, in one transaction. Refused once the payout is released.
 */
export async function computePayout(
  db: Kysely<Database>,
  orgId: string,
  payoutId: string,
  by: string,
  progress: Progress,
): Promise<{ payslips: number }> {
  return withOrg(db, orgId, async (tx) => {
    const payout = await lockPayout(tx, orgId, payoutId);
    if (payout.status === 'Released')
      throw new AppError('conflict', 'The payout is released: it is closed');
    if (payout.kind === 'final_pay')
      throw new AppError('conflict', 'A last pay is computed on the last pay page');
    const { members, ...settings } = payout.settings;
    const [masters, toDate, paid, versions] = await Promise.all([
      mastersOf(tx, orgId, members),
      basicToDateOf(tx, orgId, members, payout.year),
      benefitsPaidOf(tx, orgId, members, payout.year, payoutId),
      statutoryVersions(tx, orgId),
    ]);
    const missing = members.filter((number) => !masters.has(number));
    if (missing.length > 0)
      throw new AppError(
        'validation_failed',
        `No employee record for ${missing.join(', ')}: remove them from the payout`,
        {
          fields: missing.map((number) => ({
            path: `/members/${number}`,
            message: 'No employee record',
          })),
        },
      );
    const amounts = new Map(
      (settings.amounts ?? []).map((item) => [item.employeeNumber, item.amount]),
    );
    const today = new Date().toISOString().slice(0, 10);
    const payslips: ComputedSpecialPayslip[] = [];
    for (const [index, employeeNumber] of members.entries()) {
      const master = masters.get(employeeNumber)!;
      payslips.push(
        payout.kind === 'thirteenth_month'
          ? thirteenthMonthPayslip(
              master,
              {
                year: payout.year,
                projectThrough: settings.projectThrough ?? `${payout.year}-12-31`,
                sharePercent: settings.sharePercent ?? 100,
              },
              toDate.get(employeeNumber),
              paid.get(employeeNumber),
              versions,
              today,
            )
          : bonusPayslip(
              { employeeNumber, employeeName: employeeName(master) },
              dec(amounts.get(employeeNumber)),
              {
                name: payout.name,
                year: payout.year,
                treatment: settings.treatment ?? 'other_benefit',
                category: settings.deMinimisCategory,
              },
              paid.get(employeeNumber)?.benefits ?? ZERO,
              versions,
            ),
      );
      if ((index + 1) % STEP === 0) await progress(index + 1, members.length, 'Computing payslips');
    }
    await progress(members.length, members.length, 'Saving payslips');
    await tx
      .deleteFrom('special_payslips')
      .where('org_id', '=', orgId)
      .where('payout_id', '=', payoutId)
      .execute();
    // In chunks: a statement takes at most 65,535 parameters.
    for (let start = 0; start < payslips.length; start += INSERT_CHUNK)
      await tx
        .insertInto('special_payslips')
        .values(
          payslips
            .slice(start, start + INSERT_CHUNK)
            .map((slip) => specialPayslipRow(orgId, payoutId, slip)),
        )
        .execute();
    await tx
      .updateTable('special_payouts')
      .set({ status: 'Computed', computed_by: by, computed_at: new Date(), updated_at: new Date() })
      .where('org_id', '=', orgId)
      .where('payout_id', '=', payoutId)
      .execute();
    return { payslips: payslips.length };
  });
}

/** The background run of `computePayout`, with its progress on the run. */
export const computePayoutJob =
  (db: Kysely<Database>) =>
  ({ orgId, payload, progress }: JobContext<{ payoutId: string; by: string }>) =>
    computePayout(db, orgId, payload.payoutId, payload.by, progress);
