import { sql } from 'kysely';
import {
  CTO_LEAVE_TYPE,
  type LedgerEntry,
  type LedgerReason,
} from '../../shared/api/leave-credits';
import type { Tx } from '../db/tenant';

export interface NewLedgerEntry {
  employeeNumber: string;
  leaveType: string;
  minutes: number;
  reason: LedgerReason;
  period?: string;
  applicationId?: string;
  note?: string;
  recordedBy: string;
}

export async function addLedgerEntry(tx: Tx, orgId: string, entry: NewLedgerEntry): Promise<void> {
  await tx
    .insertInto('leave_ledger')
    .values({
      org_id: orgId,
      employee_number: entry.employeeNumber,
      leave_type: entry.leaveType,
      minutes: entry.minutes,
      reason: entry.reason,
      period: entry.period ?? null,
      application_id: entry.applicationId ?? null,
      note: entry.note ?? '',
      recorded_by: entry.recordedBy,
      removed_at: null,
    })
    .execute();
}

/** Granted less used, per leave type, in minutes. */
export async function balancesOf(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
): Promise<Map<string, number>> {
  const rows = await tx
    .selectFrom('leave_ledger')
    .select(['leave_type', (eb) => eb.fn.sum<number>('minutes').as('minutes')])
    .where('org_id', '=', orgId)
    .where('employee_number', '=', employeeNumber)
    .where('removed_at', 'is', null)
    .groupBy('leave_type')
    .execute();
  return new Map(rows.map((row) => [row.leave_type, Number(row.minutes)]));
}

/** What the employee's pending applications would take, per leave type, in minutes. */
export async function pendingChargesOf(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
): Promise<Map<string, number>> {
  const rows = await tx
    .selectFrom('applications')
    .select([
      sql<string>`case when kind = 'cto' then ${CTO_LEAVE_TYPE} else details ->> 'leaveType' end`.as(
        'leave_type',
      ),
      (eb) => eb.fn.sum<number>('charge_minutes').as('minutes'),
    ])
    .where('org_id', '=', orgId)
    .where('employee_number', '=', employeeNumber)
    .where('status', '=', 'Pending')
    .where('charge_minutes', '>', 0)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.leave_type, Number(row.minutes)]));
}

export async function ledgerOf(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
): Promise<LedgerEntry[]> {
  const rows = await tx
    .selectFrom('leave_ledger')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('employee_number', '=', employeeNumber)
    .where('removed_at', 'is', null)
    .orderBy('recorded_at', 'desc')
    .orderBy('entry_id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: String(row.entry_id),
    leaveType: row.leave_type,
    minutes: row.minutes,
    reason: row.reason,
    period: row.period,
    applicationId: row.application_id,
    note: row.note,
    recordedBy: row.recorded_by,
    recordedAt: row.recorded_at.toISOString(),
  }));
}
