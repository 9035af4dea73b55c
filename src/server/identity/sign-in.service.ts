import type { Kysely } from 'kysely';
import type { SignInRequest, SignInResponse } from '../../shared/api/identity';
import type {
  PasswordSignInResponse,
  SecondFactorSignInRequest,
  SignInMethod,
} from '../../shared/api/second-factor';
import { requiresSecondFactor } from '../../shared/sign-in-policy';
import { SUSPENDED_MESSAGE } from '../../shared/api/organization';
import { writeAudit } from '../audit/audit.repository';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { AppError, fieldError } from '../http/app-error';
import { grantsFor } from './account-grants';
import {
  findAccountById,
  findAccountByUsername,
  toAccount,
  type AccountRow,
} from './accounts.repository';
import { verifySecret } from './passwords';
import { auditWrongCode, spendSecondFactorCode, WRONG_CODE } from './second-factor.service';
import { findSecondFactor } from './second-factor.repository';
import { assertPasswordSignInAllowed } from './sso/password-sign-in';
import { createSession } from './sessions.repository';
import {
  CHALLENGE_MAX_FAILURES,
  countChallengeFailure,
  createChallenge,
  findLiveChallenge,
  spendChallenge,
} from './sign-in-challenges';
import { signInPolicyOf } from './sign-in-policy.repository';
import {
  addressKeyOf,
  assertNotThrottled,
  clearAddressFailures,
  recordFailure,
  throttleKeys,
} from './sign-in-throttle';
import { issueCsrfToken, parseSessionToken, sessionToken } from './tokens';

interface Client {
  ip: string;
  userAgent: string | null;
}

const WRONG = 'Incorrect username or password.';

/**
 * Signs in with the organisation's username and password. The first successful sign-in moves
 * the account to 'Change Password' (spec section 4). Failures are throttled per account and
 * address; the answer never says whether the username exists. An account with a second factor
 * gets a challenge for the code step instead of a session, and its failures stay counted until
 * that step is passed too.
 */
export async function signIn(
  db: Kysely<Database>,
  config: Config,
  input: SignInRequest,
  client: Client,
): Promise<PasswordSignInResponse> {
  const now = new Date();
  const keys = throttleKeys(input.orgId, input.username, client.ip);
  await assertNotThrottled(db, keys, now);
  const org = await db
    .selectFrom('organizations')
    .select(['org_id', 'suspended_at'])
    .where('org_id', '=', input.orgId)
    .executeTakeFirst();
  // The sign-in page already says so (its resources): no password is tried or counted.
  if (org?.suspended_at) throw new AppError('org_suspended', SUSPENDED_MESSAGE);
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
  await assertPasswordSignInAllowed(db, row);
  if (row.disabled_at)
    throw new AppError(
      'forbidden',
      'This account is disabled. Ask your administrator to enable it.',
    );
  return continueSignIn(db, config, row, client, 'password');
}

/**
 * What follows a first step that proved who is signing in (`method`: the right password, or the
 * organisation's identity provider): the code step when the account has an authenticator;
 * otherwise the session, marked to enrol one first when the organisation's policy requires it
 * of the account's roles. The account's failures from this address are forgiven only once a
 * session opens.
 */
export async function continueSignIn(
  db: Kysely<Database>,
  config: Config,
  row: AccountRow,
  client: Client,
  method: SignInMethod,
): Promise<PasswordSignInResponse> {
  type Next = { challenge: string } | { mustEnrolSecondFactor: boolean };
  const next = await withOrg(db, row.org_id, async (tx): Promise<Next> => {
    const factor = await findSecondFactor(tx, row.org_id, row.account_id);
    if (factor?.confirmed_at)
      return { challenge: await createChallenge(tx, row.org_id, row.account_id, method) };
    const policy = await signInPolicyOf(tx, row.org_id);
    return { mustEnrolSecondFactor: requiresSecondFactor(policy, row.roles) };
  });
  if ('challenge' in next) return { secondFactor: 'totp', challenge: next.challenge };
  const session = await openSession(db, config, row, client, method, next.mustEnrolSecondFactor);
  await clearAddressFailures(db, throttleKeys(row.org_id, row.username, client.ip));
  return session;
}

/**
 * The session of a sign-in that passed every step. The first password sign-in moves the account
 * to 'Change Password' (spec section 4); one through the identity provider has no password of
 * ours to change.
 */
