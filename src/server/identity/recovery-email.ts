import type { Kysely } from 'kysely';
import type {
  ConfirmRecoveryEmailRequest,
  ConfirmRecoveryEmailResponse,
} from '../../shared/api/identity';
import { writeAudit } from '../audit/audit.repository';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { withOrg, type Tx } from '../db/tenant';
import { fieldError } from '../http/app-error';
import { mailerFor } from '../mail/mailer';
import { queueMail } from '../mail/outbox.repository';
import { can } from '../../shared/access/capabilities';
import { grantsFor } from './account-grants';
import { spendAccountLinks } from './account-links';
import type { AccountRow } from './accounts.repository';
import { verifySecret } from './passwords';
import {
  assertNotThrottled,
  clearAddressFailures,
  recordFailure,
  throttleKeys,
} from './sign-in-throttle';
import { newSecretToken, sha256 } from './tokens';

const CONFIRM_TTL_HOURS = 24;

/** A change of the master's e-mail, made in a save's transaction by someone (or the system). */
export interface EmailChange {
  tx: Tx;
  orgId: string;
  config: Config;
  ip: string | null;
  by: { accountId: string | null; username: string };
}

const sameAddress = (stored: string | null, email: string) =>
  stored?.trim().toLowerCase() === email.trim().toLowerCase();

/** Who manages the organisation's users may move anyone's sign-in e-mail at once. */
async function managesUsers(tx: Tx, orgId: string, accountId: string | null): Promise<boolean> {
  if (!accountId) return false;
  const row = await tx
    .selectFrom('accounts')
    .select('roles')
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return !!row && can(await grantsFor(tx, orgId, row.roles), 'users.manage');
}

/** Ends the account's changes still waiting for confirmation. */
const spendPendingChanges = (tx: Tx, orgId: string, accountId: string) =>
  tx
    .updateTable('account_email_changes')
    .set({ used_at: new Date() })
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();

/**
 * Sets the recovery address. Links mailed to the old one (resets, first sign-in) and changes
 * still waiting stop working.
 */
async function moveRecoveryEmail(tx: Tx, orgId: string, accountId: string, email: string) {
  await tx
    .updateTable('accounts')
    .set({ email, updated_at: new Date() })
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .execute();
  await spendAccountLinks(tx, orgId, accountId);
  await spendPendingChanges(tx, orgId, accountId);
}

const audit = (change: EmailChange, action: string, account: AccountRow, email: string) =>
  writeAudit(change.tx, {
    orgId: change.orgId,
    accountId: change.by.accountId,
    username: change.by.username,
    module: 'Account',
    action,
    detail: { target: account.username, from: account.email, to: email },
    ip: change.ip,
  });

/**
 * The person's e-mail on the employee master changed. The account's recovery address (where
 * reset links go) follows at once only for an account that never had a password, or when an
 * admin made the change; the old address is told. Otherwise the new address gets a link, and
 * the change waits until the account's owner opens it and confirms with their password; the
 * old address is told that a change was asked.
 */
