import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import type { Tx } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import type { Principal } from '../plugins/guard';
import { recordLabel } from './record-writes';
import { accountEmployeeNumber, findEmployeeRecord } from '../directory/directory.repository';

/** The caller as an employee reference (what an `employeeRef` field stores), if they are one. */
export async function employeeReference(tx: Tx, forms: FormRegistry, who: Principal) {
  const employeeNumber = await accountEmployeeNumber(tx, who.orgId, who.accountId);
  const master = forms.get(EMPLOYEE_FORM_ID);
  const record = employeeNumber && (await findEmployeeRecord(tx, who.orgId, employeeNumber));
  if (!employeeNumber || !master || !record) return null;
  const data = record.data as Record<string, unknown>;
  return { id: record.id, label: recordLabel(master, data), employeeNumber };
}
