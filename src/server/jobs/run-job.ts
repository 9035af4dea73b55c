import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg, type Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import { transactionGuards } from '../db/transaction-guard';
import { failedJobRuns } from '../metrics/job-run-metrics';
import { endRun, markRunning, recordProgress } from './job-runs.repository';
import { noticeRunEnded } from './run-notice';
import { RunNotOwned, type RunGuard } from './run-guard';

/** What a handler is given: its run, the payload it was enqueued with, and a progress line. */
export interface JobContext<P> {
  orgId: string;
  runId: string;
  payload: P;
  /**
   * Records `done` of `total` (and what it is doing) in a short transaction of its own, so a
   * screen polling the run sees it while the handler's own transaction is still open.
   */
  progress(done: number, total: number, message?: string): Promise<void>;
}

/**
 * One kind of background work. It opens its own transactions with `withOrg(db, ctx.orgId, …)`
 * and returns a JSON-serialisable result. An AppError's message is shown to the user as the
 * reason the run failed; any other error is logged and shown as an unexpected failure.
 */
export type JobHandler<P> = (ctx: JobContext<P>) => Promise<unknown>;

const UNEXPECTED =
  'The run stopped on an unexpected error, which has been logged. Try again, or ask your administrator.';

/**
 * Runs one job as its organisation (the app role, row-level security bound to it) for the
 * instance `owner`: marks the run running and its own, calls the handler under the run's guard
 * (run-guard.ts), and records its result or a readable reason it failed. Rethrows a failure so
 * pg-boss records the job as failed too. A run this instance lost (handed back, taken over) ends
 * quietly: its new owner records how it ends.
 */
export async function runJob(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  publicUrl: string,
  handler: JobHandler<unknown> | undefined,
  job: { orgId: string; runId: string; kind: string; payload: unknown },
  guard: RunGuard,
): Promise<void> {
  const { orgId, runId, kind } = job;
  const owned = { runId, owner: guard.owner };
  // Whoever started it hears how it ended, in the same transaction that records it.
  const ended = async (tx: Tx, end: Parameters<typeof endRun>[3]) => {
    const run = await endRun(tx, orgId, owned, end);
    if (run) await noticeRunEnded(tx, { orgId, publicUrl }, run);
  };
  if (!(await withOrg(db, orgId, (tx) => markRunning(tx, orgId, runId, guard.owner)))) return;
  try {
    if (!handler) throw new Error(`no handler is registered for job kind "${kind}"`);
    const result = await transactionGuards.run(guard, () =>
      handler({
        orgId,
        runId,
        payload: job.payload,
        // Progress is the run's bookkeeping, not its work: unguarded, so it never waits on it.
        progress: (done, total, message) =>
          transactionGuards.exit(() =>
            withOrg(db, orgId, (tx) => recordProgress(tx, orgId, owned, { done, total, message })),
          ),
      }),
    );
    await withOrg(db, orgId, (tx) => ended(tx, { state: 'succeeded', result }));
  } catch (error) {
    if (error instanceof RunNotOwned) return;
    log.error({ err: error, orgId, runId, kind }, 'job failed');
    failedJobRuns.inc({ kind });
    const reason = error instanceof AppError ? error.message : UNEXPECTED;
    await withOrg(db, orgId, (tx) => ended(tx, { state: 'failed', error: reason }));
    throw error;
  }
}
