import type { Tx } from '../db/tenant';
import { canRead } from '../forms/form-access';
import type { FormRegistry } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { ownScope, recordEmployeeNumber } from './record-scope';
import { findRecord } from './records.repository';
import { waitsOn } from './workflow/waiting-on';

/**
 * The record and its form, if this user may see both (a user limited to their own records
 * sees only those, and an approver the records that wait on them); else a 404, the same as for
 * no such record. `waiting` says the record waits on this user's decision.
 */
export async function visibleRecordOrThrow(
  tx: Tx,
  forms: FormRegistry,
  who: Principal,
  id: string,
) {
  const record = await findRecord(tx, who.orgId, id);
  const form = record && forms.find(record.formId, who.orgId);
  if (!record || !form) throw new AppError('not_found', 'There is no such record.');
  const waiting = form.definition.workflow ? await waitsOn(tx, who, record.id) : false;
  if (waiting) return { record, form, waiting };
  if (!canRead(form.definition.access, who))
    throw new AppError('not_found', 'There is no such record.');
  const own = await ownScope(tx, who, form, 'read');
  if (own !== null && recordEmployeeNumber(form, record.data) !== own)
    throw new AppError('not_found', 'There is no such record.');
  return { record, form, waiting };
}
