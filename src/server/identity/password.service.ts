import { setTimeout as sleep } from 'node:timers/promises';
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
import { withOrg, type Tx } from '../db/tenant';
import { fieldError } from '../http/app-error';
import { mailerFor } from '../mail/mailer';
import { queueAccountMail } from '../mail/outbox.repository';
import type { Principal } from '../plugins/guard';
import { issueAccountLink, NO_ACCOUNT, spendAccountLinks } from './account-links';
import {
  findAccountById,
  findAccountByUsername,
  toAccount,
  type AccountRow,
} from './accounts.repository';
import { hashSecret, verifySecret } from './passwords';
import { revokeAccountSessions } from './sessions.repository';
import {
  assertNotThrottled,
  clearAccountFailures,
  clearAddressFailures,
  recordFailure,
  throttleKeys,
} from './sign-in-throttle';
import { sha256 } from './tokens';

const RESET_TTL_MINUTES = 60;

function assertPolicy(newPassword: string): void {
  const check = checkPassword(newPassword);
  if (!check.ok) throw fieldError('/newPassword', check.message);
}

/**
 * The signed-in user's password, checked again before a change of password, PIN or second
 * factor. A wrong one counts as a failed sign-in of the account from this address, so a
 * session left open is no way around the sign-in throttle.
 */
export async function recheckPassword(
  db: Kysely<Database>,
  config: Config,
  who: Principal,
  ip: string,
  { path, password, wrong }: { path: string; password: string; wrong: string },
): Promise<AccountRow> {
  const now = new Date();
  const keys = throttleKeys(who.orgId, who.username, ip);
  await assertNotThrottled(db, keys, now);
  const row = await withOrg(db, who.orgId, (tx) => findAccountById(tx, who.orgId, who.accountId));
  if (!row || !(await verifySecret(row.password_hash, password))) {
    await recordFailure(db, keys, now, config.throttle);
    throw fieldError(path, wrong);
  }
  await clearAddressFailures(db, keys);
  return row;
}

/**
 * Changes the signed-in user's password. Completing the 'Change Password' step of a first
 * sign-in sets its flag and makes the account Active; other sessions of the account end, and
 * so does every link mailed to it.
 */
export async function changePassword(
  db: Kysely<Database>,
  config: Config,
  who: Principal,
  input: ChangePasswordRequest,
  ip: string,
): Promise<Account> {
  assertPolicy(input.newPassword);
  if (input.newPassword === input.currentPassword) {
    throw fieldError('/newPassword', 'New password must be different from the current password.');
  }
  const row = await recheckPassword(db, config, who, ip, {
    path: '/currentPassword',
    password: input.currentPassword,
    wrong: 'Current password is incorrect.',
  });
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
    await spendAccountLinks(tx, who.orgId, who.accountId);
    await writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: 'Account',
      action: completesStep ? 'change-password-step-completed' : 'password-changed',
      ip,
    });
    return toAccount(updated, who.grants);
  });
}

/**
 * A reset request is answered no sooner than this, so what the work for a real and an unknown
 * username still differs by (the rows stored) hides under it, even on a busy database.
 */
const RESET_ANSWER_MS = 250;

/**
 * Mails a one-hour reset link when the account exists and is enabled; the caller always answers
 * the same, in the same time. The link is the account's only working one.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  config: Config,
  input: ForgotPasswordRequest,
  ip: string,
): Promise<void> {
  const answerAt = Date.now() + RESET_ANSWER_MS;
  await queueResetLink(db, config, input, ip);
  await sleep(Math.max(0, answerAt - Date.now()));
}

/**
 * An unknown or disabled username runs the same statements as a real one, which then match no
 * account and store nothing but the audit entry.
 */
async function queueResetLink(
  db: Kysely<Database>,
  config: Config,
  input: ForgotPasswordRequest,
  ip: string,
): Promise<void> {
  const org = await db
    .selectFrom('organizations')
    .select('org_id')
    .where('org_id', '=', input.orgId)
    .executeTakeFirst();
  if (!org) return;
  await withOrg(db, input.orgId, async (tx) => {
    const found = await findAccountByUsername(tx, input.orgId, input.username);
    const account = found && !found.disabled_at ? found : null;
    await mailResetLink(tx, config, input.orgId, account, input.username);
    await writeAudit(tx, {
      orgId: input.orgId,
      accountId: account?.account_id ?? null,
      username: account?.username ?? input.username,
      module: 'Account',
      action: 'password-reset-requested',
      ip,
    });
  });
}

/**
 * Mails an account the link that sets a new password; for no account (an unknown username) the
 * same statements run and match nothing, so the answer's timing says nothing.
 */
export async function mailResetLink(
  tx: Tx,
  config: Config,
  orgId: string,
  account: Pick<AccountRow, 'account_id' | 'first_name' | 'username'> | null,
  askedUsername: string,
): Promise<void> {
  const accountId = account?.account_id ?? NO_ACCOUNT;
  const token = await issueAccountLink(tx, orgId, accountId, 'reset', RESET_TTL_MINUTES * 60_000);
  const mailer = await mailerFor(tx, orgId, config.publicUrl);
  const mail = await mailer.compose('password-reset', {
    firstName: account?.first_name ?? '',
    username: account?.username ?? askedUsername,
    link: `${config.publicUrl}/session/forgot-password?org=${encodeURIComponent(orgId)}&token=${token}`,
    minutes: RESET_TTL_MINUTES,
  });
  await queueAccountMail(tx, orgId, accountId, mail);
}

/**
 * Sets a new password from a mailed link: the link works once, every other link of the account
 * is spent and every session ends.
 */
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
    await spendAccountLinks(tx, input.orgId, reset.account_id);
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
  config: Config,
  who: Principal,
  input: PinRequest,
  ip: string,
): Promise<void> {
  await recheckPassword(db, config, who, ip, {
    path: '/password',
    password: input.password,
    wrong: 'Password is incorrect.',
  });
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
