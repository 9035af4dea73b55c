import { hash } from 'node:crypto';
import type { DtrDay } from '../../shared/api/timekeeping';

/**
 * A stored day as its `dtr_days` row (less `computed_at`). One literal with the digest in it:
 * spreading it into another object to add the digest made the batches twice as slow to build.
 */
const toRow = (orgId: string, employeeNumber: string, day: DtrDay, digest: string) => ({
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
  figures_digest: digest,
});

/** A stored day's columns as `changedBatches` sends them. */
export type DtrColumns = ReturnType<typeof toRow>;

/** The column each row's digest of its figures is stored in. */
export const DIGEST = 'figures_digest' satisfies keyof DtrColumns;

/** A computed day with the digest of its figures, what decides whether it is sent. */
export interface DtrRow {
  employeeNumber: string;
  day: DtrDay;
  digest: string;
}

/**
 * A computed day with the digest of what its row stores beside its key (employee and date of
 * one organisation): the figures in a fixed order, short to hash, so that the many days a
 * recompute leaves as they were cost a hash and no row.
 */
export function dtrRowOf(employeeNumber: string, day: DtrDay): DtrRow {
  const figures = JSON.stringify([
    day.dayType,
    day.schedule,
    day.scheduledMinutes,
    day.workedMinutes,
    day.lateMinutes,
    day.undertimeMinutes,
    day.absent,
    day.absentMinutes,
    day.paidLeaveMinutes,
    day.unpaidLeaveMinutes,
    day.officialBusinessMinutes,
    day.overtimeMinutes,
    day.nightMinutes,
    day.holidayPayDays,
    day.buckets,
    day.exceptions,
  ]);
  return { employeeNumber, day, digest: hash('sha256', figures, 'base64') };
}

/** Rows per insert of a bulk upsert: a JSON parameter of a few MB. */
const INSERT_BATCH = 5_000;

/**
 * The rows of `rows` whose digest differs from the one stored for their employee and date
 * (`stored`, by `employeeNumber|date`), as JSON arrays of a few thousand rows with their
 * digests: what `insertDtrBatches` sends. A day stored with the same digest is left out:
 * recomputing a cut-off where little changed sends little.
 */
export function changedBatches(
  orgId: string,
  rows: readonly DtrRow[],
  stored: ReadonlyMap<string, string | null>,
): string[] {
  const changed = rows
    .filter((row) => stored.get(`${row.employeeNumber}|${row.day.date}`) !== row.digest)
    .map((row) => JSON.stringify(toRow(orgId, row.employeeNumber, row.day, row.digest)));
  const batches: string[] = [];
  for (let start = 0; start < changed.length; start += INSERT_BATCH)
    batches.push(`[${changed.slice(start, start + INSERT_BATCH).join(',')}]`);
  return batches;
}
