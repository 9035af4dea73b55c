import { sql } from 'kysely';
import type { JobRun } from '../../shared/api/jobs';
import type { Tx } from '../db/tenant';
import { BOSS_SCHEMA, JOB_QUEUE } from './job-schema';

const PENDING = ['queued', 'running'] as const;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Adds a queued run, or nothing when a run of the same kind and subject is already queued or
 * running (the partial unique index decides, also between racing requests): then null. The
 * conflict is skipped rather than raised so the caller's transaction stays usable.
 */
export async function insertRun(
  tx: Tx,
  orgId: string,
  run: { kind: string; subject: string; requestedBy: string },
): Promise<string | null> {
  const row = await tx
    .insertInto('job_runs')
    .values({
      org_id: orgId,
      kind: run.kind,
      subject: run.subject,
      requested_by: run.requestedBy,
    })
    // The index's predicate in literal SQL: bound parameters would leave a generic plan of this
    // prepared statement unable to prove it, and PostgreSQL would find no index to infer.
    .onConflict((conflict) =>
      conflict
        .columns(['org_id', 'kind', 'subject'])
        .where(sql<boolean>`state in ('queued', 'running')`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Queued -> running; false when the run is no longer queued (recovery failed it). */
export async function markRunning(tx: Tx, orgId: string, runId: string): Promise<boolean> {
  const row = await tx
    .updateTable('job_runs')
    .set({ state: 'running', started_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .where('state', '=', 'queued')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordProgress(
  tx: Tx,
  orgId: string,
  runId: string,
  progress: { done: number; total: number; message?: string },
): Promise<void> {
  await tx
    .updateTable('job_runs')
    .set({
      done: progress.done,
      total: progress.total,
      ...(progress.message === undefined ? {} : { message: progress.message }),
    })
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .where('state', '=', 'running')
    .execute();
}

/** Running -> succeeded or failed, with what the run produced or why it failed. */
export async function endRun(
  tx: Tx,
  orgId: string,
  runId: string,
  end: { state: 'succeeded'; result: unknown } | { state: 'failed'; error: string },
): Promise<void> {
  await tx
    .updateTable('job_runs')
    .set(
      end.state === 'succeeded'
        ? {
            state: end.state,
            result:
              end.result === undefined || end.result === null ? null : JSON.stringify(end.result),
          }
        : { state: end.state, error: end.error },
    )
    .set({ finished_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .where('state', '=', 'running')
    .execute();
}

/**
 * Fails the organisation's queued and running runs that nobody will finish: those whose
 * pg-boss job is in none of `liveStates` (gone, failed, expired, or active in a process that
 * died), except the ones this process is running itself. Returns how many it failed.
 */
export async function failOrphanedRuns(
  tx: Tx,
  orgId: string,
  {
    liveStates,
    runningHere,
    error,
  }: { liveStates: string[]; runningHere: string[]; error: string },
): Promise<number> {
  const job = sql.table(`${BOSS_SCHEMA}.job`);
  const result = await tx
    .updateTable('job_runs')
    .set({ state: 'failed', error, finished_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('state', 'in', [...PENDING])
    .$if(runningHere.length > 0, (query) => query.where('id', 'not in', runningHere))
    .where(
      sql<boolean>`not exists (select 1 from ${job} j where j.name = ${JOB_QUEUE}
        and j.id = job_runs.id and j.state::text = any(${liveStates}::text[]))`,
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findRun(tx: Tx, orgId: string, runId: string) {
  const row = await tx
    .selectFrom('job_runs')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .executeTakeFirst();
  if (!row) return undefined;
  const run: JobRun = {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    state: row.state,
    done: row.done,
    total: row.total,
    message: row.message,
    result: row.result,
    error: row.error,
    requestedBy: row.requested_by,
    requestedAt: row.requested_at.toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
  };
  return run;
}
