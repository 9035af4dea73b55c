import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { withOrg } from '../../db/tenant';
import type { SaveDeps } from '../../records/record-save';
import { applyDueMovements } from './apply-movement';

/**
 * Applies every organisation's approved movements whose effective date has come (hourly, on a
 * schedule: recurring-work.ts), so a movement dated today is in the master within the hour of
 * midnight. Runs per organisation as the app role with the organisation set, like a request; one
 * organisation's failure (a movement the master now refuses) is logged and does not hold up the
 * others.
 */
export async function applyMovementsDue(
  db: Kysely<Database>,
  deps: SaveDeps,
  today: string,
  onError: (orgId: string, error: unknown) => void,
): Promise<number> {
  const orgs = await db.selectFrom('organizations').select('org_id').execute();
  let applied = 0;
  for (const { org_id: orgId } of orgs) {
    try {
      applied += await withOrg(db, orgId, (tx) =>
        applyDueMovements(
          { tx, orgId, accountId: null, username: 'system', ip: null, ...deps },
          today,
        ),
      );
    } catch (error) {
      onError(orgId, error);
    }
  }
  return applied;
}
