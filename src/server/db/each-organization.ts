import type { Kysely } from 'kysely';
import type { Database } from './database';
import { withOrg, type Tx } from './tenant';

/**
 * Scheduled work for every active organisation, each in a transaction of its own as that
 * organisation (the app role, row-level security bound to it). One organisation's failure is
 * reported and does not hold up the others.
 */
export async function forEachOrganization(
  db: Kysely<Database>,
  work: (tx: Tx, orgId: string) => Promise<unknown>,
  onError: (orgId: string, error: unknown) => void,
): Promise<void> {
  const orgs = await db
    .selectFrom('organizations')
    .select('org_id')
    .where('suspended_at', 'is', null)
    .execute();
  for (const { org_id: orgId } of orgs)
    await withOrg(db, orgId, (tx) => work(tx, orgId)).catch((error: unknown) =>
      onError(orgId, error),
    );
}