export async function changeRecoveryEmail(
  change: EmailChange,
  account: AccountRow,
  email: string,
): Promise<void> {
  if (sameAddress(account.email, email)) return;
  const { tx, orgId, config } = change;
  // A new hire not yet activated has nothing to take over; a link mailed to a mistyped
  // address stops working, and HR sends the first sign-in link again.
  if (!account.password_hash) {
    await moveRecoveryEmail(tx, orgId, account.account_id, email);
    await audit(change, 'recovery-email-set', account, email);
    return;
  }
  const mailer = await mailerFor(tx, orgId, config.publicUrl);
  const about = { firstName: account.first_name, username: account.username };
  if (await managesUsers(tx, orgId, change.by.accountId)) {
    await moveRecoveryEmail(tx, orgId, account.account_id, email);
    if (account.email)
      await queueMail(tx, orgId, {
        to: account.email,
        ...(await mailer.compose('sign-in-email-changed', {
          ...about,
          newEmail: email,
          changedBy: change.by.username,
        })),
      });
    await audit(change, 'recovery-email-changed', account, email);
    return;
  }
  await spendPendingChanges(tx, orgId, account.account_id);
  const askedBy = change.by.accountId === account.account_id ? null : change.by.username;
  const token = newSecretToken();
  await tx
    .insertInto('account_email_changes')
    .values({
      org_id: orgId,
      account_id: account.account_id,
      new_email: email,
      token_hash: sha256(token),
      requested_by: change.by.username,
      expires_at: new Date(Date.now() + CONFIRM_TTL_HOURS * 3_600_000),
    })
    .execute();
  await queueMail(tx, orgId, {
    to: email,
    ...(await mailer.compose('sign-in-email-confirm', {
      ...about,
      askedBy,
      link: `${config.publicUrl}/session/confirm-email?org=${encodeURIComponent(orgId)}&token=${token}`,
      hours: CONFIRM_TTL_HOURS,
    })),
  });
  if (account.email)
    await queueMail(tx, orgId, {
      to: account.email,
      ...(await mailer.compose('sign-in-email-asked', { ...about, askedBy, newEmail: email })),
    });
  await audit(change, 'recovery-email-change-requested', account, email);
}

const invalidLink = () =>
  fieldError('/token', 'This link is invalid, already used or expired. Ask for the change again.');

/**
 * The owner confirms a new recovery address from the link mailed to it, with the account's
 * password: a link that reached someone else (the person who typed the address, say) is not
 * enough. A wrong password counts as a failed sign-in of the account.
 */
export async function confirmRecoveryEmail(
  db: Kysely<Database>,
  config: Config,
  input: ConfirmRecoveryEmailRequest,
  ip: string,
): Promise<ConfirmRecoveryEmailResponse> {
  const { orgId } = input;
  const org = await db
    .selectFrom('organizations')
    .select('org_id')
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!org) throw invalidLink();
  const tokenHash = sha256(input.token);
  const pending = await withOrg(db, orgId, (tx) =>
    tx
      .selectFrom('account_email_changes as c')
      .innerJoin('accounts as a', (join) =>
        join.onRef('a.org_id', '=', 'c.org_id').onRef('a.account_id', '=', 'c.account_id'),
      )
      .selectAll('a')
      .select('c.new_email')
      .where('c.org_id', '=', orgId)
      .where('c.token_hash', '=', tokenHash)
      .where('c.used_at', 'is', null)
      .where('c.expires_at', '>', new Date())
      .where('a.disabled_at', 'is', null)
      .executeTakeFirst(),
  );
  if (!pending) throw invalidLink();
  const now = new Date();
  const keys = throttleKeys(orgId, pending.username, ip);
  await assertNotThrottled(db, keys, now);
  if (!(await verifySecret(pending.password_hash, input.password))) {
    await recordFailure(db, keys, now, config.throttle);
    throw fieldError('/password', 'Password is incorrect.');
  }
  await withOrg(db, orgId, async (tx) => {
    const spent = await tx
      .updateTable('account_email_changes')
      .set({ used_at: new Date() })
      .where('org_id', '=', orgId)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('account_id')
      .executeTakeFirst();
    if (!spent) throw invalidLink();
    await moveRecoveryEmail(tx, orgId, pending.account_id, pending.new_email);
    if (pending.email) {
      const mailer = await mailerFor(tx, orgId, config.publicUrl);
      await queueMail(tx, orgId, {
        to: pending.email,
        ...(await mailer.compose('sign-in-email-changed', {
          firstName: pending.first_name,
          username: pending.username,
          newEmail: pending.new_email,
          changedBy: null,
        })),
      });
    }
    await audit(
      { tx, orgId, config, ip, by: { accountId: pending.account_id, username: pending.username } },
      'recovery-email-confirmed',
      pending,
      pending.new_email,
    );
  });
  await clearAddressFailures(db, keys);
  return {
    message: `Your sign-in e-mail is now ${pending.new_email}. Password reset links will go there.`,
    email: pending.new_email,
  };
}
