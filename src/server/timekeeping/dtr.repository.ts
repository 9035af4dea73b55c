import { sql } from 'kysely';
import type { DtrDay } from '../../shared/api/timekeeping';
import type { Tx } from '../db/tenant';
import { changedBatches, DIGEST, dtrRowOf, type DtrColumns } from './dtr-rows';

/** The row's columns with the SQL types a JSON batch of rows is read back as. */
const COLUMN_TYPES = {
  org_id: 'text',
  employee_number: 'text',
  work_date: 'date',
  day_type: 'text',
  schedule: 'text',
  scheduled_minutes: 'integer',
  worked_minutes: 'integer',
  late_minutes: 'integer',
  undertime_minutes: 'integer',
  absent: 'boolean',
  absent_minutes: 'integer',
  paid_leave_minutes: 'integer',
  unpaid_leave_minutes: 'integer',
  official_business_minutes: 'integer',
  overtime_minutes: 'integer',
  night_minutes: 'integer',
  holiday_pay_days: 'integer',
  buckets: 'text',
  exceptions: 'text[]',
  figures_digest: 'text',
} satisfies Record<keyof DtrColumns, string>;

const COLUMNS = Object.keys(COLUMN_TYPES);
const KEY = ['org_id', 'employee_number', 'work_date'];

/**
 * The stored days of `employeeNumbers` on `[from, to]` as a FROM item `d`: one index probe an
 * employee, whatever the table's statistics say. Written as `employee_number = any(...)`, the
 * planner, on statistics taken while the table was near empty (an organisation's first cut-off,
 * before autovacuum's next analyze), scanned the organisation's whole range for each chunk
 * (~1 s for 500 employees, ~30 ms for one). `offset 0` keeps the subquery a nested loop.
 */
export const storedDaysOf = (
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
) => sql`unnest(${[...new Set(employeeNumbers)]}::text[]) as wanted(employee_number)
  cross join lateral (
    select * from dtr_days
    where org_id = ${orgId} and employee_number = wanted.employee_number
      and work_date between ${from} and ${to}
    offset 0
  ) as d`;

/** The stored days' digests of `employeeNumbers` on `[from, to]`, by `employeeNumber|date`. */
export async function storedDigests(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, string | null>> {
  const { rows } = await sql<{
    employee_number: string;
    work_date: string;
    figures_digest: string | null;
  }>`
    select d.employee_number, d.work_date::text as work_date, d.figures_digest
    from ${storedDaysOf(orgId, employeeNumbers, from, to)}
  `.execute(tx);
  return new Map(
    rows.map((row) => [`${row.employee_number}|${row.work_date}`, row.figures_digest]),
  );
}

/**
 * Stores days of one or many employees, each batch a JSON array of rows (`changedBatches`),
 * each row over whatever was stored for that employee and date: the caller gives every changed
 * date of its range, so nothing stale is left, and a row another transaction stored meanwhile
 * is overwritten rather than a conflict. `computed_at` moves only when a day's figures change
 * (what backdated adjustments look for). Each batch is one JSON parameter that PostgreSQL
 * unpacks itself (a multi-row VALUES would need 20 parameters a row).
 */
export async function insertDtrBatches(tx: Tx, batches: readonly string[]): Promise<void> {
  const columns = sql.join(COLUMNS.map((column) => sql.id(column)));
  // Buckets travel as JSON text inside the batch: a nested object read as jsonb by
  // json_to_recordset cost PostgreSQL more than the cast.
  const read = sql.join(
    COLUMNS.map((column) => (column === 'buckets' ? sql`buckets::jsonb` : sql.id(column))),
  );
  const recordType = sql.raw(
    Object.entries(COLUMN_TYPES)
      .map(([column, type]) => `${column} ${type}`)
      .join(', '),
  );
  const figures = COLUMNS.filter((column) => !KEY.includes(column) && column !== DIGEST);
  const update = sql.join(
    [...figures, DIGEST].map((column) => sql`${sql.id(column)} = excluded.${sql.id(column)}`),
  );
  const storedFigures = sql.join(figures.map((column) => sql`dtr_days.${sql.id(column)}`));
  const computed = sql.join(figures.map((column) => sql`excluded.${sql.id(column)}`));
  for (const batch of batches) {
    await sql`
      insert into dtr_days (${columns})
      select ${read} from json_to_recordset(${batch}::json) as r(${recordType})
      on conflict (org_id, employee_number, work_date)
      do update set ${update}, computed_at = case
        when (${storedFigures}) is distinct from (${computed}) then now()
        else dtr_days.computed_at end
      where dtr_days.figures_digest is distinct from excluded.figures_digest
    `.execute(tx);
  }
}

/**
 * Stores an employee's (or a few employees') computed days over what was stored: only the days
 * whose digest changed are sent (`changedBatches`, `insertDtrBatches`).
 */
export async function upsertDtrDays(
  tx: Tx,
  orgId: string,
  days: readonly { employeeNumber: string; day: DtrDay }[],
): Promise<void> {
  if (days.length === 0) return;
  const dates = days.map(({ day }) => day.date).sort();
  const stored = await storedDigests(
    tx,
    orgId,
    [...new Set(days.map((day) => day.employeeNumber))],
    dates[0]!,
    dates.at(-1)!,
  );
  const rows = days.map(({ employeeNumber, day }) => dtrRowOf(employeeNumber, day));
  await insertDtrBatches(tx, changedBatches(orgId, rows, stored));
}
