import { sql } from 'kysely';
import type { Tx } from '../db/tenant';

/** A ledger adjustment that follows an engine record (a leave credit adjustment). */
export interface RecordLedgerEntry {
  recordId: string;
  employeeNumber: string;
  leaveType: string;
  minutes: number;
  note: string;
}

/** Takes the live entries of these records out of every balance (they stay on file). */
export async function removeRecordEntries(
  tx: Tx,
  orgId: string,
  recordIds: readonly string[],
): Promise<void> {
  if (recordIds.length === 0) return;
  await sql`
    update leave_ledger set removed_at = now()
    where org_id = ${orgId} and source_record_id = any(${recordIds}::uuid[]) and removed_at is null
  `.execute(tx);
}

/**
 * Adds one adjustment per record in one statement, whatever the count: the rows travel as
 * arrays, so an import of 50,000 rows stays within a statement's parameter limit.
 */
export async function addRecordEntries(
  tx: Tx,
  orgId: string,
  entries: readonly RecordLedgerEntry[],
  recordedBy: string,
): Promise<void> {
  if (entries.length === 0) return;
  const column = <K extends keyof RecordLedgerEntry>(name: K) => entries.map((e) => e[name]);
  await sql`
    insert into leave_ledger (org_id, employee_number, leave_type, minutes, reason, note,
      recorded_by, source_record_id)
    select ${orgId}, x.employee_number, x.leave_type, x.minutes, 'adjustment', x.note,
      ${recordedBy}, x.record_id
    from unnest(${column('employeeNumber')}::text[], ${column('leaveType')}::text[],
      ${column('minutes')}::int[], ${column('note')}::text[], ${column('recordId')}::uuid[])
      as x(employee_number, leave_type, minutes, note, record_id)
  `.execute(tx);
}
