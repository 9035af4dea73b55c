import {
  formatLeaveDays,
  type AccrueResponse,
  type EmployeeLeaveCredits,
  type LeaveAdjustmentRequest,
} from '../../shared/api/leave-credits';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import { workClock } from '../../shared/timekeeping/time-labels';
import { writeAudit } from '../audit/audit.repository';
import { lockBusinessKey, lockBusinessKeys } from '../db/business-lock';
import type { Tx } from '../db/tenant';
import { AppError, fieldError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { findEmployee } from '../directory/directory.repository';
import { accrualGrants, hiredBy } from './accrual';
import { balanceRows } from './balance-rows';
import {
  activeEmployees,
  addAccruals,
  liveEntries,
  markRemoved,
  type LiveEntry,
} from './leave-credits.repository';
import { addLedgerEntry, balancesOf, ledgerOf, pendingChargesOf } from './leave-ledger.repository';
import {
  activeLeaveTemplates,
  adjustableLeaveTypes,
  leaveTemplateOf,
  templateFor,
} from './leave-types';

const AUDIT_MODULE = 'Leave credits';
/** Only HR's own grants may be withdrawn; uses and restores follow their applications. */
const REMOVABLE = new Set(['accrual', 'adjustment']);

/** Who changes credits, for the ledger's `recorded_by` and the audit trail. */
export interface Actor {
  who: Principal;
  ip: string;
}

/** Who accrues a month: a person, or the monthly schedule (no account, no address). */
interface AccrualActor {
  who: Pick<Principal, 'orgId' | 'username'> & { accountId: string | null };
  ip: string | null;
}

export const employeeNameOf = (employee: ErsEmployeeData) =>
  `${employee.lastName}, ${employee.firstName}`;

async function findEmployeeOrThrow(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
): Promise<ErsEmployeeData> {
  const employee = await findEmployee(tx, orgId, employeeNumber);
  if (!employee) throw new AppError('not_found', `There is no employee ${employeeNumber}.`);
  return employee;
}

export async function employeeCredits(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
): Promise<EmployeeLeaveCredits> {
  const employee = await findEmployeeOrThrow(tx, orgId, employeeNumber);
  const template = await leaveTemplateOf(tx, orgId, employee);
  return {
    employeeNumber,
    employeeName: employeeNameOf(employee),
    template: template?.name ?? null,
    balances: balanceRows(
      template?.leaveTypes ?? [],
      await balancesOf(tx, orgId, employeeNumber),
      await pendingChargesOf(tx, orgId, employeeNumber),
    ),
    adjustableLeaveTypes: adjustableLeaveTypes(template),
    entries: await ledgerOf(tx, orgId, employeeNumber),
  };
}

/**
 * An HR grant (positive) or deduction (negative). A deduction may take at most what the
 * employee could still file for: the balance less what pending applications ask for, the same
 * figure filing checks, so a deduction cannot leave a pending leave unpayable.
 */
export async function adjustCredits(
  tx: Tx,
  { who, ip }: Actor,
  request: LeaveAdjustmentRequest,
): Promise<EmployeeLeaveCredits> {
  const { employeeNumber, leaveType, minutes } = request;
  const note = request.note.trim();
  if (note.length < 3) throw fieldError('/note', 'Note must say why, in at least 3 characters');
  const employee = await findEmployeeOrThrow(tx, who.orgId, employeeNumber);
  const allowed = adjustableLeaveTypes(await leaveTemplateOf(tx, who.orgId, employee));
  if (!allowed.includes(leaveType))
    throw fieldError('/leaveType', `Leave type must be one of: ${allowed.join(', ')}`);
  await lockBusinessKey(tx, who.orgId, 'ledger', employeeNumber);
  if (minutes < 0) await assertDeductionFits(tx, who.orgId, employee, leaveType, -minutes);
  await addLedgerEntry(tx, who.orgId, {
    employeeNumber,
    leaveType,
    minutes,
    reason: 'adjustment',
    note,
    recordedBy: who.username,
  });
  await writeAudit(tx, {
    orgId: who.orgId,
    accountId: who.accountId,
    username: who.username,
    module: AUDIT_MODULE,
    action: 'leave-credits-adjusted',
    detail: { employeeNumber, leaveType, minutes, note },
    ip,
  });
  return employeeCredits(tx, who.orgId, employeeNumber);
}

/** Refuses (422 on /minutes) a deduction larger than the balance less pending applications. */
async function assertDeductionFits(
  tx: Tx,
  orgId: string,
  employee: ErsEmployeeData,
  leaveType: string,
  deduction: number,
): Promise<void> {
  const balance = (await balancesOf(tx, orgId, employee.employeeNumber)).get(leaveType) ?? 0;
  const pending = (await pendingChargesOf(tx, orgId, employee.employeeNumber)).get(leaveType) ?? 0;
  const available = balance - pending;
  if (deduction <= available) return;
  const shown = formatLeaveDays(Math.max(available, 0));
  const why =
    pending > 0
      ? ` (${formatLeaveDays(balance)} balance less ${formatLeaveDays(pending)} asked for by pending applications)`
      : '';
  throw fieldError(
    '/minutes',
    `${employeeNameOf(employee)} has ${shown} of ${leaveType} available${why}; a deduction may take at most that.`,
  );
}

/** Refuses entries that are missing (or already removed) and entries HR did not grant. */
function checkRemovable(ids: string[], entries: LiveEntry[]) {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const missing = ids.flatMap((id, index) =>
    byId.has(id)
      ? []
      : [{ path: `/entryIds/${index}`, message: `Entry ${id} does not exist or was removed` }],
  );
  if (missing.length > 0)
    throw new AppError('not_found', missing.map((field) => field.message).join('; '), {
      fields: missing,
    });
  const locked = ids.flatMap((id, index) => {
    const entry = byId.get(id);
    const path = `/entryIds/${index}`;
    if (entry?.sourceRecordId)
      return [
        {
          path,
          message: `Entry ${id} (${entry.leaveType}) follows a leave credit adjustment record; delete that record instead`,
        },
      ];
    return entry && !REMOVABLE.has(entry.reason)
      ? [
          {
            path,
            message: `Entry ${id} (${entry.reason} of ${entry.leaveType}) follows an application and cannot be removed; only accruals and adjustments can`,
          },
        ]
      : [];
  });
  if (locked.length > 0)
    throw new AppError('validation_failed', locked.map((field) => field.message).join('; '), {
      fields: locked,
    });
}

/**
 * Withdraws accruals and adjustments, all or none: refused when it would leave any balance
 * below zero (days already used from the grant).
 */
export async function removeCredits(
  tx: Tx,
  { who, ip }: Actor,
  requested: string[],
): Promise<number> {
  const ids = [...new Set(requested)];
  // Lock every employee concerned (in one order, so two removals cannot deadlock), then read
  // the entries again: one removed meanwhile is then reported missing.
  const employees = [
    ...new Set((await liveEntries(tx, who.orgId, ids)).map((e) => e.employeeNumber)),
  ];
  await lockBusinessKeys(tx, who.orgId, 'ledger', employees);
  const entries = await liveEntries(tx, who.orgId, ids);
  checkRemovable(ids, entries);

  for (const employeeNumber of employees) {
    const balances = await balancesOf(tx, who.orgId, employeeNumber);
    const taken = new Map<string, number>();
    for (const entry of entries.filter((e) => e.employeeNumber === employeeNumber))
      taken.set(entry.leaveType, (taken.get(entry.leaveType) ?? 0) + entry.minutes);
    for (const [leaveType, minutes] of taken) {
      const balance = balances.get(leaveType) ?? 0;
      if (balance - minutes < 0)
        throw fieldError(
          '/entryIds',
          `Removing these would leave ${employeeNumber} with ${formatLeaveDays(balance - minutes)} of ${leaveType} (${formatLeaveDays(balance)} now): days granted have already been used.`,
        );
    }
  }
  const removed = await markRemoved(tx, who.orgId, ids);
  await writeAudit(tx, {
    orgId: who.orgId,
    accountId: who.accountId,
    username: who.username,
    module: AUDIT_MODULE,
    action: 'leave-credits-removed',
    detail: { entries },
    ip,
  });
  return removed;
}

/**
 * Grants a month's accruals to every active employee by their template, once: grants already
 * made for the period are skipped, and so are grants HR removed. Needs no ledger lock: it only
 * ever adds to balances. Runs for one month take turns, so a second one finds the first's
 * grants made (and answers as a second run would) rather than racing it to insert them.
 */
export async function accrueMonth(
  tx: Tx,
  { who, ip }: AccrualActor,
  month: string,
): Promise<AccrueResponse> {
  if (month > workClock(new Date()).slice(0, 7))
    throw fieldError(
      '/month',
      'Month cannot be after the current month: credits accrue as months begin',
    );
  await lockBusinessKey(tx, who.orgId, 'accrual', month);
  const templates = await activeLeaveTemplates(tx, who.orgId);
  const grants = [];
  let employees = 0;
  for (const employee of await activeEmployees(tx, who.orgId)) {
    if (!hiredBy(month, employee.hireDate)) continue;
    employees += 1;
    const leaveTypes = templateFor(templates, employee)?.leaveTypes ?? [];
    for (const grant of accrualGrants(leaveTypes, month, employee.hireDate))
      grants.push({ ...grant, employeeNumber: employee.employeeNumber });
  }
  const { added: entriesAdded, skippedRemoved } = await addAccruals(
    tx,
    who.orgId,
    grants,
    who.username,
  );
  await writeAudit(tx, {
    orgId: who.orgId,
    accountId: who.accountId,
    username: who.username,
    module: AUDIT_MODULE,
    action: 'leave-credits-accrued',
    detail: { month, employees, entriesAdded, skippedRemoved },
    ip,
  });
  return { month, employees, entriesAdded, skippedRemoved };
}
