import { backdatedLineName } from '../../../shared/api/payroll-backdated';
import type { YearEndInputs } from '../../../shared/api/payroll-calculator';
import type { PayRegister } from '../../../shared/api/payroll-registers';
import type { StatutoryTables, StatutoryTableVersion } from '../../../shared/api/payroll-tables';
import type { Tx } from '../../db/tenant';
import { movementStepsOf } from '../../people/movements/movement-records';
import { termsBetween } from '../../people/movements/values-in-force';
import { backdatedOf } from '../backdated/backdated-adjustments';
import { tablesInForce } from '../engine/tables';
import { loanDeductions } from '../loans/loan-deductions';
import { activeLoansOf, collectedOf } from '../loans/loan-records';
import { manualAdjustmentsOf } from '../payslips/payslip-adjustments.repository';
import type { ComputedPayslip } from '../payslips/payslips.repository';
import { employeeName, registersOf } from '../registers/registers.repository';
import { statutoryVersions } from '../statutory/statutory-tables.repository';
import { yearEndInputsOf } from '../year-end/year-figures-of';
import { isLastCutoffOfYear } from '../year-end/year-sources.repository';
import type { lockCutoff } from './cutoff-status.repository';
import { memberPayslip, type Adjustment } from './member-payslip';
import {
  adjustmentsOf,
  deferredBefore,
  mastersOf,
  monthToDate,
  timeDaysOf,
} from './payroll-sources.repository';
import { centavosOf, payslipInputsOf, type CutoffPeriod } from './payslip-inputs';
import { correctedDays, timeCorrectionsOf } from './time-corrections';

// A cut-off's payslips are computed a batch of members at a time: what the whole cut-off
// shares (register, tables, whether it closes the year) is read once, the rest per batch and
// only for the batch's members, so memory stays flat whatever the number of members.

type LockedCutoff = Awaited<ReturnType<typeof lockCutoff>>;

/** What every member's payslip of a cut-off shares. */
export interface CutoffContext {
  cutoff: LockedCutoff;
  register: PayRegister;
  period: CutoffPeriod;
  versions: StatutoryTableVersion[];
  tables: StatutoryTables;
  /** The version of each table the payslips name. */
  tableLabels: Record<string, string>;
  /** The year whose withholding this cut-off adjusts (the register's last paid in it), or null. */
  yearEnd: number | null;
}

export async function cutoffContextOf(
  tx: Tx,
  orgId: string,
  cutoff: LockedCutoff,
): Promise<CutoffContext> {
  const [[register], versions] = await Promise.all([
    registersOf(tx, orgId, cutoff.register_id),
    statutoryVersions(tx, orgId),
  ]);
  const period = {
    periodStart: cutoff.period_start,
    periodEnd: cutoff.period_end,
    periodNo: cutoff.period_no,
  };
  const tables = tablesInForce(versions, period.periodEnd);
  // The register's last cut-off paid in the year adjusts the year's withholding (ph-payroll.md §4.3).
  const yearEnd = (await isLastCutoffOfYear(tx, orgId, cutoff, register!))
    ? Number(cutoff.pay_date.slice(0, 4))
    : null;
  return {
    cutoff,
    register: register!,
    period,
    versions,
    tables,
    tableLabels: Object.fromEntries(
      Object.values(tables).map((version) => [version.kind, version.validFrom]),
    ),
    yearEnd,
  };
}

/**
 * What the payslips of some members are computed from, read set-based for them alone: time
 * records, master, earnings and deductions, payroll's own lines on the payslip, what the
 * previous cut-off deferred, loans and what they collected so far, what released cut-offs owe
 * since their days changed, what the month's earlier cut-offs paid and, on the year's last
 * cut-off, the year to date its withholding adjusts against.
 */
