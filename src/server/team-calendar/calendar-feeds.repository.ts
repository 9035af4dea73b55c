import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/tenant';
import { sha256 } from '../identity/tokens';
import { feedToken } from './calendar-feed-token';

/**
 * The account's feed token, or null when it has none, or none that the app secret still derives
 * (a new APP_SECRET: the person renews the address).
 */
export async function feedTokenOf(
  tx: Tx,
  orgId: string,
  accountId: string,
  appSecret: string,
): Promise<string | null> {
  const row = await tx
    .selectFrom('calendar_feeds')
    .select(['nonce', 'token_hash'])
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  const token = feedToken(appSecret, orgId, accountId, row.nonce);
  return sha256(token).equals(row.token_hash) ? token : null;
}

/** A new feed token for the account; the one it had stops working at once. */
export async function renewFeedToken(
  tx: Tx,
  orgId: string,
  accountId: string,
  appSecret: string,
): Promise<string> {
  const nonce = randomBytes(32);
  const token = feedToken(appSecret, orgId, accountId, nonce);
  const values = { nonce, token_hash: sha256(token), created_at: new Date() };
  await tx
    .insertInto('calendar_feeds')
    .values({ org_id: orgId, account_id: accountId, ...values })
    .onConflict((conflict) => conflict.columns(['org_id', 'account_id']).doUpdateSet(values))
    .execute();
  return token;
}

/** Ends the account's feed: its address stops working and none is shown until a new one is made. */
export async function stopFeed(tx: Tx, orgId: string, accountId: string): Promise<void> {
  await tx
    .deleteFrom('calendar_feeds')
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .execute();
}

/** Whose feed a token opens: an enabled account of the organisation, with its employee number. */
export const findFeedOwner = (tx: Tx, orgId: string, token: string) =>
  tx
    .selectFrom('calendar_feeds as f')
    .innerJoin('accounts as a', (join) =>
      join.onRef('a.org_id', '=', 'f.org_id').onRef('a.account_id', '=', 'f.account_id'),
    )
    .select(['a.account_id as accountId', 'a.employee_number as employeeNumber'])
    .where('f.org_id', '=', orgId)
    .where('f.token_hash', '=', sha256(token))
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
