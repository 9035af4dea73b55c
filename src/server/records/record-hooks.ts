import type { FieldError } from '../../shared/api/errors';
import type { RecordItem } from '../../shared/api/records';
import type { LoadedForm } from '../forms/form-registry';
import type { RecordSave, RecordWrite, SaveRow } from './record-save';
import { refuseRecord } from './record-writes';

/** Runs the modules' hooks of a save: every look-up goes through `save.modules.hooksOf`. */

/** The form's further checks of a save; throws the same 422 as the definition's own. */
export async function checkRecordSave(
  save: RecordSave,
  form: LoadedForm,
  data: Record<string, unknown>,
  previous: RecordItem | null,
): Promise<void> {
  const hooks = save.modules.hooksOf(form);
  await hooks?.prepare?.(save, data);
  const errors = (await hooks?.check?.(save, data, previous)) ?? [];
  if (errors.length > 0) throw refuseRecord(form, errors);
}

/** The follow-ups of a stored create, update, delete or restore. */
export async function afterRecordWrite(
  save: RecordSave,
  record: RecordItem,
  previous: RecordItem | null,
): Promise<void> {
  const form = save.forms.find(record.formId, save.orgId);
  if (form) await save.modules.hooksOf(form)?.afterWrite?.(save, record, previous);
}

/** The form's further checks of many saves: errors per row (a form without hooks has none). */
export async function checkRecordSaves(
  save: RecordSave,
  form: LoadedForm,
  rows: readonly SaveRow[],
): Promise<FieldError[][]> {
  const hooks = save.modules.hooksOf(form);
  if (hooks?.prepare) for (const row of rows) await hooks.prepare(save, row.data);
  if (hooks?.checkMany) return hooks.checkMany(save, rows);
  const check = hooks?.check;
  if (!check) return rows.map(() => []);
  const errors: FieldError[][] = [];
  for (const row of rows) errors.push(await check(save, row.data, row.previous));
  return errors;
}

/** `afterRecordWrite` for many records of one form, in bulk where the form's hooks can. */
export async function afterRecordWrites(
  save: RecordSave,
  form: LoadedForm,
  writes: readonly RecordWrite[],
): Promise<void> {
  const hooks = save.modules.hooksOf(form);
  if (hooks?.afterWriteMany) return hooks.afterWriteMany(save, writes);
  for (const write of writes) await hooks?.afterWrite?.(save, write.record, write.previous);
}
