import type { Kysely } from 'kysely';
import type { CutoffReadiness } from '../../shared/api/payroll-registers';
import type { Database } from '../db/database';
import { withOrg, type Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import type { JobContext } from '../jobs/run-job';
import { tablesInForce } from './engine/tables';
import { memberPayslip, type Adjustment } from './member-payslip';
import { adjustmentsOf, deferredBefore, mastersOf, timeDaysOf } from './payroll-sources.repository';
import { centavosOf, payslipInputsOf } from './payslip-inputs';
import { cutoffsOf, employeeName, memberNumbers, registersOf } from './registers.repository';
import { insertPayslips } from './payslips.repository';
import { statutoryVersions } from './statutory-tables.repository';
import { lockCutoff, approvedDtrCoverage } from './cutoff-status.repository';

export const COMPUTE_JOB = 'payroll-compute';

/** Payslips written per progress step. */
const STEP = 500;

/**
 * Whether a cut-off may be computed, and who holds it up: members without a master record or a
 * rate, and (where the register requires it) members whose time record is not approved.
 */
export async function cutoffReadiness(
  tx: Tx,
  orgId: string,
  cutoffId: string,
): Promise<CutoffReadiness> {
  const [cutoff] = await cutoffsOf(tx, orgId, { cutoffId });
  if (!cutoff) throw new AppError('not_found', 'No such cut-off');
  const [register] = await registersOf(tx, orgId, cutoff.registerId);
  const members = await memberNumbers(tx, orgId, cutoff.registerId);
  const masters = await mastersOf(tx, orgId, members);
  const approved = register!.requireApprovedDtr
    ? await approvedDtrCoverage(tx, orgId, members, cutoff.periodStart, cutoff.periodEnd)
    : null;
  const problems = members.flatMap((employeeNumber) => {
    const master = masters.get(employeeNumber);
    const name = master ? employeeName(master) : employeeNumber;
    if (!master) return [{ employeeNumber, name, reason: 'No employee record' }];
    if (!master.payBasis || !master.rate)
      return [{ employeeNumber, name, reason: 'No pay basis and rate on the employee record' }];
    if (approved && !approved.has(employeeNumber))
      return [
        { employeeNumber, name, reason: 'Time record of the cut-off not approved (DTR review)' },
      ];
    return [];
  });
  if (cutoff.status === 'Released')
    problems.unshift({
      employeeNumber: '',
      name: '',
      reason: 'The cut-off is released: it is closed',
    });
  if (members.length === 0)
    problems.unshift({ employeeNumber: '', name: '', reason: 'The register has no members' });
  return { ready: problems.length === 0, members: members.length, problems };
}

/**
 * A computation of a cut-off (`generate-payroll`): every member's payslip from the stored time
 * records, in one transaction — all of the cut-off or nothing — numbered one above the last, so
 * the previous computation stays for comparison. Refused once the cut-off is released.
 */
export function computeCutoffJob(db: Kysely<Database>) {
  return async ({ orgId, payload, progress }: JobContext<{ cutoffId: string; by: string }>) =>
    withOrg(db, orgId, async (tx) => {
      const cutoff = await lockCutoff(tx, orgId, payload.cutoffId);
      if (cutoff.status === 'Released')
        throw new AppError(
          'conflict',
          'The cut-off is released: later changes go to the next cut-off',
        );
      const readiness = await cutoffReadiness(tx, orgId, payload.cutoffId);
      if (!readiness.ready)
        throw new AppError(
          'validation_failed',
          `The cut-off cannot be computed: ${readiness.problems.map((p) => `${p.name || p.employeeNumber} ${p.reason}`.trim()).join('; ')}`,
        );
      const [register] = await registersOf(tx, orgId, cutoff.register_id);
      const members = await memberNumbers(tx, orgId, cutoff.register_id);
      const period = {
        periodStart: cutoff.period_start,
        periodEnd: cutoff.period_end,
        periodNo: cutoff.period_no,
      };
      const [masters, days, adjustments, carried, versions] = await Promise.all([
        mastersOf(tx, orgId, members),
        timeDaysOf(tx, orgId, members, period.periodStart, period.periodEnd),
        adjustmentsOf(tx, orgId, members, period.periodStart, period.periodEnd),
        deferredBefore(tx, orgId, cutoff.register_id, period.periodStart),
        statutoryVersions(tx, orgId),
      ]);
      const tables = tablesInForce(versions, period.periodEnd);
      const tableLabels = Object.fromEntries(
        Object.values(tables).map((v) => [v.kind, v.validFrom]),
      );
      const computation = cutoff.computation + 1;
      const payslips = [];
      for (const [index, employeeNumber] of members.entries()) {
        const master = masters.get(employeeNumber)!;
        const items: Adjustment[] = [
          ...(adjustments.get(employeeNumber) ?? []).map((item) => ({
            name: item.name,
            type: item.type,
            amount: item.amount,
            taxable: item.taxable,
            priority: item.priority ?? 50,
          })),
          ...(carried.get(employeeNumber) ?? [])
            .filter((item) => item.kind === 'deduction')
            .map((item) => ({
              name: item.name.endsWith('(deferred)') ? item.name : `${item.name} (deferred)`,
              type: 'Deduction' as const,
              amount: centavosOf(item.amount),
              taxable: true,
              priority: 0,
            })),
        ];
        const base = payslipInputsOf(master, days.get(employeeNumber) ?? [], register!, period);
        const slip = memberPayslip(base, items, tables);
        payslips.push({
          employeeNumber,
          employeeName: employeeName(master),
          slip,
          tables: tableLabels,
        });
        if ((index + 1) % STEP === 0)
          await progress(index + 1, members.length, 'Computing payslips');
      }
      await progress(members.length, members.length, 'Saving payslips');
      await insertPayslips(tx, orgId, payload.cutoffId, computation, payslips);
      await tx
        .updateTable('pay_cutoffs')
        .set({ status: 'Computed', computation, computed_by: payload.by, computed_at: new Date() })
        .where('org_id', '=', orgId)
        .where('cutoff_id', '=', payload.cutoffId)
        .execute();
      return { payslips: payslips.length, computation };
    });
}
