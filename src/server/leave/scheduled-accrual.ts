import type { Kysely } from 'kysely';
import { workClock } from '../../shared/timekeeping/time-labels';
import type { Database } from '../db/database';
import { forEachOrganization } from '../db/each-organization';
import { accrueMonth } from './leave-credits.service';

/** Who the ledger and the audit trail name for the monthly schedule's grants. */
const SCHEDULE = 'system';

/**
 * The month's accruals for every active organisation, as the monthly schedule grants them when a
 * month begins where people work: what HR's "Accrue" does for one month, once (grants already
 * made are skipped). One organisation's failure is reported and does not hold up the others.
 */
export async function accrueCurrentMonth(
  db: Kysely<Database>,
  onError: (orgId: string, error: unknown) => void,
  now = new Date(),
): Promise<void> {
  const month = workClock(now).slice(0, 7);
  await forEachOrganization(
    db,
    (tx, orgId) =>
      accrueMonth(tx, { who: { orgId, accountId: null, username: SCHEDULE }, ip: null }, month),
    onError,
  );
}
