import { sql, type Selectable } from 'kysely';
import type { JobRun, JobRunState } from '../../shared/api/jobs';
import type { JobRunsTable } from '../db/database';
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
  run: {
    kind: string;
    subject: string;
    requestedBy: string;
    payload: unknown;
    retryOf?: string;
  },
): Promise<string | null> {
  const row = await tx
    .insertInto('job_runs')
    .values({
      org_id: orgId,
      kind: run.kind,
      subject: run.subject,
      requested_by: run.requestedBy,
      payload: JSON.stringify(run.payload ?? null),
      retry_of: run.retryOf ?? null,
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

/** Queued -> cancelled; false when it has started (or ended) meanwhile. */
export async function cancelQueuedRun(tx: Tx, orgId: string, runId: string): Promise<boolean> {
  const row = await tx
    .updateTable('job_runs')
    .set({ state: 'cancelled', finished_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .where('state', '=', 'queued')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

type RunRow = Selectable<JobRunsTable> & { requested_by_name: string | null };

function toJobRun(row: RunRow): JobRun {
  return {
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
    requestedByName: row.requested_by_name ?? '',
    requestedAt: row.requested_at.toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    retryOf: row.retry_of,
    retryable: row.payload !== null,
  };
}

/** Runs with their requester's name (same organisation), for `where` to narrow. */
const runsOf = (tx: Tx, orgId: string) =>
  tx
    .selectFrom('job_runs as r')
    .leftJoin('accounts as a', (join) =>
      join
        .onRef('a.org_id', '=', 'r.org_id')
        .on(sql`a.account_id::text`, '=', sql.ref('r.requested_by')),
    )
    .where('r.org_id', '=', orgId);

const withName = sql<string | null>`nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '')`;

export async function findRun(tx: Tx, orgId: string, runId: string) {
  const row = await runsOf(tx, orgId)
    .selectAll('r')
    .select(withName.as('requested_by_name'))
    .where('r.id', '=', runId)
    .executeTakeFirst();
  return row ? toJobRun(row) : undefined;
}

/** What a failed run was queued with, to queue it again. */
export async function findRunPayload(tx: Tx, orgId: string, runId: string) {
  return tx
    .selectFrom('job_runs')
    .select(['kind', 'subject', 'state', 'payload'])
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .executeTakeFirst();
}

export interface RunFilter {
  state?: JobRunState;
  kind?: string;
  /** Only the runs this account asked for. */
  requestedBy?: string;
}

/** A page of runs, newest first, with the total and the counts by state under the filter. */
export async function listRuns(
  tx: Tx,
  orgId: string,
  filter: RunFilter,
  page: { limit: number; offset: number },
) {
  const base = runsOf(tx, orgId)
    .$if(filter.kind !== undefined, (query) => query.where('r.kind', '=', filter.kind!))
    .$if(filter.requestedBy !== undefined, (query) =>
      query.where('r.requested_by', '=', filter.requestedBy!),
    );
  const [rows, counts] = await Promise.all([
    base
      .selectAll('r')
      .select(withName.as('requested_by_name'))
      .$if(filter.state !== undefined, (query) => query.where('r.state', '=', filter.state!))
      .orderBy('r.requested_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base
      .select(['r.state', sql<number>`count(*)::int`.as('runs')])
      .groupBy('r.state')
      .execute(),
  ]);
  const byState = Object.fromEntries(counts.map((count) => [count.state, count.runs]));
  const total = filter.state
    ? (byState[filter.state] ?? 0)
    : counts.reduce((sum, count) => sum + count.runs, 0);
  return { items: rows.map(toJobRun), total, byState };
}
