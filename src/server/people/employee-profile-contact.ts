import {
  CONTACT_FIELDS,
  EMPLOYEE_FORM_ID,
  type SelfContactUpdate,
} from '../../shared/api/employee-profile';
import { writeAudit } from '../audit/audit.repository';
import type { FormRegistry } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import type { RecordSave } from '../records/record-save';
import { saveRecordUpdate } from '../records/record-update';
import { findRecord } from '../records/records.repository';
import { masterForm, visibleEmployee, type EmployeeRecord } from './employee-profile.service';

const staleRecord = () =>
  new AppError(
    'conflict',
    'Your employee record was saved by someone else since you opened it. Reload to see the changes.',
  );

/**
 * The signed-in employee's own contact details merged into their master record, which then goes
 * through the engine's save like any edit: checks, hooks, version, history and audit.
 */
export async function updateOwnContact(
  save: RecordSave,
  forms: FormRegistry,
  who: Principal,
  { version, ...contact }: SelfContactUpdate,
): Promise<EmployeeRecord> {
  const { tx } = save;
  const { record } = await visibleEmployee(tx, who, { self: true });
  if (record.version !== version) throw staleRecord();
  const merged: Record<string, unknown> = { ...record.data };
  for (const field of CONTACT_FIELDS) {
    const value = contact[field];
    if (value === null) delete merged[field];
    else if (value !== undefined) merged[field] = value;
  }
  const current = await findRecord(tx, who.orgId, record.id);
  if (!current || current.version !== version) throw staleRecord();
  const updated = await saveRecordUpdate(save, forms, masterForm(forms), current, merged);
  await writeAudit(tx, {
    orgId: who.orgId,
    accountId: who.accountId,
    username: who.username,
    module: EMPLOYEE_FORM_ID,
    action: 'update own contact details',
    detail: { recordId: updated.id, version: updated.version },
    ip: save.ip,
  });
  return { id: updated.id, version: updated.version, data: updated.data };
}
