import type { RecordItem } from '../../shared/api/records';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import type { Tx } from '../db/tenant';
import { foundOrNull } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { visibleEmployee } from './employee-profile.service';
import { isOnChart } from './organization-chart';

/**
 * Whether a file of an employee master record reaches this user beyond the engine's access to
 * the record: the photo of someone on the organisation chart, which everyone signed in sees,
 * and the files of one's own record, which the profile shows its employee.
 */
export async function employeeFileVisible(
  tx: Tx,
  who: Principal,
  record: RecordItem,
  fileId: string,
): Promise<boolean> {
  const photo = record.data.photo as { id?: unknown } | undefined;
  if (photo?.id === fileId && (await isOnChart(tx, who.orgId, record.id, todayAtWork())))
    return true;
  const own = await foundOrNull(visibleEmployee(tx, who, { self: true }));
  return own?.record.id === record.id;
}
