import { hash } from 'node:crypto';
import { sql } from 'kysely';
import type { DtrDay } from '../../shared/api/timekeeping';
import type { Tx } from '../db/tenant';

/** A stored day as its `dtr_days` row (less `computed_at`). */
const toRow = (orgId: string, employeeNumber: string, day: DtrDay) => ({
  org_id: orgId,
  employee_number: employeeNumber,
  work_date: day.date,
  day_type: day.dayType,
  schedule: day.schedule,
  scheduled_minutes: day.scheduledMinutes,
  worked_minutes: day.workedMinutes,
  late_minutes: day.lateMinutes,
  undertime_minutes: day.undertimeMinutes,
  absent: day.absent,
  absent_minutes: day.absentMinutes,
  paid_leave_minutes: day.paidLeaveMinutes,
  unpaid_leave_minutes: day.unpaidLeaveMinutes,
  official_business_minutes: day.officialBusinessMinutes,
  overtime_minutes: day.overtimeMinutes,
  night_minutes: day.nightMinutes,
  holiday_pay_days: day.holidayPayDays,
  buckets: JSON.stringify(day.buckets),
  exceptions: day.exceptions,
});

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
} satisfies Record<keyof ReturnType<typeof toRow> | typeof DIGEST, string>;

/** The column each row's digest of the others is stored in. */
const DIGEST = 'figures_digest';
const COLUMNS = Object.keys(COLUMN_TYPES);
const KEY = ['org_id', 'employee_number', 'work_date'];
/** Rows per insert of a bulk upsert: a JSON parameter of a few MB. */
const INSERT_BATCH = 5_000;

/** The stored days' digests of `employeeNumbers` on `[from, to]`, by `employeeNumber|date`. */
async function storedDigests(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, string | null>> {
  const rows = await tx
    .selectFrom('dtr_days')
    .select(['employee_number', sql<string>`work_date::text`.as('work_date'), 'figures_digest'])
    .where('org_id', '=', orgId)
    .where('employee_number', '=', sql<string>`any(${[...employeeNumbers]}::text[])`)
    .where('work_date', '>=', from)
    .where('work_date', '<=', to)
    .execute();
  return new Map(
    rows.map((row) => [`${row.employee_number}|${row.work_date}`, row.figures_digest]),
  );
}

/**
 * Stores computed days of one or many employees, each over whatever was stored for that
 * employee and date: the caller gives every date of its range, so nothing stale is left, and
 * a row another transaction stored meanwhile is overwritten rather than a conflict.
 * Each row carries a digest of itself: a day whose stored digest is the computed one is not
 * sent at all (recomputing a cut-off where little changed writes and even sends little), and
 * `computed_at` moves only when a day's figures change (what backdated adjustments look for).
 * A few thousand rows an insert, each batch one JSON parameter that PostgreSQL unpacks itself
 * (a multi-row VALUES would need 20 parameters a row).
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
  const rows: string[] = [];
  for (const { employeeNumber, day } of days) {
    const row = JSON.stringify(toRow(orgId, employeeNumber, day));
    const digest = hash('sha256', row, 'base64');
    // The row's JSON with its digest as one more field.
    if (stored.get(`${employeeNumber}|${day.date}`) !== digest)
      rows.push(`${row.slice(0, -1)},"figures_digest":"${digest}"}`);
  }
  const columns = sql.join(COLUMNS.map((column) => sql.id(column)));
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
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = `[${rows.slice(start, start + INSERT_BATCH).join(',')}]`;
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
