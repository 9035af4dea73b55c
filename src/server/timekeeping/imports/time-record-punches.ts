import { WORK_UTC_OFFSET_MINUTES } from '../../../shared/constants';
import type { RecordItem } from '../../../shared/api/records';
import type { TkTimeRecordData } from '../../../shared/forms/record-types.generated';
import { minutesOfClock } from '../../../shared/timekeeping/clock-window';
import { fromLocalMinute, MINUTES_PER_DAY, startOfDate } from '../dtr/local-time';
import type { ImportedPunch } from './imported-punches.repository';

/**
 * The two punches of an imported time record, on the work clock: the time in on its date, the
 * time out on the same date, or the next when it is earlier than the time in (a night shift).
 */
export function timeRecordPunches(records: readonly RecordItem[]): ImportedPunch[] {
  return records.flatMap((record) => {
    const data = record.data as TkTimeRecordData;
    const employeeNumber = data.employee.employeeNumber;
    if (!employeeNumber) return [];
    const day = startOfDate(data.date);
    const timeIn = minutesOfClock(data.timeIn);
    const timeOut = minutesOfClock(data.timeOut);
    const out = day + timeOut + (timeOut < timeIn ? MINUTES_PER_DAY : 0);
    const punch = (minute: number, direction: ImportedPunch['direction']): ImportedPunch => ({
      employeeNumber,
      at: fromLocalMinute(minute, WORK_UTC_OFFSET_MINUTES),
      direction,
      sourceRecordId: record.id,
    });
    return [punch(day + timeIn, 'in'), punch(out, 'out')];
  });
}
