import type { Tx } from '../db/tenant';
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
    })
    .returning('session_id')
    .executeTakeFirstOrThrow();
  return row.session_id;
}

/** The live session behind a token, with its account; revoked, expired or disabled -> undefined. */
export const findLiveSession = (tx: Tx, token: string) =>
  tx
    .selectFrom('sessions')
    .innerJoin('accounts', (join) =>
      join
        .onRef('accounts.org_id', '=', 'sessions.org_id')
        .onRef('accounts.account_id', '=', 'sessions.account_id'),
    )
    .select([
      'sessions.session_id',
      'sessions.account_id',
      'accounts.role',
      'accounts.username',
      'accounts.status',
    ])
    .where('sessions.token_hash', '=', sha256(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('accounts.disabled_at', 'is', null)
    .executeTakeFirst();

export const revokeSession = (tx: Tx, sessionId: string) =>
  tx
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();

/** Ends every session of an account at once, except optionally the one making the change. */
export async function revokeAccountSessions(
  tx: Tx,
  accountId: string,
  exceptSessionId?: string,
): Promise<void> {
  let query = tx
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('session_id', '!=', exceptSessionId);
  await query.execute();
}
