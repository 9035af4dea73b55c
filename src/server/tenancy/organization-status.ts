import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg, type Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import { revokeOrgSessions } from '../identity/sessions.repository';
import { auditOrganization, type Operator } from '../audit/platform-audit';

/** The organisation's row, locked until the transaction ends; 404 when there is none. */
export async function lockedOrganization(tx: Tx, orgId: string) {
  const row = await tx
    .selectFrom('organizations')
    .selectAll()
    .where('org_id', '=', orgId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', `There is no organisation "${orgId}".`);
  return row;
}

/**
 * Suspends an organisation: from the commit on nobody of it signs in, every session has ended
 * (in every process: the revocation is announced), and its kiosks and mailed links are refused.
 * Audited in its own trail.
 */
export async function suspendOrganization(
  db: Kysely<Database>,
  orgId: string,
  by: Operator,
): Promise<void> {
  await withOrg(db, orgId, async (tx) => {
    const org = await lockedOrganization(tx, orgId);
    if (org.suspended_at)
      throw new AppError(
        'conflict',
        `"${orgId}" is already suspended (since ${org.suspended_at.toISOString()}).`,
      );
    await tx
      .updateTable('organizations')
      .set({ suspended_at: new Date() })
      .where('org_id', '=', orgId)
      .execute();
    await revokeOrgSessions(tx, orgId);
    await auditOrganization(tx, orgId, by, 'organization-suspended');
  });
}

/** Lifts a suspension: people sign in again (their old sessions stay ended). Audited. */
export async function resumeOrganization(
  db: Kysely<Database>,
  orgId: string,
  by: Operator,
): Promise<void> {
  await withOrg(db, orgId, async (tx) => {
    const org = await lockedOrganization(tx, orgId);
    if (!org.suspended_at) throw new AppError('conflict', `"${orgId}" is not suspended.`);
    await tx
      .updateTable('organizations')
      .set({ suspended_at: null })
      .where('org_id', '=', orgId)
      .execute();
    await auditOrganization(tx, orgId, by, 'organization-resumed', {
      suspendedAt: org.suspended_at.toISOString(),
    });
  });
}
