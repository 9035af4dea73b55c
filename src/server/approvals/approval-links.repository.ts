import type { Tx } from '../db/tenant';
import { newSecretToken, parseSessionToken, sha256 } from '../identity/tokens';

/** How long an e-mailed decision link works. */
export const LINK_TTL_MS = 7 * 24 * 3_600_000;

export interface NewLink {
  applicationId: string;
  level: number;
  accountId: string;
  decision: 'Approved' | 'Rejected';
}

/** A new single-use link token; like session tokens it names its organisation in clear. */
export async function createApprovalLink(tx: Tx, orgId: string, link: NewLink): Promise<string> {
  const token = `${orgId}.${newSecretToken()}`;
  await tx
    .insertInto('approval_links')
    .values({
      org_id: orgId,
      token_hash: sha256(token),
      application_id: link.applicationId,
      level: link.level,
      account_id: link.accountId,
      decision: link.decision,
      expires_at: new Date(Date.now() + LINK_TTL_MS),
      used_at: null,
    })
    .execute();
  return token;
}

/** The organisation a token names, or null when it is not a token at all. */
export const orgOfLinkToken = (token: string) => parseSessionToken(token)?.orgId ?? null;

export const findApprovalLink = (tx: Tx, orgId: string, token: string) =>
  tx
    .selectFrom('approval_links')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();

/**
 * Spends every unused link of the application's level at once: the approve and reject links
 * of each approver die together, whichever was used.
 */
export async function spendLinksOfLevel(
  tx: Tx,
  orgId: string,
  applicationId: string,
  level: number,
) {
  await tx
    .updateTable('approval_links')
    .set({ used_at: new Date() })
    .where('org_id', '=', orgId)
    .where('application_id', '=', applicationId)
    .where('level', '=', level)
    .where('used_at', 'is', null)
    .execute();
}
