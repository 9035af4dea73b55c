import type { RecordItem } from '../../../shared/api/records';
import { WORK_UTC_OFFSET_MINUTES } from '../../../shared/constants';
import type { Tx } from '../../db/tenant';
import type { RecordSave, RecordWrite } from '../../records/record-save';
import { AppError } from '../../http/app-error';
import { dateOf, toLocalMinute } from '../dtr/local-time';
import { recomputeEmployees } from '../recompute-cutoff';
import { nowAsOf } from '../recompute-dtr';
import { dateAfter } from '../schedule-calendar';
import {
  insertImportedPunches,
  removeSourcePunches,
  type ImportedPunch,
  type PunchMark,
} from './imported-punches.repository';
import { closedDate } from './closed-dates';
import { approvedReviews } from './imported-records.repository';

/** Employees recomputed per call: a few thousand rows read and written at a time. */
const RECOMPUTE_CHUNK = 1_000;

/** The punches some live imported records stand for. */
type PunchesOf = (records: readonly RecordItem[]) => ImportedPunch[] | Promise<ImportedPunch[]>;

/**
 * Recomputes the time records the punches touch: per employee, from the day before their first
 * (an overnight shift's time out belongs to the day it began) to the day of their last. Employees
 * over the same dates (usually all of one file) are recomputed together, set-based.
 */
async function recomputeTouched(tx: Tx, orgId: string, marks: readonly PunchMark[]) {
  const spans = new Map<string, { from: string; to: string }>();
  for (const { employeeNumber, at } of marks) {
    const date = localDate(at);
    const span = spans.get(employeeNumber);
    if (!span) spans.set(employeeNumber, { from: date, to: date });
    else if (date < span.from) span.from = date;
    else if (date > span.to) span.to = date;
  }
  const bySpan = new Map<string, string[]>();
  for (const [employeeNumber, { from, to }] of spans) {
    const key = `${dateAfter(from, -1)}/${to}`;
    const numbers = bySpan.get(key);
    if (numbers) numbers.push(employeeNumber);
    else bySpan.set(key, [employeeNumber]);
  }
  const asOf = nowAsOf();
  for (const [key, numbers] of bySpan) {
    const [from = '', to = ''] = key.split('/');
    for (let at = 0; at < numbers.length; at += RECOMPUTE_CHUNK)
      await recomputeEmployees(tx, orgId, numbers.slice(at, at + RECOMPUTE_CHUNK), from, to, asOf);
  }
}

const localDate = (at: Date) => dateOf(toLocalMinute(at, WORK_UTC_OFFSET_MINUTES));

/**
 * Refuses (409) taking punches out of an approved time record: deleting an imported record,
 * undoing its import or moving it off a date closed by a DTR review. The checks refuse putting
 * punches into one.
 */
async function refuseClosedRemovals(tx: Tx, orgId: string, removed: readonly PunchMark[]) {
  if (removed.length === 0) return;
  const dates = removed.map((mark) => localDate(mark.at)).sort();
  const numbers = [...new Set(removed.map((mark) => mark.employeeNumber))];
  const reviews = await approvedReviews(tx, orgId, numbers, dates[0]!, dates.at(-1)!);
  for (const mark of removed) {
    const closed = closedDate(reviews, mark.employeeNumber, localDate(mark.at));
    if (closed) throw new AppError('conflict', closed);
  }
}

/**
 * Keeps the punches of imported records in step with them, in the save's transaction: the
 * punches each written record made before are removed, a live one's are stored anew (a deleted
 * one's, by a delete or an import undo, are not), and the time records of every date either
 * touched are recomputed. A whole import takes a few statements, whatever its size, and the
 * set-based recompute.
 */
export async function replaceImportedPunches(
  save: RecordSave,
  writes: readonly RecordWrite[],
  punchesOf: PunchesOf,
): Promise<void> {
  const { tx, orgId } = save;
  const removed = await removeSourcePunches(
    tx,
    orgId,
    writes.map((write) => write.record.id),
  );
  await refuseClosedRemovals(tx, orgId, removed);
  const live = writes.map((write) => write.record).filter((record) => !record.deletedAt);
  const punches = await punchesOf(live);
  await insertImportedPunches(tx, orgId, punches, save.username);
  await recomputeTouched(tx, orgId, [...removed, ...punches]);
}
