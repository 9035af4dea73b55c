import type { SignInMethod } from '../../shared/api/second-factor';
import type { Tx } from '../db/tenant';
import { sessionToken, sha256 } from './tokens';

const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes a challenge takes before it dies (the sign-in throttle counts them too). */
export const CHALLENGE_MAX_FAILURES = 5;

/**
 * Starts the code step of a sign-in whose first step (`method`) was passed: a token that names
 * its organisation like a session's (`<org>.<random>`), kept hashed, good for one use within
 * five minutes. The account's spent ones go, so the table holds only what may still be used.
 */
export async function createChallenge(
  tx: Tx,
  orgId: string,
  accountId: string,
  method: SignInMethod,
): Promise<string> {
  await tx
    .deleteFrom('sign_in_challenges')
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('used_at', 'is not', null),
        eb('expires_at', '<=', new Date()),
        eb('failures', '>=', CHALLENGE_MAX_FAILURES),
      ]),
    )
    .execute();
  const token = sessionToken(orgId);
  await tx
    .insertInto('sign_in_challenges')
    .values({
      org_id: orgId,
      account_id: accountId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + CHALLENGE_TTL_MS),
      method,
    })
    .execute();
  return token;
}

/**
 * The live challenge behind a token with its account's sign-in details, or undefined (unknown,
 * used, expired, or dead of wrong codes). `lock` holds it until the transaction ends, so two
 * codes sent at once are judged one after the other.
 */
export const findLiveChallenge = (tx: Tx, orgId: string, token: string, lock = false) =>
  tx
    .selectFrom('sign_in_challenges as challenge')
    .innerJoin('accounts', (join) =>
      join
        .onRef('accounts.org_id', '=', 'challenge.org_id')
        .onRef('accounts.account_id', '=', 'challenge.account_id'),
    )
    .select([
      'challenge.challenge_id',
      'challenge.account_id',
      'challenge.method',
      'accounts.username',
    ])
    .where('challenge.org_id', '=', orgId)
    .where('challenge.token_hash', '=', sha256(token))
    .where('challenge.used_at', 'is', null)
    .where('challenge.expires_at', '>', new Date())
    .where('challenge.failures', '<', CHALLENGE_MAX_FAILURES)
    .$if(lock, (query) => query.forUpdate('challenge'))
    .executeTakeFirst();

/** Counts a wrong code; answers how many the challenge has had. */
export async function countChallengeFailure(
  tx: Tx,
  orgId: string,
  challengeId: string,
): Promise<number> {
  const row = await tx
    .updateTable('sign_in_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('org_id', '=', orgId)
    .where('challenge_id', '=', challengeId)
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function spendChallenge(tx: Tx, orgId: string, challengeId: string): Promise<void> {
  await tx
    .updateTable('sign_in_challenges')
    .set({ used_at: new Date() })
    .where('org_id', '=', orgId)
    .where('challenge_id', '=', challengeId)
    .execute();
}
