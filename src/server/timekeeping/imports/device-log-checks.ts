import type { FieldError } from '../../../shared/api/errors';
import type {
  HrBiometricMappingData,
  HrDeviceTimeLogData,
} from '../../../shared/forms/record-types.generated';
import { workClock } from '../../../shared/timekeeping/time-labels';
import type { RecordSave, SaveRow } from '../../records/record-save';
import { closedDate } from './closed-dates';
import { approvedReviews, mappingsOfDevices } from './imported-records.repository';

const userKey = (device: string, deviceUserId: string) => `${device}\u001f${deviceUserId}`;

/** Each device user's mapping: the active one where there is one (they come active first). */
async function mappingsOf(save: RecordSave, logs: readonly HrDeviceTimeLogData[]) {
  const devices = [...new Set(logs.map((log) => log.device))];
  const found = new Map<string, HrBiometricMappingData>();
  for (const mapping of await mappingsOfDevices(save.tx, save.orgId, devices)) {
    const key = userKey(mapping.device, mapping.deviceUserId);
    if (!found.has(key)) found.set(key, mapping);
  }
  return found;
}

/**
 * Checks device logs (one form save or a whole file): the device user has an active biometric
 * mapping, the log is not in the future, and its date is not in an approved time record. A
 * good log gets its employee here, on the data the save is about to store (hooks are handed
 * that very object), so the engine lists, filters and exports logs by employee.
 */
export async function checkDeviceLogs(
  save: RecordSave,
  rows: readonly SaveRow[],
): Promise<FieldError[][]> {
  const logs = rows.map((row) => row.data as HrDeviceTimeLogData);
  if (logs.length === 0) return [];
  const mappings = await mappingsOf(save, logs);
  const employeeOf = (log: HrDeviceTimeLogData) => {
    const mapping = mappings.get(userKey(log.device, log.deviceUserId));
    return mapping?.active ? mapping.employee : undefined;
  };
  const dates = logs.map((log) => workClock(log.loggedAt).slice(0, 10)).sort();
  const numbers = [...new Set(logs.map((log) => employeeOf(log)?.employeeNumber ?? ''))];
  const reviews = await approvedReviews(
    save.tx,
    save.orgId,
    numbers.filter(Boolean),
    dates[0] ?? '',
    dates.at(-1) ?? '',
  );
  const now = Date.now();
  return rows.map((row, index) => {
    const log = logs[index] as HrDeviceTimeLogData;
    const user = `Device ${log.device} user ${log.deviceUserId}`;
    const mapping = mappings.get(userKey(log.device, log.deviceUserId));
    const employee = employeeOf(log);
    const errors: FieldError[] = [];
    if (!mapping)
      errors.push({
        path: '/deviceUserId',
        message: `${user} is not mapped to an employee: add a mapping under Biometric mapping.`,
      });
    else if (!employee)
      errors.push({
        path: '/deviceUserId',
        message: `${user} is mapped to ${mapping.employee.label}, but the mapping is inactive: make it active under Biometric mapping.`,
      });
    if (Date.parse(log.loggedAt) > now)
      errors.push({
        path: '/loggedAt',
        message: 'Logged at is in the future: check the device clock.',
      });
    if (employee) {
      row.data.employee = employee;
      const closed = closedDate(
        reviews,
        employee.employeeNumber ?? '',
        workClock(log.loggedAt).slice(0, 10),
      );
      if (closed) errors.push({ path: '/loggedAt', message: closed });
    }
    return errors;
  });
}
