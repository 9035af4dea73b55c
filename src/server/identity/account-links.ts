import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import { newSecretToken, sha256 } from './tokens';

/** Matches no account: callers that must run the same statements for an unknown one use it. */
export const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * Ends every unused link mailed to an account (password resets and first sign-in links): a
 * newer link, a new password or a new recovery address makes the older ones worthless.
 */
export async function spendAccountLinks(tx: Tx, orgId: string, accountId: string): Promise<void> {
  await tx
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Makes the account's one working link (kept hashed) and returns its token. The row is taken
 * from the account itself, so for a missing or disabled account the same statements run and
 * store nothing.
 */
export async function issueAccountLink(
  tx: Tx,
  orgId: string,
  accountId: string,
  purpose: 'reset' | 'activation',
  ttlMs: number,
): Promise<string> {
  await spendAccountLinks(tx, orgId, accountId);
  const token = newSecretToken();
  await tx
    .insertInto('password_resets')
    .columns(['org_id', 'account_id', 'token_hash', 'purpose', 'expires_at'])
    .expression((eb) =>
      eb
        .selectFrom('accounts')
        .select([
          'org_id',
          'account_id',
          sql<Buffer>`${sha256(token)}::bytea`.as('token_hash'),
          sql<string>`${purpose}`.as('purpose'),
          sql<Date>`${new Date(Date.now() + ttlMs)}::timestamptz`.as('expires_at'),
        ])
        .where('org_id', '=', orgId)
        .where('account_id', '=', accountId)
        .where('disabled_at', 'is', null),
    )
    .execute();
  return token;
}
