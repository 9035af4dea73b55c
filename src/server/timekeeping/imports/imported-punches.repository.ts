import { sql } from 'kysely';
import type { Punch } from '../../../shared/api/timekeeping';
import type { Tx } from '../../db/tenant';

type Direction = Punch['direction'];

/** A punch an imported record (time record, device log) stands for. */
export interface ImportedPunch {
  employeeNumber: string;
  at: Date;
  direction: Direction;
  sourceRecordId: string;
}

/** Where a removed or stored punch lies: whose, and when (the time records it touches). */
export interface PunchMark {
  employeeNumber: string;
  at: Date;
}

/** Removes the punches made from these records; answers where they were. */
export async function removeSourcePunches(
  tx: Tx,
  orgId: string,
  recordIds: readonly string[],
): Promise<PunchMark[]> {
  if (recordIds.length === 0) return [];
  const rows = await tx
    .deleteFrom('punches')
    .where('org_id', '=', orgId)
    .where('source_record_id', '=', sql<string>`any(${[...recordIds]}::uuid[])`)
    .returning(['employee_number', 'punched_at'])
    .execute();
  return rows.map((row) => ({ employeeNumber: row.employee_number, at: row.punched_at }));
}

/** Stores imported punches in one statement, however many (arrays, not a row of parameters each). */
export async function insertImportedPunches(
  tx: Tx,
  orgId: string,
  punches: readonly ImportedPunch[],
  recordedBy: string,
): Promise<void> {
  if (punches.length === 0) return;
  await sql`
    insert into punches
      (org_id, employee_number, punched_at, direction, source, recorded_by, source_record_id)
    select ${orgId}, p.employee_number, p.punched_at, p.direction, 'import', ${recordedBy}, p.source_record_id
    from unnest(
      ${punches.map((punch) => punch.employeeNumber)}::text[],
      ${punches.map((punch) => punch.at.toISOString())}::timestamptz[],
      ${punches.map((punch) => punch.direction)}::text[],
      ${punches.map((punch) => punch.sourceRecordId)}::uuid[]
    ) as p(employee_number, punched_at, direction, source_record_id)
  `.execute(tx);
}

/** Each employee's last punch before the instant given for them (one query for all). */
export async function lastPunchesBefore(
  tx: Tx,
  orgId: string,
  before: ReadonlyMap<string, Date>,
): Promise<Map<string, { at: Date; direction: Direction }>> {
  if (before.size === 0) return new Map();
  const { rows } = await sql<{ employee_number: string; punched_at: Date; direction: Direction }>`
    select f.employee_number, p.punched_at, p.direction
    from unnest(
      ${[...before.keys()]}::text[],
      ${[...before.values()].map((at) => at.toISOString())}::timestamptz[]
    ) as f(employee_number, before)
    cross join lateral (
      select punched_at, direction from punches
      where org_id = ${orgId} and employee_number = f.employee_number and punched_at < f.before
      order by punched_at desc
      limit 1
    ) p
  `.execute(tx);
  return new Map(
    rows.map((row) => [row.employee_number, { at: row.punched_at, direction: row.direction }]),
  );
}
