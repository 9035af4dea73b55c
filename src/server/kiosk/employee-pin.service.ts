import type { Kysely } from 'kysely';
import type { EmployeePinRequest, EmployeePinResponse } from '../../shared/api/kiosk';
import { writeAudit } from '../audit/audit.repository';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { AppError } from '../http/app-error';
import { displayName } from '../identity/accounts.repository';
import { findEmployeeAccount } from '../directory/directory.repository';
import { hashSecret } from '../identity/passwords';
import type { Principal } from '../plugins/guard';
import { clearPinFailures } from './pin-throttle';

/**
 * HR sets the kiosk PIN of an employee's account, audited as added or reset by whether the
 * account had one. A new PIN also lifts any lock that wrong PINs put on the employee number.
 */
export async function setEmployeePin(
  db: Kysely<Database>,
  who: Principal,
  input: EmployeePinRequest,
  ip: string,
): Promise<EmployeePinResponse> {
  const employeeNumber = input.employeeNumber.trim();
  const pinHash = await hashSecret(input.pin);
  const target = await withOrg(db, who.orgId, async (tx) => {
    const account = await findEmployeeAccount(tx, who.orgId, employeeNumber, 'enabled');
    if (!account?.employee_number)
      throw new AppError('not_found', `No active account has employee number ${employeeNumber}.`);
    await tx
      .updateTable('accounts')
      .set({ pin_hash: pinHash, updated_at: new Date() })
      .where('org_id', '=', who.orgId)
      .where('account_id', '=', account.account_id)
      .execute();
    await writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: 'Account',
      action: account.pin_hash ? 'pin-reset' : 'pin-added',
      detail: { target: account.username, employeeNumber: account.employee_number },
      ip,
    });
    return { employeeNumber: account.employee_number, employeeName: displayName(account) };
  });
  await clearPinFailures(db, who.orgId, employeeNumber);
  return target;
}
