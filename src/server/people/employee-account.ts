import type { RecordItem } from '../../shared/api/records';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import { writeAudit } from '../audit/audit.repository';
import { changeRecoveryEmail } from '../identity/recovery-email';
import { revokeAccountSessions } from '../identity/sessions.repository';
import { findEmployeeAccount } from '../directory/directory.repository';
import type { RecordSave } from '../records/record-save';
import { inviteToSignIn } from './invitation';

/** The sign-in name of a new hire's account: their employee number, unique in the organisation. */
export const usernameFor = (employeeNumber: string) => employeeNumber.toLowerCase();

/** Gone from the organisation: deleted, inactive, or separated on or before today. */
export function hasLeft(record: RecordItem | null, today: string): boolean {
  if (!record) return false;
  const data = record.data as ErsEmployeeData;
  return (
    record.deletedAt !== null ||
    !data.active ||
    (data.separationDate !== undefined && data.separationDate <= today)
  );
}

/**
 * What the account shows of the person (the session's name, department and position). The
 * e-mail is the person's contact; the account's recovery address follows it by its own rules
 * (identity/recovery-email.ts).
 */
const personOf = (data: ErsEmployeeData) => ({
  first_name: data.firstName,
  last_name: data.lastName,
  suffix: data.suffix ?? null,
  department: data.department ?? null,
  position: data.position ?? null,
});

/** A new employee's account: username = employee number, role employee, no password yet. */
export const newAccountValues = (orgId: string, data: ErsEmployeeData) => ({
  org_id: orgId,
  username: usernameFor(data.employeeNumber),
  employee_number: data.employeeNumber,
  ...personOf(data),
  email: data.email ?? null,
  roles: ['employee'],
  logged_in: false,
  steps: JSON.stringify({ changePassword: false }),
  // No password until the new hire sets one from the mailed link; an empty hash never matches.
  password_hash: '',
});

type Account = NonNullable<Awaited<ReturnType<typeof findEmployeeAccount>>>;

const auditAccount = (save: RecordSave, action: string, target: string, employeeNumber: string) =>
  writeAudit(save.tx, {
    orgId: save.orgId,
    accountId: save.accountId,
    username: save.username,
    module: 'Account',
    action,
    detail: { target, employeeNumber },
    ip: save.ip,
  });

/**
 * Keeps a linked account in step with its employee record: the person's details, and leaving
 * (deleted, inactive, separated) disables it and ends its sessions; coming back enables it
 * again. Only these transitions touch `disabled_at`, so an admin's own disabling of an active
 * employee's account stands. A new e-mail on the record asks to move the recovery address;
 * clearing it leaves the address as it is.
 */
export async function updateEmployeeAccount(
  save: RecordSave,
  account: Account,
  record: RecordItem,
  previous: RecordItem | null,
): Promise<void> {
  const { tx, orgId } = save;
  const data = record.data as ErsEmployeeData;
  const today = new Date().toISOString().slice(0, 10);
  const left = hasLeft(record, today);
  const wasGone = hasLeft(previous, today);
  const disabledAt = left && !wasGone ? new Date() : !left && wasGone ? null : account.disabled_at;
  await tx
    .updateTable('accounts')
    .set({ ...personOf(data), disabled_at: disabledAt, updated_at: new Date() })
    .where('org_id', '=', orgId)
    .where('account_id', '=', account.account_id)
    .execute();
  if (disabledAt !== account.disabled_at) {
    if (disabledAt) await revokeAccountSessions(tx, orgId, account.account_id);
    const action = disabledAt ? 'account-disabled' : 'account-enabled';
    await auditAccount(save, action, account.username, data.employeeNumber);
  }
  const before = (previous?.data as ErsEmployeeData | undefined)?.email;
  if (data.email && data.email !== before)
    await changeRecoveryEmail(
      {
        tx,
        orgId,
        config: save.config,
        ip: save.ip,
        by: { accountId: save.accountId, username: save.username },
      },
      account,
      data.email,
    );
}

/**
 * Keeps the employee's sign-in account in step with the master, in the save's transaction:
 * a new employee gets an account and, with an e-mail, the first sign-in link; an existing
 * account of that number is linked and renamed (`updateEmployeeAccount`).
 */
export async function syncEmployeeAccount(
  save: RecordSave,
  record: RecordItem,
  previous: RecordItem | null,
): Promise<void> {
  const { tx, orgId } = save;
  const data = record.data as ErsEmployeeData;
  const account = await findEmployeeAccount(tx, orgId, data.employeeNumber);
  if (account) return updateEmployeeAccount(save, account, record, previous);
  if (hasLeft(record, new Date().toISOString().slice(0, 10))) return;
  const created = await tx
    .insertInto('accounts')
    .values(newAccountValues(orgId, data))
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditAccount(save, 'account-created', created.username, data.employeeNumber);
  if (await inviteToSignIn(tx, orgId, save.config, created)) {
    await auditAccount(save, 'invitation-sent', created.username, data.employeeNumber);
  }
}
