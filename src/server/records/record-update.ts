import type { RecordItem } from '../../shared/api/records';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import { findOrgFlags } from '../organization/organization.repository';
import { diffRecords } from './record-diff';
import { afterRecordWrite, checkRecordSave, type RecordSave } from './record-hooks';
import { prepareRecordData } from './record-writes';
import { addHistory, updateRecord } from './records.repository';

/**
 * Saves new data over a live record the way every edit is saved: the definition's checks and
 * normalisation, its hooks' checks, a version bump (409 when someone saved in between), the
 * history entry and the hooks' follow-ups, all in the save's transaction. `accept` may refuse
 * the prepared data (an own-records-only user must still be named by it).
 */
export async function saveRecordUpdate(
  save: RecordSave,
  forms: FormRegistry,
  form: LoadedForm,
  record: RecordItem,
  input: Record<string, unknown>,
  accept: (data: Record<string, unknown>) => void = () => undefined,
): Promise<RecordItem> {
  const { tx, orgId, username } = save;
  const data = await prepareRecordData(tx, orgId, forms, form, input, {
    flags: await findOrgFlags(tx, orgId),
    previous: record.data,
  });
  accept(data);
  await checkRecordSave(save, form, data, record);
  const updated = await updateRecord(tx, orgId, form, record.id, record.version, data, username);
  if (!updated)
    throw new AppError(
      'conflict',
      `Someone else saved this ${form.definition.title} a moment ago. Reload to see their changes.`,
    );
  await addHistory(tx, orgId, updated, 'updated', username, diffRecords(record.data, data));
  await afterRecordWrite(save, updated, record);
  return updated;
}
