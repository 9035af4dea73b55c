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
} satisfies Record<keyof ReturnType<typeof toRow>, string>;

const COLUMNS = Object.keys(COLUMN_TYPES);
const KEY = ['org_id', 'employee_number', 'work_date'];
/** Rows per insert of a bulk upsert: a JSON parameter of a few MB. */
const INSERT_BATCH = 5_000;

/**
 * Stores computed days of one or many employees, each over whatever was stored for that
 * employee and date: the caller gives every date of its range, so nothing stale is left, and
 * a row another transaction stored meanwhile is overwritten rather than a conflict.
 * A day computed as it was stored is left as it is, so `computed_at` says when its figures last
 * changed (what backdated adjustments look for) and recomputing a cut-off where little changed
 * writes little. A few thousand rows an insert, each batch one JSON parameter that PostgreSQL
 * unpacks itself (a multi-row VALUES would need 19 parameters a row).
 */
export async function upsertDtrDays(
  tx: Tx,
  orgId: string,
  days: readonly { employeeNumber: string; day: DtrDay }[],
): Promise<void> {
  const columns = sql.join(COLUMNS.map((column) => sql.id(column)));
  const read = sql.join(
    COLUMNS.map((column) => (column === 'buckets' ? sql`buckets::jsonb` : sql.id(column))),
  );
  const recordType = sql.raw(
    Object.entries(COLUMN_TYPES)
      .map(([column, type]) => `${column} ${type}`)
      .join(', '),
  );
  const figures = COLUMNS.filter((column) => !KEY.includes(column));
  const update = sql.join(
    figures.map((column) => sql`${sql.id(column)} = excluded.${sql.id(column)}`),
  );
  const stored = sql.join(figures.map((column) => sql`dtr_days.${sql.id(column)}`));
  const computed = sql.join(figures.map((column) => sql`excluded.${sql.id(column)}`));
  for (let start = 0; start < days.length; start += INSERT_BATCH) {
    const batch = days
      .slice(start, start + INSERT_BATCH)
      .map(({ employeeNumber, day }) => toRow(orgId, employeeNumber, day));
    await sql`
      insert into dtr_days (${columns})
      select ${read} from json_to_recordset(${JSON.stringify(batch)}::json) as r(${recordType})
      on conflict (org_id, employee_number, work_date)
      do update set ${update}, computed_at = now()
      where (${stored}) is distinct from (${computed})
    `.execute(tx);
  }
}
