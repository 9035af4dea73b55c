import type { UndoResult } from '../../../shared/api/import-batches';
import type { RecordItem } from '../../../shared/api/records';
import { writeAudit } from '../../audit/audit.repository';
import type { LoadedForm } from '../../forms/form-registry';
import { AppError } from '../../http/app-error';
import { diffRecords } from '../record-diff';
import type { RecordSave, RecordWrite } from '../record-save';
import { afterRecordWrites } from '../record-hooks';
import { recordLabel } from '../record-writes';
import { addHistories, deleteRecords, findRecords, WRITE_CHUNK } from '../records-bulk.repository';
import { updateRecord } from '../records.repository';
import {
  markUndone,
  writtenRows,
  type BatchRow,
  type WrittenRow,
} from './import-batches.repository';

type Data = Record<string, unknown>;

/** The record with the batch's before-values put back (null: the field was empty). */
function restored(current: Data, before: Data): Data {
  const data = { ...current };
  for (const [name, value] of Object.entries(before)) {
    if (value === null) delete data[name];
    else data[name] = value;
  }
  return data;
}

/** A 409 naming the records someone changed after the import, which an undo would overwrite. */
function refuseEdited(form: LoadedForm, edited: RecordItem[]) {
  const names = edited.slice(0, 10).map((record) => recordLabel(form, record.data));
  const more = edited.length > 10 ? ` and ${edited.length - 10} more` : '';
  return new AppError(
    'conflict',
    `This import cannot be undone: ${edited.length} record(s) were changed after it (${names.join('; ')}${more}). Undo those changes first, or edit the records by hand.`,
  );
}

/**
 * Takes a committed batch back in the caller's transaction: the records it created are deleted
 * (as a delete from the list does, with history, and the hooks' follow-ups such as disabling
 * an employee's account) and the fields it changed get their values before it. Refused (409)
 * when any of its records was changed since, or when it is not committed (an undo twice).
 */
export async function undoBatch(
  save: RecordSave,
  form: LoadedForm,
  batch: BatchRow,
): Promise<UndoResult> {
  const { tx, orgId, username } = save;
  if (batch.state !== 'committed')
    throw new AppError(
      'conflict',
      batch.state === 'undone'
        ? 'This import is already undone.'
        : 'Only a committed import can be undone.',
    );
  const rows = await writtenRows(tx, orgId, batch.id);
  const current = await findRecords(
    tx,
    orgId,
    rows.map((row) => row.recordId),
  );
  const edited = rows
    .map((row) => current.get(row.recordId))
    .filter((record, index) => !record || record.version !== rows[index]?.versionAfter);
  if (edited.length > 0)
    throw refuseEdited(
      form,
      edited.filter((r): r is RecordItem => !!r),
    );
  if (!(await markUndone(tx, orgId, batch.id)))
    throw new AppError('conflict', 'This import is already undone.');

  const writes: RecordWrite[] = [];
  const created = rows.filter((row) => row.action === 'created').map((row) => row.recordId);
  for (let at = 0; at < created.length; at += WRITE_CHUNK) {
    const deleted = await deleteRecords(tx, orgId, created.slice(at, at + WRITE_CHUNK), username);
    await addHistories(
      tx,
      orgId,
      deleted.map((record) => ({ record, action: 'deleted', changes: [] })),
      username,
      batch.id,
    );
    writes.push(...deleted.map((record) => ({ record, previous: current.get(record.id) ?? null })));
  }
  const updated = rows.filter(
    (row): row is WrittenRow & { before: Data } => row.action === 'updated' && !!row.before,
  );
  for (const row of updated) {
    const previous = current.get(row.recordId) as RecordItem;
    const data = restored(previous.data, row.before);
    const record = await updateRecord(
      tx,
      orgId,
      form,
      previous.id,
      previous.version,
      data,
      username,
    );
    if (!record) throw refuseEdited(form, [previous]);
    await addHistories(
      tx,
      orgId,
      [{ record, action: 'updated', changes: diffRecords(previous.data, data) }],
      username,
      batch.id,
    );
    writes.push({ record, previous });
  }
  await afterRecordWrites(save, form, writes);
  await writeAudit(tx, {
    orgId,
    accountId: save.accountId,
    username,
    module: form.definition.formId,
    action: 'import-undo',
    detail: {
      batchId: batch.id,
      file: batch.fileName,
      deleted: created.length,
      restored: updated.length,
    },
    ip: save.ip,
  });
  return { deleted: created.length, restored: updated.length };
}
