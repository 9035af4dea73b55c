import type { RecordHooks } from '../../records/record-save';
import { checkDeviceLogs } from './device-log-checks';
import { deviceLogPunches } from './device-log-punches';
import { replaceImportedPunches } from './replace-imported-punches';

/** Biometric device logs: each is one punch of the employee its device user is mapped to. */
export const deviceLogHooks: RecordHooks = {
  check: async (save, data, previous) =>
    (await checkDeviceLogs(save, [{ id: previous?.id ?? '', data, previous }]))[0] ?? [],
  checkMany: checkDeviceLogs,
  afterWrite: (save, record, previous) =>
    replaceImportedPunches(save, [{ record, previous }], (records) =>
      deviceLogPunches(save, records),
    ),
  afterWriteMany: (save, writes) =>
    replaceImportedPunches(save, writes, (records) => deviceLogPunches(save, records)),
};