export async function sourcesOf(
  tx: Tx,
  orgId: string,
  { cutoff, period, versions, yearEnd }: CutoffContext,
  members: readonly string[],
) {
  // Read together: the batch's statements queue on the one connection, none waits for another.
  return awaitAll({
    masters: mastersOf(tx, orgId, members),
    days: timeDaysOf(tx, orgId, members, period.periodStart, period.periodEnd),
    corrections: timeCorrectionsOf(tx, orgId, cutoff.cutoff_id, members),
    adjustments: adjustmentsOf(tx, orgId, members, period.periodStart, period.periodEnd),
    manual: manualAdjustmentsOf(tx, orgId, cutoff.cutoff_id, members),
    carried: deferredBefore(tx, orgId, cutoff.register_id, period.periodStart, members),
    movements: movementStepsOf(tx, orgId, members),
    loans: activeLoansOf(tx, orgId, members, period.periodEnd),
    collected: collectedOf(tx, orgId, members, cutoff.cutoff_id),
    backdated: backdatedOf(
      tx,
      orgId,
      {
        cutoffId: cutoff.cutoff_id,
        registerId: cutoff.register_id,
        periodStart: period.periodStart,
      },
      members,
      versions,
    ),
    // The month's last cut-off deducts what each share has left after the earlier ones.
    earlierInMonth: monthToDate(
      tx,
      orgId,
      cutoff.register_id,
      period.periodStart,
      period.periodEnd,
      members,
    ),
    yearToDate:
      yearEnd === null
        ? Promise.resolve(new Map<string, YearEndInputs>())
        : yearEndInputsOf(tx, orgId, yearEnd, members),
  });
}

/** Each of an object's promises awaited together, under the same names. */
async function awaitAll<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(
    Object.entries(promises).map(async ([name, promise]) => [name, await promise] as const),
  );
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

type BatchSources = Awaited<ReturnType<typeof sourcesOf>>;

/** Backdated lines are taken before other deductions, after what the previous cut-off deferred. */
const BACKDATED_PRIORITY = 5;

/** The master fields a payslip's rate comes from, taken as in force on each day. */
const PAY_TERMS = ['payBasis', 'rate'] as const;

/** One member's payslip from the batch's sources. */
export function payslipOf(
  { register, period, tables, tableLabels }: CutoffContext,
  sources: BatchSources,
  employeeNumber: string,
): ComputedPayslip {
  const master = sources.masters.get(employeeNumber)!;
  const own = (sources.manual.get(employeeNumber) ?? []).map((item) => ({ ...item, priority: 1 }));
  const backdated = sources.backdated.get(employeeNumber) ?? [];
  // A line payroll added under the name of an earning or deduction replaces it.
  const replaced = new Set(own.map((item) => `${item.type} ${item.name}`));
  const items: Adjustment[] = [
    ...(sources.adjustments.get(employeeNumber) ?? []).filter(
      (item) => !replaced.has(`${item.type} ${item.name}`),
    ),
    ...own,
    ...loanDeductions(sources.loans.get(employeeNumber) ?? [], sources.collected, period),
    ...(sources.carried.get(employeeNumber) ?? [])
      .filter((item) => item.kind === 'deduction')
      .map((item) => ({
        name: item.name.endsWith('(deferred)') ? item.name : `${item.name} (deferred)`,
        type: 'Deduction' as const,
        amount: centavosOf(item.amount),
        taxable: true,
        priority: 0,
      })),
    ...backdated.map((item) => ({
      name: backdatedLineName(item.periodStart, item.periodEnd),
      type: item.amount.startsWith('-') ? ('Deduction' as const) : ('Earning' as const),
      amount: Math.abs(centavosOf(item.amount)),
      // A minimum wage earner's pay for time is exempt, so is its correction.
      taxable: !master.minimumWageEarner,
      priority: BACKDATED_PRIORITY,
    })),
  ];
  const time = correctedDays(
    sources.days.get(employeeNumber) ?? [],
    sources.corrections.get(employeeNumber) ?? [],
  );
  const terms = termsBetween(
    master,
    sources.movements.get(employeeNumber) ?? [],
    PAY_TERMS,
    period.periodStart,
    period.periodEnd,
  );
  const inputs = payslipInputsOf(
    master,
    time,
    register,
    period,
    terms,
    sources.earlierInMonth?.(employeeNumber),
  );
  const adjusting = sources.yearToDate.get(employeeNumber);
  return {
    employeeNumber,
    employeeName: employeeName(master),
    slip: memberPayslip(adjusting ? { ...inputs, year_end: adjusting } : inputs, items, tables),
    tables: tableLabels,
    backdated,
  };
}
