import {
  CONTACT_FIELDS,
  EMPLOYEE_FORM_ID,
  type SelfContactUpdate,
} from '../../shared/api/employee-profile';
import { writeAudit } from '../audit/audit.repository';
import type { Tx } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import { findOrgFlags } from '../organization/organization.repository';
import type { Principal } from '../plugins/guard';
import { diffRecords } from '../records/record-diff';
import { prepareRecordData } from '../records/record-writes';
import { addHistory, updateRecord } from '../records/records.repository';
import { masterForm, visibleEmployee, type EmployeeRecord } from './employee-profile.service';

const staleRecord = () =>
  new AppError(
    'conflict',
    'Your employee record was saved by someone else since you opened it. Reload to see the changes.',
  );

/**
 * The signed-in employee's own contact details merged into their master record, which then goes
 * through the engine's preparation and checks like any save: versioned, with history and audit.
 */
export async function updateOwnContact(
  tx: Tx,
  forms: FormRegistry,
  { who, ip }: { who: Principal; ip: string },
  { version, ...contact }: SelfContactUpdate,
): Promise<EmployeeRecord> {
  const { record } = await visibleEmployee(tx, who, { self: true });
  if (record.version !== version) throw staleRecord();
  const merged: Record<string, unknown> = { ...record.data };
  for (const field of CONTACT_FIELDS) {
    const value = contact[field];
    if (value === null) delete merged[field];
    else if (value !== undefined) merged[field] = value;
  }
  const form = masterForm(forms);
  const data = await prepareRecordData(tx, who.orgId, forms, form, merged, {
    flags: await findOrgFlags(tx, who.orgId),
    previous: record.data,
  });
  const updated = await updateRecord(tx, who.orgId, form, record.id, version, data, who.username);
  if (!updated) throw staleRecord();
  await addHistory(tx, who.orgId, updated, 'updated', who.username, diffRecords(record.data, data));
  await writeAudit(tx, {
    orgId: who.orgId,
    accountId: who.accountId,
    username: who.username,
    module: EMPLOYEE_FORM_ID,
    action: 'update own contact details',
    detail: { recordId: updated.id, version: updated.version },
    ip,
  });
  return { id: updated.id, version: updated.version, data: updated.data };
}
