import { CTO_LEAVE_TYPE, formatLeaveDays } from '../../shared/api/leave-credits';
import { windowMinutes } from '../../shared/timekeeping/clock-window';
import { lockBusinessKey } from '../db/business-lock';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import { addLedgerEntry, balancesOf } from '../leave/leave-ledger.repository';
import { filedOf } from '../approvals/applications.repository';
import type { ApplicationRow } from '../approvals/application-row';

/** The balance an application draws on, or earns into, with the minutes it moves. */
function ledgerMovement(
  row: ApplicationRow,
): { leaveType: string; minutes: number; earned: boolean } | null {
  const filed = filedOf(row);
  if (filed.kind === 'leave' && row.charge_minutes > 0)
    return { leaveType: filed.details.leaveType, minutes: row.charge_minutes, earned: false };
  if (filed.kind === 'cto')
    return { leaveType: CTO_LEAVE_TYPE, minutes: row.charge_minutes, earned: false };
  if (filed.kind === 'overtime' && filed.details.creditAsCto)
    return {
      leaveType: CTO_LEAVE_TYPE,
      minutes: windowMinutes(filed.details.startTime, filed.details.endTime),
      earned: true,
    };
  return null;
}

/**
 * What final approval does to balances: leave and CTO are taken (refused if the balance no
 * longer covers them), overtime credited as time off is earned. Runs in the approving
 * transaction, after the conditional update that only one decision can win.
 */
export async function applyApproval(tx: Tx, orgId: string, row: ApplicationRow, by: string) {
  const movement = ledgerMovement(row);
  if (!movement) return;
  await lockBusinessKey(tx, orgId, 'ledger', row.employee_number);
  if (!movement.earned) {
    const balance = (await balancesOf(tx, orgId, row.employee_number)).get(movement.leaveType) ?? 0;
    if (balance < movement.minutes)
      throw new AppError(
        'conflict',
        `${row.employee_name} has ${formatLeaveDays(balance)} of ${movement.leaveType} left; this application needs ${formatLeaveDays(movement.minutes)}.`,
      );
  }
  await addLedgerEntry(tx, orgId, {
    employeeNumber: row.employee_number,
    leaveType: movement.leaveType,
    minutes: movement.earned ? movement.minutes : -movement.minutes,
    reason: movement.earned ? 'cto-earned' : 'use',
    applicationId: row.application_id,
    recordedBy: by,
  });
}

/** What cancelling an approved application gives back: the days taken, or the CTO earned. */
export async function reverseApproval(tx: Tx, orgId: string, row: ApplicationRow, by: string) {
  const movement = ledgerMovement(row);
  if (!movement) return;
  await lockBusinessKey(tx, orgId, 'ledger', row.employee_number);
  await addLedgerEntry(tx, orgId, {
    employeeNumber: row.employee_number,
    leaveType: movement.leaveType,
    minutes: movement.earned ? -movement.minutes : movement.minutes,
    reason: movement.earned ? 'cto-withdrawn' : 'restore',
    applicationId: row.application_id,
    recordedBy: by,
  });
}
