import type { RecordItem } from '../../shared/api/records';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import { findOrgFlags } from '../organization/organization.repository';
import { diffRecords } from './record-diff';
import { afterRecordWrite, checkRecordSave, type RecordSave } from './record-hooks';
import { prepareRecordData } from './record-writes';
import { addHistory, findRecord, insertRecord, updateRecord } from './records.repository';

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
  return asStored(save, updated);
}

/** Creates a record the way every create is saved: the same checks, history and follow-ups. */
export async function saveRecordCreate(
  save: RecordSave,
  forms: FormRegistry,
  form: LoadedForm,
  input: Record<string, unknown>,
  accept: (data: Record<string, unknown>) => void = () => undefined,
): Promise<RecordItem> {
  const { tx, orgId, username } = save;
  const data = await prepareRecordData(tx, orgId, forms, form, input, {
    flags: await findOrgFlags(tx, orgId),
  });
  accept(data);
  await checkRecordSave(save, form, data, null);
  const created = await insertRecord(tx, orgId, form, data, username);
  await addHistory(tx, orgId, created, 'created', username, diffRecords({}, data));
  await afterRecordWrite(save, created, null);
  return asStored(save, created);
}

/** The record as its hooks left it: a follow-up may mark it (a hired applicant's employee). */
async function asStored(save: RecordSave, record: RecordItem): Promise<RecordItem> {
  return (await findRecord(save.tx, save.orgId, record.id)) ?? record;
}
