import type { Kysely } from 'kysely';
import { backdatedLineName } from '../../../shared/api/payroll-backdated';
import type { YearEndInputs } from '../../../shared/api/payroll-calculator';
import type { CutoffReadiness } from '../../../shared/api/payroll-cutoffs';
import type { Database } from '../../db/database';
import { withOrg, type Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import type { JobContext } from '../../jobs/run-job';
import { backdatedOf } from '../backdated/backdated-adjustments';
import { tablesInForce } from '../engine/tables';
import { memberPayslip, type Adjustment } from './member-payslip';
import {
  adjustmentsOf,
  deferredBefore,
  mastersOf,
  monthToDate,
  timeDaysOf,
} from './payroll-sources.repository';
import { centavosOf, payslipInputsOf } from './payslip-inputs';
import { movementStepsOf } from '../../people/movements/movement-records';
import { loanDeductions } from '../loans/loan-deductions';
import { activeLoansOf, collectedOf } from '../loans/loan-records';
import { termsBetween } from '../../people/movements/values-in-force';
import {
  cutoffOr404,
  employeeName,
  memberNumbers,
  registersOf,
} from '../registers/registers.repository';
import { insertPayslips, type ComputedPayslip } from '../payslips/payslips.repository';
import { manualAdjustmentsOf } from '../payslips/payslip-adjustments.repository';
import { statutoryVersions } from '../statutory/statutory-tables.repository';
import { correctedDays, timeCorrectionsOf } from './time-corrections';
import { yearEndInputsOf } from '../year-end/year-figures-of';
import { isLastCutoffOfYear } from '../year-end/year-sources.repository';
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
  const cutoff = await cutoffOr404(tx, orgId, cutoffId);
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

type LockedCutoff = Awaited<ReturnType<typeof lockCutoff>>;

/** Backdated lines are taken before other deductions, after what the previous cut-off deferred. */
const BACKDATED_PRIORITY = 5;

/** The master fields a payslip's rate comes from, taken as in force on each day. */
const PAY_TERMS = ['payBasis', 'rate'] as const;

/**
 * The payslips of some members of a cut-off, from what is stored now: time records, master,
 * earnings and deductions, payroll's own lines on the payslip, what the previous cut-off
 * deferred, what released cut-offs owe since their days changed and, on the year's last
 * cut-off, the year to date its withholding adjusts against. `progress` hears every
 * few hundred.
 */
async function payslipsOfMembers(
  tx: Tx,
  orgId: string,
  cutoff: LockedCutoff,
  members: readonly string[],
  progress: (done: number, total: number, message?: string) => Promise<void>,
): Promise<ComputedPayslip[]> {
  const [register] = await registersOf(tx, orgId, cutoff.register_id);
  const period = {
    periodStart: cutoff.period_start,
    periodEnd: cutoff.period_end,
    periodNo: cutoff.period_no,
  };
  const [
    masters,
    days,
    corrections,
    adjustments,
    manual,
    carried,
    versions,
    movements,
    loans,
    collected,
  ] = await Promise.all([
    mastersOf(tx, orgId, members),
    timeDaysOf(tx, orgId, members, period.periodStart, period.periodEnd),
    timeCorrectionsOf(tx, orgId, cutoff.cutoff_id, members),
    adjustmentsOf(tx, orgId, members, period.periodStart, period.periodEnd),
    manualAdjustmentsOf(tx, orgId, cutoff.cutoff_id, members),
    deferredBefore(tx, orgId, cutoff.register_id, period.periodStart),
    statutoryVersions(tx, orgId),
    movementStepsOf(tx, orgId, members),
    activeLoansOf(tx, orgId, members, period.periodEnd),
    collectedOf(tx, orgId, members, cutoff.cutoff_id),
  ]);
  const backdated = await backdatedOf(
    tx,
    orgId,
    { cutoffId: cutoff.cutoff_id, registerId: cutoff.register_id, periodStart: period.periodStart },
    members,
    versions,
  );
  // The month's last cut-off deducts what each share has left after the earlier ones.
  const earlierInMonth = await monthToDate(
    tx,
    orgId,
    cutoff.register_id,
    period.periodStart,
    period.periodEnd,
    members,
  );
  // The register's last cut-off paid in the year adjusts the year's withholding (ph-payroll.md §4.3).
  const yearEnd = (await isLastCutoffOfYear(tx, orgId, cutoff, register!))
    ? await yearEndInputsOf(tx, orgId, Number(cutoff.pay_date.slice(0, 4)), members)
    : new Map<string, YearEndInputs>();
  const tables = tablesInForce(versions, period.periodEnd);
  const tableLabels = Object.fromEntries(
    Object.values(tables).map((version) => [version.kind, version.validFrom]),
  );
  const payslips: ComputedPayslip[] = [];
  for (const [index, employeeNumber] of members.entries()) {
    const master = masters.get(employeeNumber)!;
    const own = (manual.get(employeeNumber) ?? []).map((item) => ({ ...item, priority: 1 }));
    // A line payroll added under the name of an earning or deduction replaces it.
    const replaced = new Set(own.map((item) => `${item.type} ${item.name}`));
    const items: Adjustment[] = [
      ...(adjustments.get(employeeNumber) ?? []).filter(
        (item) => !replaced.has(`${item.type} ${item.name}`),
      ),
      ...own,
      ...loanDeductions(loans.get(employeeNumber) ?? [], collected, period),
      ...(carried.get(employeeNumber) ?? [])
        .filter((item) => item.kind === 'deduction')
        .map((item) => ({
          name: item.name.endsWith('(deferred)') ? item.name : `${item.name} (deferred)`,
          type: 'Deduction' as const,
          amount: centavosOf(item.amount),
          taxable: true,
          priority: 0,
        })),
      ...(backdated.get(employeeNumber) ?? []).map((item) => ({
        name: backdatedLineName(item.periodStart, item.periodEnd),
        type: item.amount.startsWith('-') ? ('Deduction' as const) : ('Earning' as const),
        amount: Math.abs(centavosOf(item.amount)),
        // A minimum wage earner's pay for time is exempt, so is its correction.
        taxable: !master.minimumWageEarner,
        priority: BACKDATED_PRIORITY,
      })),
    ];
    const time = correctedDays(
      days.get(employeeNumber) ?? [],
      corrections.get(employeeNumber) ?? [],
    );
    const terms = termsBetween(
      master,
      movements.get(employeeNumber) ?? [],
      PAY_TERMS,
      period.periodStart,
      period.periodEnd,
    );
    const inputs = payslipInputsOf(
      master,
      time,
      register!,
      period,
      terms,
      earlierInMonth?.(employeeNumber),
    );
    const adjusting = yearEnd.get(employeeNumber);
    const base = adjusting ? { ...inputs, year_end: adjusting } : inputs;
    payslips.push({
      employeeNumber,
      employeeName: employeeName(master),
      slip: memberPayslip(base, items, tables),
      tables: tableLabels,
      backdated: backdated.get(employeeNumber) ?? [],
    });
    if ((index + 1) % STEP === 0) await progress(index + 1, members.length, 'Computing payslips');
  }
  return payslips;
}

const noProgress = async () => undefined;

/**
 * A computation of a cut-off (`generate-payroll`): every member's payslip, in one transaction —
 * all of the cut-off or nothing — numbered one above the last, so the previous computation
 * stays for comparison. Refused once the cut-off is released.
 */
export async function computeCutoff(
  db: Kysely<Database>,
  orgId: string,
  cutoffId: string,
  by: string,
  progress: (done: number, total: number, message?: string) => Promise<void> = noProgress,
): Promise<{ payslips: number; computation: number }> {
  return withOrg(db, orgId, async (tx) => {
    const cutoff = await lockCutoff(tx, orgId, cutoffId);
    const readiness = await cutoffReadiness(tx, orgId, cutoffId);
    if (!readiness.ready) throw notReady(readiness);
    const members = await memberNumbers(tx, orgId, cutoff.register_id);
    const payslips = await payslipsOfMembers(tx, orgId, cutoff, members, progress);
    const computation = cutoff.computation + 1;
    await progress(members.length, members.length, 'Saving payslips');
    await insertPayslips(tx, orgId, cutoffId, computation, payslips);
    await tx
      .updateTable('pay_cutoffs')
      .set({ status: 'Computed', computation, computed_by: by, computed_at: new Date() })
      .where('org_id', '=', orgId)
      .where('cutoff_id', '=', cutoffId)
      .execute();
    return { payslips: payslips.length, computation };
  });
}

/**
 * One member's payslip of a computed cut-off computed again in place (after payroll edited its
 * lines), in the caller's transaction; the cut-off must be computed and not released.
 */
export async function recomputePayslip(
  tx: Tx,
  orgId: string,
  cutoffId: string,
  employeeNumber: string,
): Promise<void> {
  const cutoff = await lockCutoff(tx, orgId, cutoffId);
  if (cutoff.status !== 'Computed')
    throw new AppError(
      'conflict',
      cutoff.status === 'Released'
        ? 'The cut-off is released: a payslip can no longer change'
        : 'Compute the cut-off before editing its payslips',
    );
  const [payslip] = await payslipsOfMembers(tx, orgId, cutoff, [employeeNumber], noProgress);
  await tx
    .deleteFrom('payslips')
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoffId)
    .where('computation', '=', cutoff.computation)
    .where('employee_number', '=', employeeNumber)
    .execute();
  await insertPayslips(tx, orgId, cutoffId, cutoff.computation, [payslip!]);
}

/** Why a cut-off cannot be computed: 409 once released, else 422 naming each member. */
export function notReady(readiness: CutoffReadiness): AppError {
  const released = readiness.problems.some((p) => p.reason.startsWith('The cut-off is released'));
  const problems = readiness.problems.map((p) => ({
    path: `/members/${p.employeeNumber}`,
    message: `${p.name} ${p.reason}`.trim(),
  }));
  return new AppError(
    released ? 'conflict' : 'validation_failed',
    `The cut-off cannot be computed: ${problems.map((p) => p.message).join('; ')}`,
    { fields: problems },
  );
}

/** The background run of `computeCutoff`, with its progress on the run. */
export const computeCutoffJob =
  (db: Kysely<Database>) =>
  ({ orgId, payload, progress }: JobContext<{ cutoffId: string; by: string }>) =>
    computeCutoff(db, orgId, payload.cutoffId, payload.by, progress);
