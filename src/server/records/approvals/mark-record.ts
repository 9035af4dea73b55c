import type { RecordItem } from '../../../shared/api/records';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { diffRecords } from '../record-diff';
import type { RecordSave } from '../record-save';
import { addHistory, findRecord, updateRecord } from '../records.repository';

/** A live record of a form by id, or null. */
export async function findLiveRecord<T extends RecordItem>(
  tx: Tx,
  orgId: string,
  formId: string,
  id: string,
): Promise<T | null> {
  const record = await findRecord(tx, orgId, id);
  return record && record.formId === formId && !record.deletedAt ? (record as T) : null;
}

/**
 * The approval's marks on a record (its status, what it replaced): written by the system, not
 * an edit, so the checks that refuse editing a filed record do not apply; the change is in the
 * record's history all the same.
 */
export async function markRecord<T extends RecordItem>(
  { tx, orgId, forms, username }: RecordSave,
  record: T,
  marks: Partial<T['data']>,
): Promise<T> {
  const form = forms.find(record.formId, orgId);
  if (!form) throw new Error(`The ${record.formId} definition is missing`);
  const data = { ...record.data, ...marks };
  const updated = await updateRecord(tx, orgId, form, record.id, record.version, data, username);
  if (!updated)
    throw new AppError(
      'conflict',
      `The ${form.definition.title.toLowerCase()} changed meanwhile; reload it and try again.`,
    );
  await addHistory(tx, orgId, updated, 'updated', username, diffRecords(record.data, data));
  return updated as T;
}
