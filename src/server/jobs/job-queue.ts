import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { createDb } from '../db/connection';
import type { Database } from '../db/database';
import { onCommit, type Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import { cancelQueuedRun, findRunPayload, insertRun } from './job-runs.repository';
import { BOSS_SCHEMA, JOB_QUEUE, bossExecutor } from './job-schema';
import { recoverRuns } from './recover-runs';
import { runJob, type JobHandler } from './run-job';

/** Runs handled at once by this process (the machines have two cores). */
const WORKERS = 2;
/** pg-boss gives up on a job still active after this long; the run's row says what happened. */
const EXPIRE_SECONDS = 3600;
/**
 * pg-boss job states in which a run is still alive. At start this process runs nothing yet and
 * the design runs one server process per database (ARCHITECTURE.md), so a job still active
 * then belongs to a process that died; later, an active job may be one just being picked up.
 */
const LIVE_AT_START = ['created', 'retry'];
const LIVE = [...LIVE_AT_START, 'active'];

interface JobData {
  orgId: string;
  kind: string;
  payload: unknown;
}

export interface EnqueueRequest<P> {
  kind: string;
  /** What the run is about (e.g. a cut-off's id): one run per kind and subject at a time. */
  subject: string;
  /** The account that asked; it may follow the run besides HR, payroll and admins. */
  requestedBy: string;
  payload: P;
  /** The 409's message when a run of this kind and subject is already queued or running. */
  busyMessage: string;
  /** The failed or cancelled run this one queues again. */
  retryOf?: string;
}

/**
 * Background runs on pg-boss, as the app role. A feature registers a handler per kind (route
 * plugins do it when the app is built) and enqueues runs inside its request's transaction;
 * screens follow a run through `GET /api/jobs/:id`.
 */
export class JobQueue {
  readonly #db: Kysely<Database>;
  /** pg-boss's own connections (polling, bookkeeping, maintenance), apart from the requests'. */
  readonly #bossDb: Kysely<Database>;
  readonly #boss: PgBoss;
  readonly #handlers = new Map<string, JobHandler<unknown>>();
  readonly #runningHere = new Set<string>();
  /** pg-boss completes a job without awaiting it: stop() lets such queries settle first. */
  readonly #queries = new Set<Promise<unknown>>();
  readonly #workerIds: string[] = [];
  #recovering = false;

  constructor(db: Kysely<Database>, connection: pg.ClientConfig) {
    this.#db = db;
    this.#bossDb = createDb(connection, WORKERS + 1, 'jobs');
    const executor = bossExecutor(this.#bossDb);
    this.#boss = new PgBoss({
      db: {
        executeSql: (text, values) => {
          const query = executor.executeSql(text, values);
          const settle = () => this.#queries.delete(query);
          this.#queries.add(query);
          query.then(settle, settle);
          return query;
        },
      },
      schema: BOSS_SCHEMA,
      // The owner installed the schema and the queue (job-schema.ts): the app role never does DDL.
      migrate: false,
      // No cron schedules; pg-boss's scheduler would also try to create a queue of its own.
      schedule: false,
    });
  }

  /** Adds the handler of one kind of run; its payload is what `enqueue` was given for it. */
  register<P>(kind: string, handler: JobHandler<P>): void {
    if (this.#handlers.has(kind)) throw new Error(`job kind "${kind}" is registered twice`);
    this.#handlers.set(kind, handler as JobHandler<unknown>);
  }

  /**
   * Queues a run in the caller's transaction and returns its id; a run of the same kind and
   * subject already queued or running makes it a 409 with `busyMessage`.
   */
  async enqueue<P>(tx: Tx, orgId: string, request: EnqueueRequest<P>): Promise<string> {
    if (!this.#handlers.has(request.kind))
      throw new Error(`no handler is registered for job kind "${request.kind}"`);
    const runId = await insertRun(tx, orgId, request);
    if (!runId) throw new AppError('conflict', request.busyMessage);
    // pg-boss writes the job through the caller's transaction, so the run and its job commit or
    // roll back together. Sending after the commit (onCommit) could lose the job to a crash in
    // between and leave the run queued with nothing to start it.
    const data: JobData = { orgId, kind: request.kind, payload: request.payload };
    await this.#boss.send(JOB_QUEUE, data, {
      id: runId,
      db: bossExecutor(tx),
      // A failed run stays failed (its row says why); running it again is the user's choice.
      retryLimit: 0,
      expireInSeconds: EXPIRE_SECONDS,
    });
    // Workers poll every two seconds; once the job is visible, wake them to start it now.
    onCommit(tx, () => this.#workerIds.forEach((id) => this.#boss.notifyWorker(id)));
    return runId;
  }

  /**
   * Cancels a run that has not started, in the caller's transaction: its row says so at once,
   * and a worker that picks the job up finds it no longer queued and does nothing. A started
   * run is not stopped midway (409): its work commits whole or not at all.
   */
  async cancel(tx: Tx, orgId: string, runId: string): Promise<void> {
    if (!(await cancelQueuedRun(tx, orgId, runId)))
      throw new AppError(
        'conflict',
        'Only a queued run can be cancelled: this one has started or ended. A started run completes or leaves nothing.',
      );
    await this.#boss.cancel(JOB_QUEUE, runId, { db: bossExecutor(tx) });
  }

  /** Queues a failed or cancelled run again, as it was queued, for `requestedBy`. */
  async retry(tx: Tx, orgId: string, runId: string, requestedBy: string): Promise<string> {
    const run = await findRunPayload(tx, orgId, runId);
    if (!run) throw new AppError('not_found', 'There is no such run.');
    if (run.state !== 'failed' && run.state !== 'cancelled')
      throw new AppError('conflict', 'Only a failed or cancelled run can be run again.');
    if (run.payload === null)
      throw new AppError(
        'conflict',
        'This run did not keep what it was started with: start it again from its own page.',
      );
    return this.enqueue(tx, orgId, {
      kind: run.kind,
      subject: run.subject,
      requestedBy,
      payload: run.payload,
      retryOf: runId,
      busyMessage: 'A run of this kind for the same subject is already queued or running.',
    });
  }

  /** Whether this process takes jobs: started, and its queue answers from the database. */
  async answers(): Promise<boolean> {
    if (this.#workerIds.length === 0) return false;
    return (await this.#boss.getQueue(JOB_QUEUE)) !== null;
  }

  /** Starts the workers, after failing the runs a process that died left behind. */
  async start(log: FastifyBaseLogger): Promise<void> {
    this.#boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await this.#boss.start();
    await this.#recover(log, LIVE_AT_START);
    // Each maintenance pass fails jobs that outlived their expiry: their runs are failed then.
    this.#boss.on('maintenance', () => void this.#recover(log, LIVE));
    for (let worker = 0; worker < WORKERS; worker += 1) {
      this.#workerIds.push(
        await this.#boss.work<JobData>(JOB_QUEUE, { batchSize: 1 }, (jobs) =>
          Promise.all(jobs.map((job) => this.#run(log, job))),
        ),
      );
    }
  }

  /**
   * Stops taking jobs and waits up to 30 s for the running ones; pg-boss then fails what is
   * still active, and the next start fails those runs.
   */
  async stop(): Promise<void> {
    await this.#boss.stop({ timeout: 30_000 });
    await Promise.allSettled(this.#queries);
    await this.#bossDb.destroy();
  }

  async #run(log: FastifyBaseLogger, { id, data }: PgBoss.Job<JobData>): Promise<void> {
    this.#runningHere.add(id);
    try {
      await runJob(this.#db, log, this.#handlers.get(data.kind), { ...data, runId: id });
    } finally {
      this.#runningHere.delete(id);
    }
  }

  async #recover(log: FastifyBaseLogger, liveStates: string[]): Promise<void> {
    if (this.#recovering) return;
    this.#recovering = true;
    try {
      const failed = await recoverRuns(this.#db, liveStates, [...this.#runningHere]);
      if (failed) log.warn({ failed }, 'failed runs that a stopped process left behind');
    } catch (error) {
      log.error({ err: error }, 'recovering interrupted runs failed');
    } finally {
      this.#recovering = false;
    }
  }
}
