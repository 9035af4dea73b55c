import type { Tx } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import { readableForm } from '../forms/readable-form';
import { AppError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { ownScope, recordEmployeeNumber } from './record-scope';
import { findRecord } from './records.repository';

/**
 * The record and its form, if this user may see both (a user limited to their own records
 * sees only those); else a 404, the same as for no such record.
 */
export async function visibleRecordOrThrow(
  tx: Tx,
  forms: FormRegistry,
  who: Principal,
  id: string,
) {
  const record = await findRecord(tx, who.orgId, id);
  const found = record && forms.find(record.formId, who.orgId);
  if (!record || !found) throw new AppError('not_found', 'There is no such record.');
  const form = readableForm(forms, found.definition.formId, who);
  const own = await ownScope(tx, who, form, 'read');
  if (own !== null && recordEmployeeNumber(form, record.data) !== own)
    throw new AppError('not_found', 'There is no such record.');
  return { record, form };
}
