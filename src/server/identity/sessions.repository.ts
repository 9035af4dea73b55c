import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ReadThroughCache } from '../db/read-through-cache';
import { withOrg, type Tx } from '../db/tenant';
import { announceChange, EVERY_KEY, onChange } from '../db/change-feed';
import { grantedBy } from './account-grants';
import { sha256 } from './tokens';

export async function createSession(
  tx: Tx,
  values: {
    orgId: string;
    accountId: string;
    token: string;
    ttlHours: number;
    ip: string;
    userAgent: string | null;
    /** The organisation requires a second factor the account has not enrolled yet. */
    mustEnrolSecondFactor: boolean;
  },
): Promise<string> {
  const row = await tx
    .insertInto('sessions')
    .values({
      org_id: values.orgId,
      account_id: values.accountId,
      token_hash: sha256(values.token),
      expires_at: new Date(Date.now() + values.ttlHours * 3600 * 1000),
      ip: values.ip,
      user_agent: values.userAgent,
      must_enrol_second_factor: values.mustEnrolSecondFactor,
    })
    .returning('session_id')
    .executeTakeFirstOrThrow();
  return row.session_id;
}

/**
 * Live sessions by token, remembered for a few seconds so most requests cost no session query;
 * expiry is checked on every use. A committed change to what a session may do (revocation,
 * roles, a role's permissions, a second factor enrolled) drops them all: in this process at
 * once, in every other one (another instance, the operator's command line) when PostgreSQL
 * delivers the change's notice (`change-feed.ts`).
 */
const liveSessions = new ReadThroughCache<LiveSession>({ ttlMs: 15_000, max: 10_000 });
onChange('sessions', () => liveSessions.invalidate());

/** What sessions may do changed in `tx`: every process forgets what it remembers on commit. */
export const announceSessionChange = (tx: Tx) => announceChange(tx, 'sessions', EVERY_KEY);

interface LiveSession {
  session_id: string;
  account_id: string;
  roles: string[];
  /** What the organisation's own roles among them grant, resolved in the same query. */
  granted: string[];
  username: string;
  /** 'Change Password' while a first sign-in has not replaced the password it was given. */
  status: string;
  /** Signed in by someone who must enrol a second factor first (sign-in.service.ts). */
  must_enrol_second_factor: boolean;
  expires_at: Date;
}

/**
 * The live session behind a token, with its account; revoked, expired, disabled or of a
 * suspended organisation -> undefined (suspending revokes them too).
 */
export async function findLiveSession(
  db: Kysely<Database>,
  orgId: string,
  token: string,
): Promise<LiveSession | undefined> {
  const tokenHash = sha256(token);
  const session = await liveSessions.get(`${orgId}:${tokenHash.toString('base64')}`, () =>
    withOrg(db, orgId, (tx) =>
      tx
        .selectFrom('sessions')
        .innerJoin('accounts', (join) =>
          join
            .onRef('accounts.org_id', '=', 'sessions.org_id')
            .onRef('accounts.account_id', '=', 'sessions.account_id'),
        )
        .innerJoin('organizations', 'organizations.org_id', 'sessions.org_id')
        .select([
          'sessions.session_id',
          'sessions.account_id',
          'sessions.expires_at',
          'accounts.roles',
          (eb) => grantedBy(eb.ref('accounts.org_id'), eb.ref('accounts.roles')).as('granted'),
          'accounts.username',
          'accounts.status',
          'sessions.must_enrol_second_factor',
        ])
        .where('sessions.org_id', '=', orgId)
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', new Date())
        .where('accounts.disabled_at', 'is', null)
        .where('organizations.suspended_at', 'is', null)
        .executeTakeFirst(),
    ),
  );
  return session && session.expires_at > new Date() ? session : undefined;
}

export async function revokeSession(tx: Tx, orgId: string, sessionId: string): Promise<void> {
  await tx
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('org_id', '=', orgId)
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await announceSessionChange(tx);
}

/** Ends every session of an account at once, except optionally the one making the change. */
export async function revokeAccountSessions(
  tx: Tx,
  orgId: string,
  accountId: string,
  exceptSessionId?: string,
): Promise<void> {
  let query = tx
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('session_id', '!=', exceptSessionId);
  await query.execute();
  await announceSessionChange(tx);
}

/** Ends every session of the organisation at once (suspending or deleting it). */
export async function revokeOrgSessions(tx: Tx, orgId: string): Promise<void> {
  await tx
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('org_id', '=', orgId)
    .where('revoked_at', 'is', null)
    .execute();
  await announceSessionChange(tx);
}

/** Whether the session may do nothing but enrol a second factor yet. */
export async function mustEnrolSecondFactor(
  tx: Tx,
  orgId: string,
  sessionId: string,
): Promise<boolean> {
  const row = await tx
    .selectFrom('sessions')
    .select('must_enrol_second_factor')
    .where('org_id', '=', orgId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row?.must_enrol_second_factor ?? false;
}

/** The account has enrolled a second factor: its sessions that waited for it may do anything. */
export async function releaseEnrolmentSessions(
  tx: Tx,
  orgId: string,
  accountId: string,
): Promise<void> {
  await tx
    .updateTable('sessions')
    .set({ must_enrol_second_factor: false })
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where('must_enrol_second_factor', '=', true)
    .execute();
  await announceSessionChange(tx);
}
