import { sql } from 'kysely';
import type { Punch } from '../../shared/api/timekeeping';
import type { PunchesTable } from '../db/database';
import type { Tx } from '../db/tenant';
import type { Punch as RulePunch } from './dtr/dtr-types';

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

/**
 * The punches of many employees in `[from, to)`, oldest first, by employee number, as the rules
 * read them (local minutes at `offsetMinutes`): PostgreSQL sends each employee's as one JSON
 * array, so a cut-off's ~30,000 punches a chunk are not as many rows and parsed dates.
 */
export async function punchesOfEmployees(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: Date,
  to: Date,
  offsetMinutes: number,
): Promise<Map<string, RulePunch[]>> {
  const { rows } = await sql<{ employee_number: string; punches: RulePunch[] }>`
    select employee_number, json_agg(json_build_object(
        'at', floor(extract(epoch from punched_at) / 60)::bigint + ${offsetMinutes}::integer,
        'direction', direction) order by punched_at) as punches
    from punches
    where org_id = ${orgId} and employee_number = any(${[...employeeNumbers]}::text[])
      and punched_at >= ${from} and punched_at < ${to}
    group by employee_number
  `.execute(tx);
  return new Map(rows.map((row) => [row.employee_number, row.punches]));
}
