import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { failOrphanedRuns } from './job-runs.repository';

export const INTERRUPTED =
  'Interrupted: the server stopped during the run; nothing of it was saved.';

/**
 * Fails every organisation's runs left queued or running by a process that died (kill -9, a
 * crash, a shutdown that outlasted its grace period), so none blocks its subject for good. A
 * handler's work is one transaction of its own, which PostgreSQL rolled back when the process
 * died, hence "nothing of it was saved". Runs per organisation as the app role, like a request;
 * `organizations` is readable by all.
 *
 * `liveStates` are the pg-boss job states in which a run still counts as alive, and
 * `runningHere` the runs this process is running.
 */
export async function recoverRuns(
  db: Kysely<Database>,
  liveStates: string[],
  runningHere: string[],
): Promise<number> {
  const orgs = await db.selectFrom('organizations').select('org_id').execute();
  let failed = 0;
  for (const { org_id } of orgs) {
    failed += await withOrg(db, org_id, (tx) =>
      failOrphanedRuns(tx, org_id, { liveStates, runningHere, error: INTERRUPTED }),
    );
  }
  return failed;
}
