import type { Kysely } from 'kysely';
import type {
  Account,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  PinRequest,
  ResetPasswordRequest,
} from '../../shared/api/identity';
import { checkPassword } from '../../shared/password-policy';
import { writeAudit } from '../audit/audit.repository';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { fieldError } from '../http/app-error';
import { queueMail } from '../mail/outbox.repository';
import type { Principal } from '../plugins/guard';
import { findAccountById, findAccountByUsername, toAccount } from './accounts.repository';
import { hashSecret, verifySecret } from './passwords';
import { revokeAccountSessions } from './sessions.repository';
import { clearAccountFailures } from './sign-in-throttle';
import { newSecretToken, sha256 } from './tokens';

const RESET_TTL_MINUTES = 60;

function assertPolicy(newPassword: string): void {
  const check = checkPassword(newPassword);
  if (!check.ok) throw fieldError('/newPassword', check.message);
}

/**
 * Changes the signed-in user's password. Completing the 'Change Password' step of a first
 * sign-in sets its flag and makes the account Active; other sessions of the account end.
 */
export async function changePassword(
  db: Kysely<Database>,
  who: Principal,
  input: ChangePasswordRequest,
  ip: string,
): Promise<Account> {
  assertPolicy(input.newPassword);
  if (input.newPassword === input.currentPassword) {
    throw fieldError('/newPassword', 'New password must be different from the current password.');
  }
  const row = await withOrg(db, who.orgId, (tx) => findAccountById(tx, who.orgId, who.accountId));
  if (!row || !(await verifySecret(row.password_hash, input.currentPassword))) {
    throw fieldError('/currentPassword', 'Current password is incorrect.');
  }
  const passwordHash = await hashSecret(input.newPassword);
  return withOrg(db, who.orgId, async (tx) => {
    const completesStep = row.status === 'Change Password';
    const updated = await tx
      .updateTable('accounts')
      .set({
        password_hash: passwordHash,
        updated_at: new Date(),
        ...(completesStep
          ? { status: 'Active', steps: JSON.stringify({ ...row.steps, changePassword: true }) }
          : {}),
      })
      .where('org_id', '=', who.orgId)
      .where('account_id', '=', who.accountId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeAccountSessions(tx, who.orgId, who.accountId, who.sessionId);
    await writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: 'Account',
      action: completesStep ? 'change-password-step-completed' : 'password-changed',
      ip,
    });
    return toAccount(updated);
  });
}

/** Mails a one-hour reset link when the account exists; the caller always answers the same. */
export async function requestPasswordReset(
  db: Kysely<Database>,
  config: Config,
  input: ForgotPasswordRequest,
  ip: string,
): Promise<void> {
  const org = await db
    .selectFrom('organizations')
    .select(['org_id', 'trade_name'])
    .where('org_id', '=', input.orgId)
    .executeTakeFirst();
  if (!org) return;
  await withOrg(db, input.orgId, async (tx) => {
    const account = await findAccountByUsername(tx, input.orgId, input.username);
    if (!account || account.disabled_at) return;
    const token = newSecretToken();
    await tx
      .insertInto('password_resets')
      .values({
        org_id: input.orgId,
        account_id: account.account_id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
      })
      .execute();
    const link = `${config.publicUrl}/session/forgot-password?org=${encodeURIComponent(input.orgId)}&token=${token}`;
    await queueMail(tx, input.orgId, {
      to: account.email ?? `${account.username}@${input.orgId}.invalid`,
      subject: `${org.trade_name}: reset your password`,
      text: `Hello ${account.first_name},\n\nSomeone asked to reset the password of your ${org.trade_name} account "${account.username}".\nTo choose a new password, open this link within ${RESET_TTL_MINUTES} minutes:\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
    });
    await writeAudit(tx, {
      orgId: input.orgId,
      accountId: account.account_id,
      username: account.username,
      module: 'Account',
      action: 'password-reset-requested',
      ip,
    });
  });
}

/** Sets a new password from a mailed link: the link works once, and every session ends. */
export async function resetPassword(
  db: Kysely<Database>,
  input: ResetPasswordRequest,
  ip: string,
): Promise<void> {
  assertPolicy(input.newPassword);
  const invalid = () =>
    fieldError('/token', 'This link is invalid, already used or expired. Ask for a new one.');
  const org = await db
    .selectFrom('organizations')
    .select('org_id')
    .where('org_id', '=', input.orgId)
    .executeTakeFirst();
  if (!org) throw invalid();
  const passwordHash = await hashSecret(input.newPassword);
  const username = await withOrg(db, input.orgId, async (tx) => {
    const reset = await tx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('org_id', '=', input.orgId)
      .where('token_hash', '=', sha256(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning(['account_id', 'purpose'])
      .executeTakeFirst();
    if (!reset) throw invalid();
    // A new hire's first password is one they chose: the first sign-in's change is done.
    const activation =
      reset.purpose === 'activation' ? { steps: JSON.stringify({ changePassword: true }) } : {};
    const account = await tx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, updated_at: new Date(), ...activation })
      .where('org_id', '=', input.orgId)
      .where('account_id', '=', reset.account_id)
      .returning(['username', 'account_id'])
      .executeTakeFirstOrThrow();
    await revokeAccountSessions(tx, input.orgId, reset.account_id);
    await writeAudit(tx, {
      orgId: input.orgId,
      accountId: account.account_id,
      username: account.username,
      module: 'Account',
      action: reset.purpose === 'activation' ? 'account-activated' : 'password-reset',
      ip,
    });
    return account.username;
  });
  await clearAccountFailures(db, input.orgId, username);
}

/** Sets the kiosk PIN after re-checking the password. */
export async function setPin(
  db: Kysely<Database>,
  who: Principal,
  input: PinRequest,
  ip: string,
): Promise<void> {
  const row = await withOrg(db, who.orgId, (tx) => findAccountById(tx, who.orgId, who.accountId));
  if (!row || !(await verifySecret(row.password_hash, input.password))) {
    throw fieldError('/password', 'Password is incorrect.');
  }
  const pinHash = await hashSecret(input.pin);
  await withOrg(db, who.orgId, async (tx) => {
    await tx
      .updateTable('accounts')
      .set({ pin_hash: pinHash, updated_at: new Date() })
      .where('org_id', '=', who.orgId)
      .where('account_id', '=', who.accountId)
      .execute();
    await writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: 'Account',
      action: 'pin-set',
      ip,
    });
  });
}
