import type { RecordItem } from '../../shared/api/records';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import { findOrgFlags } from '../organization/organization.repository';
import { markRecord } from './approvals/mark-record';
import { diffRecords } from './record-diff';
import type { RecordSave } from './record-save';
import { afterRecordWrite, checkRecordSave } from './record-hooks';
import { prepareRecordData } from './record-writes';
import { addHistory, findRecord, insertRecord, updateRecord } from './records.repository';

/**
 * Saves a record the way every create and edit is saved: the definition's checks and
 * normalisation, its hooks' checks, the write (for an edit a version bump, 409 when someone saved
 * in between), the history entry and the hooks' follow-ups, all in the save's transaction.
 * `accept` may refuse the prepared data (an own-records-only user must still be named by it).
 */
async function saveRecord(
  save: RecordSave,
  forms: FormRegistry,
  form: LoadedForm,
  previous: RecordItem | null,
  input: Record<string, unknown>,
  accept: (data: Record<string, unknown>) => void,
): Promise<RecordItem> {
  const { tx, orgId, username } = save;
  const data = await prepareRecordData(tx, orgId, forms, form, input, {
    flags: await findOrgFlags(tx, orgId),
    savedBy: username,
    ...(previous ? { previous: previous.data } : {}),
  });
  accept(data);
  await checkRecordSave(save, form, data, previous);
  const written = previous
    ? await updateRecord(tx, orgId, form, previous.id, previous.version, data, username)
    : await insertRecord(tx, orgId, form, data, username);
  if (!written)
    throw new AppError(
      'conflict',
      `Someone else saved this ${form.definition.title} a moment ago. Reload to see their changes.`,
    );
  await addHistory(
    tx,
    orgId,
    written,
    previous ? 'updated' : 'created',
    username,
    diffRecords(previous?.data ?? {}, data),
  );
  await afterRecordWrite(save, written, previous);
  return asStored(save, written);
}

/** Saves new data over a live record (see `saveRecord`). */
export const saveRecordUpdate = (
  save: RecordSave,
  forms: FormRegistry,
  form: LoadedForm,
  record: RecordItem,
  input: Record<string, unknown>,
  accept: (data: Record<string, unknown>) => void = () => undefined,
) => saveRecord(save, forms, form, record, input, accept);

/** Creates a record (see `saveRecord`). */
export const saveRecordCreate = (
  save: RecordSave,
  forms: FormRegistry,
  form: LoadedForm,
  input: Record<string, unknown>,
  accept: (data: Record<string, unknown>) => void = () => undefined,
) => saveRecord(save, forms, form, null, input, accept);

/**
 * A workflow's move of a record to another state (taken, or settled by an approval): the state
 * is marked without the edit checks, and the form's hooks follow it up as after any save.
 */
export async function moveRecord(
  save: RecordSave,
  record: RecordItem,
  field: string,
  to: string,
): Promise<RecordItem> {
  const moved = await markRecord(save, record, { [field]: to });
  await afterRecordWrite(save, moved, record);
  return asStored(save, moved);
}

/** The record as its hooks left it: a follow-up may mark it (a hired applicant's employee). */
async function asStored(save: RecordSave, record: RecordItem): Promise<RecordItem> {
  return (await findRecord(save.tx, save.orgId, record.id)) ?? record;
}
