import type { FieldError } from '../../../shared/api/errors';
import type { TkTimeRecordData } from '../../../shared/forms/record-types.generated';
import { todayAtWork } from '../../../shared/timekeeping/time-labels';
import type { RecordSave, SaveRow } from '../../records/record-save';
import { closedDate } from './closed-dates';
import { approvedReviews, timeRecordsOn } from './imported-records.repository';

/**
 * Checks imported time records (one form save or a whole file): a day that has begun, a time out
 * other than the time in, one record per employee and day (a second would double the punches),
 * and no date of an approved time record. Two queries however many rows.
 */
export async function checkTimeRecords(
  save: RecordSave,
  rows: readonly SaveRow[],
): Promise<FieldError[][]> {
  const { tx, orgId } = save;
  const records = rows.map((row) => row.data as TkTimeRecordData);
  if (records.length === 0) return [];
  const numbers = [...new Set(records.map((record) => record.employee.employeeNumber ?? ''))];
  const dates = records.map((record) => record.date).sort();
  const from = dates[0] ?? '';
  const to = dates.at(-1) ?? '';
  const [existing, reviews] = await Promise.all([
    timeRecordsOn(tx, orgId, numbers, from, to),
    approvedReviews(tx, orgId, numbers, from, to),
  ]);
  const holders = new Map(existing.map((held) => [`${held.employeeNumber}/${held.date}`, held.id]));
  const today = todayAtWork();
  return rows.map((row, index) => {
    const { employee, date, timeIn, timeOut } = records[index] as TkTimeRecordData;
    const number = employee.employeeNumber ?? '';
    const errors: FieldError[] = [];
    if (date > today)
      errors.push({
        path: '/date',
        message: 'Date is in the future: import days that have begun.',
      });
    if (timeIn === timeOut)
      errors.push({ path: '/timeOut', message: 'Time out must differ from time in.' });
    const key = `${number}/${date}`;
    const holder = holders.get(key);
    if (holder !== undefined && holder !== row.id)
      errors.push({
        path: '/date',
        message: `${employee.label} already has a time record on ${date}: change that one instead.`,
      });
    else holders.set(key, row.id);
    const closed = closedDate(reviews, number, date);
    if (closed) errors.push({ path: '/date', message: closed });
    return errors;
  });
}
