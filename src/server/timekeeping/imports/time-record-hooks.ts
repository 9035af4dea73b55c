import type { RecordHooks } from '../../records/record-save';
import { replaceImportedPunches } from './replace-imported-punches';
import { checkTimeRecords } from './time-record-checks';
import { timeRecordPunches } from './time-record-punches';

/** Imported time records: each is the time in and out of an employee's day, as two punches. */
export const timeRecordHooks: RecordHooks = {
  check: async (save, data, previous) =>
    (await checkTimeRecords(save, [{ id: previous?.id ?? '', data, previous }]))[0] ?? [],
  checkMany: checkTimeRecords,
  afterWrite: (save, record, previous) =>
    replaceImportedPunches(save, [{ record, previous }], timeRecordPunches),
  afterWriteMany: (save, writes) => replaceImportedPunches(save, writes, timeRecordPunches),
};
