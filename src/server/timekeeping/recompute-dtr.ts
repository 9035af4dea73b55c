import type { DtrDay } from '../../shared/api/timekeeping';
import { WORK_UTC_OFFSET_MINUTES } from '../../shared/constants';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import { lockBusinessKey } from '../db/business-lock';
import type { Tx } from '../db/tenant';
import type { LocalMinute, Punch } from './dtr/dtr-types';
import { dtrDaysOf } from './dtr-days-of';
import { fromLocalMinute, MINUTES_PER_DAY, startOfDate, toLocalMinute } from './dtr/local-time';
import { upsertDtrDays } from './dtr.repository';
import { punchesBetween } from './punches.repository';
import { employeeCalendar } from './employee-calendar';
import { dateAfter } from './schedule-calendar';
import { findEmployee } from '../directory/directory.repository';

/** Days before the range the rules look back on (holiday pay: the last working day before). */
const LOOKBACK_DAYS = 7;

/**
 * The dates a time record for `[from, to]` is computed from: the look-back, and the next date,
 * on which an overnight shift's time out falls; with the instants their punches lie between.
 */
export function contextOf(from: string, to: string) {
  const context = { from: dateAfter(from, -LOOKBACK_DAYS), to: dateAfter(to, 1) };
  return {
    ...context,
    start: fromLocalMinute(startOfDate(context.from), WORK_UTC_OFFSET_MINUTES),
    end: fromLocalMinute(startOfDate(context.to) + MINUTES_PER_DAY, WORK_UTC_OFFSET_MINUTES),
  };
}

/** A stored punch as the rules read it. */
const localPunch = (at: Date, direction: Punch['direction']): Punch => ({
  at: toLocalMinute(at, WORK_UTC_OFFSET_MINUTES),
  direction,
});

/** Now, as the rules read it: duty time after it is not yet due. */
export const nowAsOf = (): LocalMinute => toLocalMinute(new Date(), WORK_UTC_OFFSET_MINUTES);

/**
 * Recomputes and stores an employee's daily time records for `[from, to]` from their punches,
 * schedule, rest days, holidays and approved applications, and returns them with the master record they came from.
 * Returns null, storing nothing, when the employee has no master record (HR must create one:
 * a punch is kept all the same). One recompute of an employee at a time: a later one reads
 * what an earlier one's transaction committed, so concurrent recomputes store what sequential
 * ones would.
 */
export async function recomputeDtr(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  from: string,
  to: string,
): Promise<{ employee: ErsEmployeeData; days: DtrDay[] } | null> {
  await lockBusinessKey(tx, orgId, 'dtr', employeeNumber);
  const employee = await findEmployee(tx, orgId, employeeNumber);
  if (!employee) return null;
  const context = contextOf(from, to);
  const calendar = await employeeCalendar(tx, orgId, employee, context.from, context.to);
  const punches = await punchesBetween(tx, orgId, employeeNumber, context.start, context.end);
  const days = dtrDaysOf(
    from,
    to,
    calendar,
    punches.map((punch) => localPunch(new Date(punch.at), punch.direction)),
    nowAsOf(),
  );
  await upsertDtrDays(
    tx,
    orgId,
    days.map((day) => ({ employeeNumber, day })),
  );
  return { employee, days };
}
