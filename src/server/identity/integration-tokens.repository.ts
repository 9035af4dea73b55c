import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg, type Tx } from '../db/tenant';
import { newSecretToken, sha256 } from './tokens';

/**
 * Integration tokens name their organisation like sessions do, behind a prefix no session
 * token has (organisation ids hold no "_"): `hcmt_acme.<secret>`.
 */
const PREFIX = 'hcmt_';

export const isIntegrationToken = (bearer: string) => bearer.startsWith(PREFIX);

export function parseIntegrationToken(bearer: string): { orgId: string; secret: string } | null {
  const dot = bearer.indexOf('.');
  if (!isIntegrationToken(bearer) || dot <= PREFIX.length || dot === bearer.length - 1) return null;
  return { orgId: bearer.slice(PREFIX.length, dot), secret: bearer };
}

export async function createIntegrationToken(
  tx: Tx,
  orgId: string,
  values: { name: string; scopes: string[]; expiresAt: Date; createdBy: string },
) {
  const token = `${PREFIX}${orgId}.${newSecretToken()}`;
  const row = await tx
    .insertInto('integration_tokens')
    .values({
      org_id: orgId,
      name: values.name,
      token_hash: sha256(token),
      scopes: values.scopes,
      expires_at: values.expiresAt,
      created_by: values.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, token };
}

/** The live token behind a bearer; its last use is kept to the minute, not written per call. */
export async function findLiveIntegrationToken(
  db: Kysely<Database>,
  orgId: string,
  bearer: string,
) {
  return withOrg(db, orgId, async (tx) => {
    const now = new Date();
    const row = await tx
      .selectFrom('integration_tokens')
      .select(['token_id', 'name', 'scopes', 'last_used_at'])
      .where('org_id', '=', orgId)
      .where('token_hash', '=', sha256(bearer))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (row && (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000))
      await tx
        .updateTable('integration_tokens')
        .set({ last_used_at: now })
        .where('org_id', '=', orgId)
        .where('token_id', '=', row.token_id)
        .execute();
    return row;
  });
}
