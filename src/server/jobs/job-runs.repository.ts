import { sql, type Kysely, type Selectable } from 'kysely';
import type { JobRun, JobRunState } from '../../shared/api/jobs';
import type { Database, JobRunsTable } from '../db/database';
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

/**
 * Queued -> running, owned by the instance `owner`; false when the run is no longer queued
 * (cancelled, failed by recovery, or started by another instance).
 */
export async function markRunning(
  tx: Tx,
  orgId: string,
  runId: string,
  owner: string,
): Promise<boolean> {
  const row = await tx
    .updateTable('job_runs')
    .set({
      state: 'running',
      owner,
      attempts: sql`attempts + 1`,
      started_at: sql`now()`,
      done: 0,
      total: 0,
      message: '',
    })
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
  { runId, owner }: OwnedRun,
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
    .where('owner', '=', owner)
    .where('state', '=', 'running')
    .execute();
}

/** A run as the instance working on it names it: nothing is recorded on a run it lost. */
export interface OwnedRun {
  runId: string;
  owner: string;
}

/** A run as it ended, for telling whoever started it. */
export type EndedRun = Pick<
  Selectable<JobRunsTable>,
  'id' | 'kind' | 'state' | 'error' | 'requested_by'
>;

/**
 * Running -> succeeded or failed, with what the run produced or why it failed; returns the run
 * as it ended (undefined when it was not this owner's to end).
 */
export async function endRun(
  tx: Tx,
  orgId: string,
  { runId, owner }: OwnedRun,
  end: { state: 'succeeded'; result: unknown } | { state: 'failed'; error: string },
): Promise<EndedRun | undefined> {
  return tx
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
    .where('owner', '=', owner)
    .where('state', '=', 'running')
    .returning(['id', 'kind', 'state', 'error', 'requested_by'])
    .executeTakeFirst();
}

/**
 * Running -> queued again, for another instance to start (this one is stopping, or the owner
 * died), if it is still `from`'s (null: whoever's). Returns whether it was.
 */
export async function requeueRun(
  tx: Tx,
  orgId: string,
  runId: string,
  { from, message }: { from: string | null; message: string },
): Promise<boolean> {
  const row = await tx
    .updateTable('job_runs')
    .set({ state: 'queued', owner: null, message })
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .where('state', 'in', [...PENDING])
    .$if(from !== null, (query) => query.where('owner', '=', from))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A queued or running run -> failed, whoever had it (one that keeps killing its servers). */
export async function failAbandonedRun(
  tx: Tx,
  orgId: string,
  runId: string,
  error: string,
): Promise<void> {
  await tx
    .updateTable('job_runs')
    .set({ state: 'failed', error, owner: null, finished_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('id', '=', runId)
    .where('state', 'in', [...PENDING])
    .execute();
}

/**
 * The organisation's runs whose pg-boss job is active but whose instance is gone: its beat
 * stopped `silentSeconds` ago or more, or it took the job and never started the run.
 */
export async function abandonedRuns(tx: Tx, orgId: string, silentSeconds: number) {
  const job = sql.table(`${BOSS_SCHEMA}.job`);
  const silence = sql<Date>`now() - make_interval(secs => ${silentSeconds})`;
  return tx
    .selectFrom('job_runs as r')
    .innerJoin(job.as('j'), (join) =>
      join
        .on(sql.ref('j.name'), '=', JOB_QUEUE)
        .on(sql.ref('j.id'), '=', sql.ref('r.id'))
        .on(sql`j.state::text`, '=', 'active'),
    )
    .select(['r.id', 'r.attempts'])
    .where('r.org_id', '=', orgId)
    .where('r.state', 'in', [...PENDING])
    .where((where) =>
      where.or([
        where.and([where('r.owner', 'is', null), where(sql.ref('j.started_on'), '<', silence)]),
        where.and([
          where('r.owner', 'is not', null),
          where.not(
            where.exists(
              where
                .selectFrom('app_instances as i')
                .select('i.instance_id')
                .whereRef('i.instance_id', '=', 'r.owner')
                .where('i.heartbeat_at', '>', silence),
            ),
          ),
        ]),
      ]),
    )
    .execute();
}

/** Orgs with an active job: the only ones that may have an abandoned run. */
export async function orgsWithActiveJobs(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ org_id: string }>`
    select distinct data ->> 'orgId' as org_id from ${sql.table(`${BOSS_SCHEMA}.job`)}
    where name = ${JOB_QUEUE} and state = 'active'
  `.execute(db);
  return rows.rows.map((row) => row.org_id);
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
