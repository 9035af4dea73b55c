import type { DtrDay } from '../../shared/api/timekeeping';
import { WORK_UTC_OFFSET_MINUTES } from '../../shared/constants';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';
import { computeDtr } from './dtr/compute-dtr';
import { fromLocalMinute, startOfDate, toLocalMinute } from './dtr/local-time';
import { replaceDtrDays } from './dtr.repository';
import { punchesBetween } from './punches.repository';
import { employeeCalendar } from './employee-calendar';
import { dateAfter, describeSchedule } from './schedule-calendar';
import { findEmployee } from './timekeeping-sources.repository';

/** Days before the range the rules look back on (holiday pay: the last working day before). */
const LOOKBACK_DAYS = 7;

/**
 * Recomputes and stores an employee's daily time records for `[from, to]` from their punches,
 * schedule, rest days, holidays and approved applications, and returns them with the master record they came from.
 * Returns null, storing nothing, when the employee has no master record (HR must create one:
 * a punch is kept all the same).
 */
export async function recomputeDtr(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  from: string,
  to: string,
): Promise<{ employee: ErsEmployeeData; days: DtrDay[] } | null> {
  const employee = await findEmployee(tx, employeeNumber);
  if (!employee) return null;
  const contextFrom = dateAfter(from, -LOOKBACK_DAYS);
  const contextTo = dateAfter(to, 1);
  const calendar = await employeeCalendar(tx, employee, contextFrom, contextTo);
  const days = calendar.days;
  const punches = await punchesBetween(
    tx,
    employeeNumber,
    fromLocalMinute(startOfDate(contextFrom), WORK_UTC_OFFSET_MINUTES),
    fromLocalMinute(startOfDate(contextTo) + 1440, WORK_UTC_OFFSET_MINUTES),
  );
  const computed = computeDtr({
    from,
    to,
    days,
    punches: [
      ...punches.map((punch) => ({
        at: toLocalMinute(new Date(punch.at), WORK_UTC_OFFSET_MINUTES),
        direction: punch.direction,
      })),
      ...calendar.punches,
    ],
    asOf: toLocalMinute(new Date(), WORK_UTC_OFFSET_MINUTES),
  });
  const schedules = new Map(days.map((day) => [day.date, describeSchedule(day)]));
  const records = computed.map((day) => ({ ...day, schedule: schedules.get(day.date) ?? '' }));
  await replaceDtrDays(tx, orgId, employeeNumber, from, to, records);
  return { employee, days: records };
}
