import type { MANUAL_JOB_KINDS } from '../../shared/api/jobs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { JobHandler } from '../jobs/run-job';
import { recomputeCutoff } from './recompute-cutoff';

/** Started by hand from the Queue (`POST /api/jobs`): every employee's time records on dates. */
export const RECOMPUTE_RANGE_JOB = 'time-records-recompute' satisfies keyof typeof MANUAL_JOB_KINDS;

/**
 * Recomputes the time records of every employee with a master record on `[from, to]`. Each
 * chunk of employees is one transaction and a recompute is idempotent, so a run that fails
 * leaves every employee either recomputed or as before, and running it again is safe.
 */
export const recomputeRangeJob =
  (db: Kysely<Database>): JobHandler<{ from: string; to: string }> =>
  async ({ orgId, payload, progress }) => {
    await progress(0, 1, `Recomputing ${payload.from} to ${payload.to}`);
    const { employees, days } = await recomputeCutoff(db, orgId, payload.from, payload.to);
    await progress(1, 1, 'Done');
    return { employees, days };
  };
