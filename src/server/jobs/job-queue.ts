import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { createDb, type DbConnection } from '../db/connection';
import type { Database } from '../db/database';
import { onCommit, withOrg, type Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import {
  abandonedRuns,
  cancelQueuedRun,
  failAbandonedRun,
  findRunPayload,
  insertRun,
  orgsWithActiveJobs,
  requeueRun,
} from './job-runs.repository';
import { BOSS_SCHEMA, JOB_QUEUE, bossExecutor, type RecurringWork } from './job-schema';
import { InstanceHeartbeat, SILENT_SECONDS } from './instance-heartbeat';
import { RunGuard, runLock } from './run-guard';
import { INTERRUPTED, recoverRuns } from './recover-runs';
import { runJob, type JobHandler } from './run-job';

/** Runs handled at once by this process (the machines have two cores). */
const WORKERS = 2;
/** pg-boss gives up on a job still active after this long; the run's row says what happened. */
const EXPIRE_SECONDS = 3600;
/** pg-boss job states in which a run is still alive (waiting, or taken by some instance). */
const LIVE = ['created', 'retry', 'active'];
/** How often each instance looks for runs whose instance died, to take them over. */
const TAKE_OVER_MS = 10_000;
/** A run started this many times without finishing is failed rather than started again. */
const MAX_ATTEMPTS = 3;

const HANDED_BACK = 'Handed back by a stopping server: another one starts it again.';
const TAKEN_OVER = 'Its server stopped answering: another one starts it again.';

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
 *
 * Any number of instances share the queue. Each run is owned by the instance working on it,
 * which beats in `app_instances`; a run whose instance stopped beating is taken over by another
 * (queued again and started from the beginning: the work of a run commits whole, or in steps
 * that the new start finds done). Recurring work (RECURRING) is worked here too, once per
 * deployment.
 */
export class JobQueue {
  readonly #db: Kysely<Database>;
  /** pg-boss's own connections (polling, bookkeeping, maintenance), apart from the requests'. */
  readonly #bossDb: Kysely<Database>;
  readonly #boss: PgBoss;
  readonly #handlers = new Map<string, JobHandler<unknown>>();
  readonly #recurring = new Map<RecurringWork, () => Promise<void>>();
  /** The runs this instance is working on, by id. */
  readonly #runningHere = new Map<string, RunGuard>();
  readonly #heartbeat: InstanceHeartbeat;
  readonly #graceMs: number;
  #takeOver: NodeJS.Timeout | undefined;
  /** pg-boss completes a job without awaiting it: stop() lets such queries settle first. */
  readonly #queries = new Set<Promise<unknown>>();
  /** Stopped: pg-boss's statements are no longer sent. */
  #closed = false;
  readonly #workerIds: string[] = [];
  #recovering = false;
  /** Where the app is reached, for the links of mail telling how a run ended. */
  readonly #publicUrl: string;
  #log: FastifyBaseLogger | undefined;

  /** `graceMs`: how long `stop()` lets running runs finish before handing them back. */
  constructor(
    db: Kysely<Database>,
    connection: DbConnection,
    { graceMs = 25_000, publicUrl = '' } = {},
  ) {
    this.#db = db;
    this.#graceMs = graceMs;
    this.#publicUrl = publicUrl;
    this.#heartbeat = new InstanceHeartbeat(db, randomUUID(), (error) =>
      this.#log?.error({ err: error }, 'instance heartbeat failed'),
    );
    this.#bossDb = createDb(connection, WORKERS + 1, 'jobs');
    const executor = bossExecutor(this.#bossDb);
    this.#boss = new PgBoss({
      db: {
        executeSql: (text, values) => {
          // pg-boss's clock asks to create its queue at each start and ignores a refusal: the
          // owner made it (job-schema.ts), and the app role's refusal would cost the start an
          // error's source-mapped stack trace (~40 ms).
          if (text.includes('.create_queue(')) return Promise.resolve({ rows: [] });
          // After `stop`, a job fetched while stopping may still end: pg-boss completes or fails
          // it without waiting for the answer, so a refusal here would be an unhandled rejection
          // that kills the exiting process. It is left unanswered instead: the job stays active
          // and expires into a retry, as with any instance that dies.
          if (this.#closed) return new Promise<never>(() => undefined);
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
      // The owner made the cron queue and the schedules; every instance keeps pg-boss's clock,
      // which sends each due schedule once.
      schedule: true,
    });
  }

  /** This instance, as runs name their owner. */
  get instanceId(): string {
    return this.#heartbeat.instanceId;
  }

  /** Works one kind of recurring work (RECURRING) whenever its schedule is due. */
  every(name: RecurringWork, work: () => Promise<void>): void {
    this.#recurring.set(name, work);
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

  /** Beats, starts the workers, and keeps taking over the runs of instances that died. */
  async start(log: FastifyBaseLogger): Promise<void> {
    this.#log = log;
    this.#boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await this.#heartbeat.start();
    await this.#boss.start();
    // Each maintenance pass fails runs whose job ended without them (expired, deleted).
    this.#boss.on('maintenance', () => void this.#failOrphans());
    this.#takeOver = setInterval(() => void this.#takeOverAbandoned(), TAKE_OVER_MS);
    this.#takeOver.unref();
    void this.#takeOverAbandoned();
    for (let worker = 0; worker < WORKERS; worker += 1) {
      this.#workerIds.push(
        await this.#boss.work<JobData>(JOB_QUEUE, { batchSize: 1 }, (jobs) =>
          Promise.all(jobs.map((job) => this.#run(log, job))),
        ),
      );
    }
    for (const [name, work] of this.#recurring)
      await this.#boss.work(name, { batchSize: 1 }, async () => {
        await work().catch((error: unknown) =>
          log.error({ err: error, name }, 'recurring work failed'),
        );
      });
  }

  /**
   * Stops taking jobs and lets the running ones finish for up to the grace period; those still
   * running then are handed back (queued again, for another instance to start) and this
   * instance leaves. What they did not commit is rolled back when the process exits.
   */
  async stop(): Promise<void> {
    clearInterval(this.#takeOver);
    await this.#boss.stop({ graceful: true, timeout: this.#graceMs, close: false });
    for (const [runId, guard] of this.#runningHere) {
      await guard.handBack();
      // pg-boss failed the job on stopping; the run queued again makes it a job again.
      const requeued = await withOrg(this.#db, guard.orgId, (tx) =>
        this.#requeue(tx, guard.orgId, runId, { from: this.instanceId, message: HANDED_BACK }),
      );
      if (requeued) this.#log?.warn({ runId, orgId: guard.orgId }, 'run handed back');
    }
    await Promise.allSettled(this.#queries);
    await this.#heartbeat.stop();
    this.#closed = true;
    await this.#bossDb.destroy();
  }

  async #run(log: FastifyBaseLogger, { id, data }: PgBoss.Job<JobData>): Promise<void> {
    const guard = new RunGuard(data.orgId, id, this.instanceId);
    this.#runningHere.set(id, guard);
    try {
      await runJob(
        this.#db,
        log,
        this.#publicUrl,
        this.#handlers.get(data.kind),
        { ...data, runId: id },
        guard,
      );
    } catch (error) {
      if (!guard.handedBack) throw error;
    } finally {
      this.#runningHere.delete(id);
    }
    // A run handed back is another instance's job now: pg-boss, told this one ended, would
    // complete or fail it under that instance. This process is exiting; the answer never comes.
    if (guard.handedBack) await new Promise<never>(() => undefined);
  }

  /** Queues a run again with its pg-boss job (failed or active) made waiting again. */
  async #requeue(
    tx: Tx,
    orgId: string,
    runId: string,
    how: { from: string | null; message: string },
  ): Promise<boolean> {
    if (!(await requeueRun(tx, orgId, runId, how))) return false;
    const db = bossExecutor(tx);
    await this.#boss.fail(JOB_QUEUE, runId, { message: how.message }, { db });
    await this.#boss.retry(JOB_QUEUE, runId, { db });
    return true;
  }

  /**
   * Takes over the runs of instances that stopped beating: each is queued again, unless a
   * transaction of it is still open somewhere (its lock is held: that instance lives), or it
   * was started too often already (then it fails, as a run that keeps killing its server).
   */
  async #takeOverAbandoned(): Promise<void> {
    try {
      for (const orgId of await orgsWithActiveJobs(this.#db)) {
        await withOrg(this.#db, orgId, async (tx) => {
          for (const run of await abandonedRuns(tx, orgId, SILENT_SECONDS)) {
            const { rows } = await sql<{ free: boolean }>`
              select pg_try_advisory_xact_lock(${runLock(orgId, run.id)}) as free
            `.execute(tx);
            if (!rows[0]?.free) continue;
            if (run.attempts >= MAX_ATTEMPTS) {
              await failAbandonedRun(tx, orgId, run.id, INTERRUPTED);
              await this.#boss.fail(
                JOB_QUEUE,
                run.id,
                { message: INTERRUPTED },
                {
                  db: bossExecutor(tx),
                },
              );
            } else if (await this.#requeue(tx, orgId, run.id, { from: null, message: TAKEN_OVER }))
              this.#log?.warn({ runId: run.id, orgId }, 'run taken over from a silent instance');
          }
        });
      }
    } catch (error) {
      this.#log?.error({ err: error }, 'taking over abandoned runs failed');
    }
  }

  async #failOrphans(): Promise<void> {
    if (this.#recovering) return;
    this.#recovering = true;
    try {
      const failed = await recoverRuns(this.#db, LIVE, [...this.#runningHere.keys()]);
      if (failed) this.#log?.warn({ failed }, 'failed runs whose job ended without them');
    } catch (error) {
      this.#log?.error({ err: error }, 'recovering interrupted runs failed');
    } finally {
      this.#recovering = false;
    }
  }
}
