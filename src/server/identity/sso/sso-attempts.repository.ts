import type { Tx } from '../../db/tenant';
import { newSecretToken, sha256 } from '../tokens';

const ATTEMPT_MS = 10 * 60_000;
const CODE_MS = 60_000;

export interface SsoAttempt {
  state: string;
  issuer: string;
  nonce: string;
  codeVerifier: string;
}

/** Keeps a sign-in under way for ten minutes, by its state's hash; drops those that expired. */
export async function saveAttempt(tx: Tx, orgId: string, attempt: SsoAttempt): Promise<void> {
  const now = new Date();
  await tx
    .deleteFrom('sso_attempts')
    .where('org_id', '=', orgId)
    .where('expires_at', '<', now)
    .execute();
  await tx
    .insertInto('sso_attempts')
    .values({
      org_id: orgId,
      state_hash: sha256(attempt.state),
      issuer: attempt.issuer,
      nonce: attempt.nonce,
      code_verifier: attempt.codeVerifier,
      expires_at: new Date(now.getTime() + ATTEMPT_MS),
    })
    .execute();
}

/** The attempt `state` names, taken (a second callback with it finds nothing); unexpired only. */
export async function takeAttempt(tx: Tx, orgId: string, state: string) {
  const row = await tx
    .deleteFrom('sso_attempts')
    .where('org_id', '=', orgId)
    .where('state_hash', '=', sha256(state))
    .returningAll()
    .executeTakeFirst();
  return row && row.expires_at > new Date() ? row : undefined;
}

/** A one-time code for the account's session: 60 seconds, stored hashed. */
export async function saveSignInCode(tx: Tx, orgId: string, accountId: string): Promise<string> {
  const code = newSecretToken();
  const now = new Date();
  await tx
    .deleteFrom('sso_codes')
    .where('org_id', '=', orgId)
    .where('expires_at', '<', now)
    .execute();
  await tx
    .insertInto('sso_codes')
    .values({
      org_id: orgId,
      code_hash: sha256(code),
      account_id: accountId,
      expires_at: new Date(now.getTime() + CODE_MS),
    })
    .execute();
  return code;
}

/** The account a live code was made for, taking the code; undefined when unknown or expired. */
export async function takeSignInCode(
  tx: Tx,
  orgId: string,
  code: string,
): Promise<string | undefined> {
  const row = await tx
    .deleteFrom('sso_codes')
    .where('org_id', '=', orgId)
    .where('code_hash', '=', sha256(code))
    .returning(['account_id', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at > new Date() ? row.account_id : undefined;
}