async function openSession(
  db: Kysely<Database>,
  config: Config,
  row: AccountRow,
  client: Client,
  method: SignInMethod,
  mustEnrolSecondFactor: boolean,
): Promise<SignInResponse> {
  const now = new Date();
  const orgId = row.org_id;
  const token = sessionToken(orgId);
  // A new hire who chose their password from the invitation has nothing left to change.
  const passwordStatus = row.steps.changePassword ? 'Active' : 'Change Password';
  const firstStatus = method === 'password' ? passwordStatus : row.status;
  const { sessionId, account } = await withOrg(db, orgId, async (tx) => {
    const current = row.logged_in
      ? row
      : await tx
          .updateTable('accounts')
          .set({ status: firstStatus, logged_in: true, updated_at: now })
          .where('org_id', '=', orgId)
          .where('account_id', '=', row.account_id)
          .returningAll()
          .executeTakeFirstOrThrow();
    const id = await createSession(tx, {
      orgId,
      accountId: row.account_id,
      token,
      ttlHours: config.sessionTtlHours,
      mustEnrolSecondFactor,
      ...client,
    });
    await writeAudit(tx, {
      orgId,
      accountId: row.account_id,
      username: row.username,
      module: 'Login',
      action: method === 'sso' ? 'sign-in-sso' : row.logged_in ? 'sign-in' : 'first-sign-in',
      ip: client.ip,
    });
    return {
      sessionId: id,
      account: toAccount(current, await grantsFor(tx, orgId, current.roles)),
    };
  });
  return {
    token,
    csrf: issueCsrfToken(config.appSecret, sessionId),
    account,
    mustEnrolSecondFactor,
  };
}

const expired = (message: string) => fieldError('/challenge', message);
const EXPIRED = 'This sign-in has expired. Sign in again.';

/**
 * The code step: a code from the authenticator app, or a recovery code, for a live challenge.
 * A wrong code counts in the sign-in throttle like a wrong password, and a challenge dies after
 * a few; the right one spends the challenge and the code, and opens the session.
 */
export async function completeSecondFactor(
  db: Kysely<Database>,
  config: Config,
  input: SecondFactorSignInRequest,
  client: Client,
): Promise<SignInResponse> {
  const now = new Date();
  const addressKeys = addressKeyOf(client.ip);
  await assertNotThrottled(db, addressKeys, now);
  const named = parseSessionToken(input.challenge);
  const found =
    named?.orgId === input.orgId
      ? await withOrg(db, input.orgId, (tx) => findLiveChallenge(tx, input.orgId, input.challenge))
      : undefined;
  if (!found) {
    // Guessing challenges costs the address like guessing passwords.
    await recordFailure(db, addressKeys, now, config.throttle);
    throw expired(EXPIRED);
  }
  const keys = throttleKeys(input.orgId, found.username, client.ip);
  await assertNotThrottled(db, keys, now);

  const outcome = await withOrg(db, input.orgId, async (tx) => {
    const challenge = await findLiveChallenge(tx, input.orgId, input.challenge, true);
    if (!challenge) return { kind: 'expired' as const };
    const [row, factor] = await Promise.all([
      findAccountById(tx, input.orgId, challenge.account_id),
      findSecondFactor(tx, input.orgId, challenge.account_id),
    ]);
    if (!row || row.disabled_at || !factor) return { kind: 'expired' as const };
    const accepted = await spendSecondFactorCode(tx, config, factor, input.code, {
      username: row.username,
      ip: client.ip,
    });
    if (!accepted) {
      const failures = await countChallengeFailure(tx, input.orgId, challenge.challenge_id);
      return { kind: 'wrong' as const, row, dead: failures >= CHALLENGE_MAX_FAILURES };
    }
    await spendChallenge(tx, input.orgId, challenge.challenge_id);
    return { kind: 'accepted' as const, row, method: challenge.method };
  });
  if (outcome.kind === 'expired') throw expired(EXPIRED);
  if (outcome.kind === 'wrong') {
    await recordFailure(db, keys, now, config.throttle);
    await auditWrongCode(
      db,
      { orgId: input.orgId, accountId: outcome.row.account_id, username: outcome.row.username },
      client.ip,
    );
    if (outcome.dead) throw expired('Too many wrong codes. Sign in again.');
    throw new AppError('unauthenticated', WRONG_CODE, {
      fields: [{ path: '/code', message: WRONG_CODE }],
    });
  }
  const session = await openSession(db, config, outcome.row, client, outcome.method, false);
  await clearAddressFailures(db, keys);
  return session;
}
