import type { RecordItem } from '../../../shared/api/records';
import type { HrDeviceTimeLogData } from '../../../shared/forms/record-types.generated';
import type { RecordSave } from '../../records/record-save';
import { nextDirection } from '../take-punch';
import { lastPunchesBefore, type ImportedPunch } from './imported-punches.repository';

/**
 * The punch of each device log, for the employee its check stored. A log without a direction
 * gets the web bundy's: an out after an in less than 16 hours before, otherwise an in. The
 * employee's logs are taken in time order, starting from their last punch before the first, so
 * an overnight shift pairs across midnight and a forgotten time out does not turn the rest of
 * the month around.
 */
export async function deviceLogPunches(
  save: RecordSave,
  records: readonly RecordItem[],
): Promise<ImportedPunch[]> {
  const logs = records
    .flatMap((record) => {
      const data = record.data as HrDeviceTimeLogData;
      const employeeNumber = data.employee?.employeeNumber;
      if (!employeeNumber) return [];
      return [{ id: record.id, employeeNumber, at: new Date(data.loggedAt), data }];
    })
    .sort(
      (a, b) => a.employeeNumber.localeCompare(b.employeeNumber) || a.at.getTime() - b.at.getTime(),
    );
  const firstOf = new Map<string, Date>();
  for (const log of logs)
    if (!firstOf.has(log.employeeNumber)) firstOf.set(log.employeeNumber, log.at);
  const last = await lastPunchesBefore(save.tx, save.orgId, firstOf);
  return logs.map(({ id, employeeNumber, at, data }) => {
    const before = last.get(employeeNumber);
    const direction =
      data.direction ??
      nextDirection(
        before ? { at: before.at.toISOString(), direction: before.direction } : null,
        at,
      );
    last.set(employeeNumber, { at, direction });
    return { employeeNumber, at, direction, sourceRecordId: id };
  });
}
