import type { Kysely } from 'kysely';
import type { SignInRequest, SignInResponse } from '../../shared/api/identity';
import { writeAudit } from '../audit/audit.repository';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { AppError } from '../http/app-error';
import { grantsFor } from './account-grants';
import { findAccountByUsername, toAccount } from './accounts.repository';
import { verifySecret } from './passwords';
import { createSession } from './sessions.repository';
import {
  assertNotThrottled,
  clearAddressFailures,
  recordFailure,
  throttleKeys,
} from './sign-in-throttle';
import { issueCsrfToken, sessionToken } from './tokens';

interface Client {
  ip: string;
  userAgent: string | null;
}

const WRONG = 'Incorrect username or password.';

/**
 * Signs in with the organisation's username and password. The first successful sign-in moves
 * the account to 'Change Password' (spec section 4). Failures are throttled per account and
 * address; the answer never says whether the username exists.
 */
export async function signIn(
  db: Kysely<Database>,
  config: Config,
  input: SignInRequest,
  client: Client,
): Promise<SignInResponse> {
  const now = new Date();
  const keys = throttleKeys(input.orgId, input.username, client.ip);
  await assertNotThrottled(db, keys, now);
  const org = await db
    .selectFrom('organizations')
    .select('org_id')
    .where('org_id', '=', input.orgId)
    .executeTakeFirst();
  const row = org
    ? await withOrg(db, input.orgId, (tx) => findAccountByUsername(tx, input.orgId, input.username))
    : undefined;
  const passwordOk = await verifySecret(row?.password_hash ?? null, input.password);

  if (!row || !passwordOk) {
    await recordFailure(db, keys, now, config.throttle);
    if (org) {
      await withOrg(db, input.orgId, (tx) =>
        writeAudit(tx, {
          orgId: input.orgId,
          accountId: row?.account_id ?? null,
          username: input.username,
          module: 'Login',
          action: 'sign-in-failed',
          ip: client.ip,
        }),
      );
    }
    throw new AppError('unauthenticated', WRONG);
  }
  if (row.disabled_at)
    throw new AppError(
      'forbidden',
      'This account is disabled. Ask your administrator to enable it.',
    );

  const token = sessionToken(input.orgId);
  const { sessionId, account } = await withOrg(db, input.orgId, async (tx) => {
    const current = row.logged_in
      ? row
      : await tx
          .updateTable('accounts')
          // A new hire who chose their password from the invitation has nothing left to change.
          .set({
            status: row.steps.changePassword ? 'Active' : 'Change Password',
            logged_in: true,
            updated_at: now,
          })
          .where('org_id', '=', input.orgId)
          .where('account_id', '=', row.account_id)
          .returningAll()
          .executeTakeFirstOrThrow();
    const id = await createSession(tx, {
      orgId: input.orgId,
      accountId: row.account_id,
      token,
      ttlHours: config.sessionTtlHours,
      ...client,
    });
    await writeAudit(tx, {
      orgId: input.orgId,
      accountId: row.account_id,
      username: row.username,
      module: 'Login',
      action: row.logged_in ? 'sign-in' : 'first-sign-in',
      ip: client.ip,
    });
    return {
      sessionId: id,
      account: toAccount(current, await grantsFor(tx, input.orgId, current.roles)),
    };
  });
  await clearAddressFailures(db, keys);
  return { token, csrf: issueCsrfToken(config.appSecret, sessionId), account };
}
