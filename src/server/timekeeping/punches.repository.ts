import { sql } from 'kysely';
import type { Punch } from '../../shared/api/timekeeping';
import type { PunchesTable } from '../db/database';
import type { Tx } from '../db/tenant';

type PunchRow = Pick<PunchesTable, 'employee_number' | 'direction' | 'source' | 'recorded_by'> & {
  punch_id: string;
  punched_at: Date;
};

const toPunch = (row: PunchRow): Punch => ({
  id: row.punch_id,
  employeeNumber: row.employee_number,
  at: row.punched_at.toISOString(),
  direction: row.direction,
  source: row.source,
  recordedBy: row.recorded_by,
});

const COLUMNS = [
  'punch_id',
  'employee_number',
  'punched_at',
  'direction',
  'source',
  'recorded_by',
] as const;

export async function insertPunch(
  tx: Tx,
  orgId: string,
  punch: Omit<Punch, 'id' | 'at'> & { at: Date },
): Promise<Punch> {
  const row = await tx
    .insertInto('punches')
    .values({
      org_id: orgId,
      employee_number: punch.employeeNumber,
      punched_at: punch.at,
      direction: punch.direction,
      source: punch.source,
      recorded_by: punch.recordedBy,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toPunch(row);
}

/** An employee's punches in `[from, to)`, oldest first. */
export async function punchesBetween(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  from: Date,
  to: Date,
): Promise<Punch[]> {
  const rows = await tx
    .selectFrom('punches')
    .select(COLUMNS)
    .where('org_id', '=', orgId)
    .where('employee_number', '=', employeeNumber)
    .where('punched_at', '>=', from)
    .where('punched_at', '<', to)
    .orderBy('punched_at')
    .execute();
  return rows.map(toPunch);
}

export async function lastPunch(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
): Promise<Punch | null> {
  const row = await tx
    .selectFrom('punches')
    .select(COLUMNS)
    .where('org_id', '=', orgId)
    .where('employee_number', '=', employeeNumber)
    .orderBy('punched_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toPunch(row) : null;
}

/** The punches of many employees in `[from, to)`, each with whose it is, oldest first. */
export async function punchesOfEmployees(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: Date,
  to: Date,
): Promise<Pick<PunchRow, 'employee_number' | 'punched_at' | 'direction'>[]> {
  return tx
    .selectFrom('punches')
    .select(['employee_number', 'punched_at', 'direction'])
    .where('org_id', '=', orgId)
    .where('employee_number', '=', sql<string>`any(${[...employeeNumbers]}::text[])`)
    .where('punched_at', '>=', from)
    .where('punched_at', '<', to)
    .orderBy('employee_number')
    .orderBy('punched_at')
    .execute();
}
