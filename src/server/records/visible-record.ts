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
  // Whether it waits on this user is asked only where it matters: for a record the form does
  // not let them read, and for a workflow that gives the approver fields.
  const workflow = form.definition.workflow;
  const waiting = () => (workflow ? waitsOn(tx, who, record.id) : Promise.resolve(false));
  const mayRead = canRead(form.definition, who);
  const own = mayRead ? await ownScope(tx, who, form, 'read') : null;
  const readable = mayRead && (own === null || recordEmployeeNumber(form, record.data) === own);
  if (!readable) {
    if (await waiting()) return { record, form, waiting: true };
    throw new AppError('not_found', 'There is no such record.');
  }
  const approverEdits = workflow?.edits?.some((entry) => entry.by.includes('approver')) ?? false;
  return { record, form, waiting: approverEdits && (await waiting()) };
}
