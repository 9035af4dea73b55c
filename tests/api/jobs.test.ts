import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { exited } from '../../scripts/lib/spawn-server';
import type { JobRun } from '../../src/shared/api/jobs';
import { withOrg } from '../../src/server/db/tenant';
import { AppError } from '../../src/server/http/app-error';
import { JobQueue } from '../../src/server/jobs/job-queue';
import { signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { queryRows } from './support/pg-client';

// Background runs on pg-boss: kinds of run only these tests register (none ships in src),
// followed over HTTP the way the Queue screens follow them.

const STEPS = 'test-steps';
const FAILS = 'test-fails';
const KILLED = 'test-killed';
const STOPPED = 'test-stopped';
const BUSY = 'A run of this cut-off is already in progress.';
const WAIT_MS = 15_000;

/** A promise a test opens when it lets a waiting handler go on. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Reads until `done` holds, at most `ms`; fails with the last value read. */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  ms = WAIT_MS,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`gave up waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves with the first match of `pattern` in the child's output, or fails when it exits. */
function outputMatch(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

describeOnEachDatabase('background runs', (current) => {
  let employee: ApiCaller;
  let approver: ApiCaller;
  let payroll: ApiCaller;
  let hr: ApiCaller;
  let icareAdmin: ApiCaller;
  /** Gates by payload key: a handler given a key waits for its gate, if there is one. */
  const gates = new Map<string, ReturnType<typeof gate>>();
  /** The payload keys the steps handler was called with, in order. */
  const calls: string[] = [];

  const enqueue = (orgId: string, kind: string, subject: string, by: ApiCaller, payload = {}) =>
    withOrg(current().db, orgId, (tx) =>
      current().jobs.enqueue(tx, orgId, {
        kind,
        subject,
        requestedBy: by.account.accountId,
        payload,
        busyMessage: BUSY,
      }),
    );
  const read = (caller: ApiCaller, id: string) => caller.call('GET', `/api/jobs/${id}`);
  const runOf = async (caller: ApiCaller, id: string) => {
    const response = await read(caller, id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<JobRun>();
  };
  const ended = (caller: ApiCaller, id: string, ms?: number) =>
    until(
      () => runOf(caller, id),
      (run) => run.state === 'succeeded' || run.state === 'failed',
      `run ${id} to end`,
      ms,
    );

  beforeAll(async () => {
    const { app, db, jobs } = current();
    [employee, approver, payroll, hr, icareAdmin] = await Promise.all([
      signIn(app, 'acme', 'employee'),
      signIn(app, 'acme', 'approver'),
      signIn(app, 'acme', 'payroll'),
      signIn(app, 'acme', 'hr'),
      signIn(app, 'icare', 'admin'),
    ]);
    // Two steps in one transaction; after the first it waits for its gate. It returns whom it
    // ran as and what its organisation could see.
    jobs.register<{ key: string }>(STEPS, async ({ orgId, runId, payload, progress }) => {
      calls.push(payload.key);
      return withOrg(db, orgId, async (tx) => {
        await progress(1, 3, 'Reading time records');
        await gates.get(payload.key)?.opened;
        const { rows } = await sql<{ role: string; org: string; own: number; others: number }>`
          select current_user as role, current_setting('app.org_id', true) as org,
            (select count(*)::int from accounts where org_id = ${orgId}) as own,
            (select count(*)::int from accounts where org_id <> ${orgId}) as others
        `.execute(tx);
        await progress(3, 3, 'Done');
        return { runId, ...rows[0] };
      });
    });
    jobs.register<{ readable: boolean }>(FAILS, async ({ payload }) => {
      if (payload.readable)
        throw new AppError('validation_failed', 'The cut-off has no employees to pay.');
      throw new Error('connection to 10.0.0.7 refused; password=hunter2');
    });
  });

  it('goes from queued to running to succeeded, its progress visible while it runs', async () => {
    const steps = gate();
    gates.set('steps', steps);
    const id = await withOrg(current().db, 'acme', async (tx) => {
      const runId = await current().jobs.enqueue(tx, 'acme', {
        kind: STEPS,
        subject: 'cutoff-steps',
        requestedBy: employee.account.accountId,
        payload: { key: 'steps' },
        busyMessage: BUSY,
      });
      const row = await tx
        .selectFrom('job_runs')
        .select('state')
        .where('org_id', '=', 'acme')
        .where('id', '=', runId)
        .executeTakeFirstOrThrow();
      expect(row.state).toBe('queued');
      // The run and its job exist only once the transaction that queued them commits.
      expect((await read(hr, runId)).statusCode).toBe(404);
      return runId;
    });

    const running = await until(
      () => runOf(hr, id),
      (run) => run.done === 1,
      'the first step',
    );
    expect(running).toMatchObject({
      id,
      kind: STEPS,
      subject: 'cutoff-steps',
      state: 'running',
      done: 1,
      total: 3,
      message: 'Reading time records',
      result: null,
      error: null,
      requestedBy: employee.account.accountId,
      finishedAt: null,
    });
    expect(running.startedAt).not.toBeNull();

    steps.open();
    const done = await ended(hr, id);
    expect(done).toMatchObject({ state: 'succeeded', done: 3, total: 3, message: 'Done' });
    expect(done.result).toMatchObject({ runId: id });
    const times = [done.requestedAt, done.startedAt, done.finishedAt].map((at) =>
      Date.parse(at ?? ''),
    );
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('runs the handler as the app role, in its organisation, bound by row-level security', async () => {
    const id = await enqueue('icare', STEPS, 'cutoff-role', icareAdmin, { key: 'role' });
    const run = await ended(icareAdmin, id);
    expect(run.state).toBe('succeeded');
    expect(run.result).toMatchObject({ role: current().appRole.user, org: 'icare', others: 0 });
    expect((run.result as { own: number }).own).toBeGreaterThan(0);
  });

  it('ends a failing run as failed, with a reason people can read and nothing internal', async () => {
    const readable = await enqueue('acme', FAILS, 'cutoff-empty', payroll, { readable: true });
    expect(await ended(payroll, readable)).toMatchObject({
      state: 'failed',
      error: 'The cut-off has no employees to pay.',
      result: null,
    });
    // pg-boss records the job as failed too, and does not try it again.
    await until(
      () =>
        queryRows<{ state: string; retry_count: number }>(
          current().owner,
          'select state, retry_count from pgboss.job where id = $1',
          [readable],
        ),
      (rows) => rows[0]?.state === 'failed',
      'pg-boss to fail the job',
    );

    const internal = await enqueue('acme', FAILS, 'cutoff-broken', payroll, { readable: false });
    const run = await ended(payroll, internal);
    expect(run.state).toBe('failed');
    expect(run.error).toMatch(/unexpected error/);
    const response = await read(payroll, internal);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.7|refused/);
  });

  it('refuses a second run of a cut-off while one is queued or running: exactly one runs', async () => {
    const busy = gate();
    gates.set('busy', busy);
    const first = await enqueue('acme', STEPS, 'cutoff-busy', payroll, { key: 'busy' });
    await until(
      () => runOf(payroll, first),
      (run) => run.state === 'running',
      'the first run to start',
    );
    const refused = enqueue('acme', STEPS, 'cutoff-busy', hr, { key: 'busy' });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'conflict',
      statusCode: 409,
      message: BUSY,
    });

    // Two at once for a cut-off with nothing queued: one is queued, the other refused.
    const race = gate();
    gates.set('race', race);
    const raced = await Promise.allSettled([
      enqueue('acme', STEPS, 'cutoff-race', payroll, { key: 'race' }),
      enqueue('acme', STEPS, 'cutoff-race', hr, { key: 'race' }),
    ]);
    const queued = raced.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    expect(queued).toHaveLength(1);
    expect(raced.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: 'conflict' },
    });

    busy.open();
    race.open();
    expect((await ended(payroll, first)).state).toBe('succeeded');
    expect((await ended(payroll, queued[0] ?? '')).state).toBe('succeeded');
    expect(calls.filter((key) => key === 'busy')).toHaveLength(1);
    expect(calls.filter((key) => key === 'race')).toHaveLength(1);
    const rows = await queryRows<{ subject: string; n: number }>(
      current().owner,
      `select subject, count(*)::int as n from job_runs
        where org_id = 'acme' and subject in ('cutoff-busy', 'cutoff-race') group by subject order by subject`,
    );
    expect(rows).toEqual([
      { subject: 'cutoff-busy', n: 1 },
      { subject: 'cutoff-race', n: 1 },
    ]);

    // Once it has ended, the cut-off may be run again.
    const again = await enqueue('acme', STEPS, 'cutoff-busy', hr, { key: 'busy-again' });
    expect((await ended(hr, again)).state).toBe('succeeded');
  });

  it('shows a run to whoever asked for it and to HR, payroll and admins, and to no one else', async () => {
    const id = await enqueue('acme', STEPS, 'cutoff-mine', employee, { key: 'mine' });
    await ended(employee, id);
    for (const caller of [employee, payroll, hr, await signIn(current().app, 'acme', 'admin')])
      expect((await read(caller, id)).statusCode).toBe(200);
    for (const caller of [approver, icareAdmin]) {
      const response = await read(caller, id);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('cutoff-mine');
    }
  });

  it('takes over a run whose server was killed mid-run: another instance starts it again and finishes it', async () => {
    const testApp = current();
    const marker = `killed-${randomBytes(4).toString('hex')}`;
    // The "old server" runs in a process of its own; this database has no other worker meanwhile.
    await testApp.jobs.stop();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/api/support/interrupted-run.ts',
        JSON.stringify(testApp.appRole),
        'acme',
        KILLED,
        'cutoff-killed',
        marker,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const id = await outputMatch(child, /running (\S+)\n/)
      .then((match) => match[1] ?? '')
      .finally(async () => {
        child.kill('SIGKILL');
        await exited(child);
      });
    expect(await runOf(hr, id)).toMatchObject({ state: 'running', done: 1, finishedAt: null });
    // The handler's transaction died with its process.
    const written = await queryRows(testApp.owner, 'select 1 from audit_log where action = $1', [
      marker,
    ]);
    expect(written).toEqual([]);

    // A living instance takes the run over once the dead one's heartbeat is silent, and runs it
    // from the beginning; the cut-off was never free for a second run meanwhile.
    testApp.jobs = new JobQueue(testApp.db, testApp.appRole);
    testApp.jobs.register(KILLED, async () => ({ finished: true }));
    await testApp.jobs.start(testApp.app.log);
    await expect(
      enqueue('acme', KILLED, 'cutoff-killed', hr),
      'a second run of the same cut-off',
    ).rejects.toMatchObject({ statusCode: 409, message: BUSY });
    const finished = await ended(hr, id, 60_000);
    expect(finished).toMatchObject({ state: 'succeeded', result: { finished: true }, error: null });
    const [row] = await queryRows<{ attempts: number }>(
      testApp.owner,
      'select attempts from job_runs where id = $1',
      [id],
    );
    expect(row?.attempts).toBe(2);
  }, 90_000);

  it('on stop, lets a run finish within the grace period and hands back one that outlasts it', async () => {
    const testApp = current();
    const waiting = { short: gate(), long: gate() };
    const started = new Set<string>();
    const handler = async ({ payload }: { payload: { key: 'short' | 'long' } }) => {
      started.add(payload.key);
      await waiting[payload.key].opened;
      return { key: payload.key };
    };
    // The stopping instance is the only worker: the app's own stops first.
    await testApp.jobs.stop();
    testApp.jobs = new JobQueue(testApp.db, testApp.appRole, { graceMs: 1_500 });
    testApp.jobs.register(STOPPED, handler);
    await testApp.jobs.start(testApp.app.log);
    const [short, long] = await Promise.all(
      (['short', 'long'] as const).map((key) =>
        enqueue('acme', STOPPED, `cutoff-${key}`, hr, { key }),
      ),
    );
    await until(
      async () => started.size,
      (size) => size === 2,
      'both runs to start',
    );

    const stopping = testApp.jobs;
    const signalled = performance.now();
    const stopped = stopping.stop();
    // The short run finishes within the grace period; the long one does not.
    setTimeout(() => waiting.short.open(), 300);
    await stopped;
    expect(performance.now() - signalled).toBeLessThan(5_000);
    expect(await runOf(hr, short!)).toMatchObject({ state: 'succeeded', result: { key: 'short' } });
    expect(await runOf(hr, long!)).toMatchObject({ state: 'queued', finishedAt: null });

    // Another instance starts the handed-back run again and finishes it.
    waiting.long.open();
    testApp.jobs = new JobQueue(testApp.db, testApp.appRole);
    testApp.jobs.register(STOPPED, handler);
    await testApp.jobs.start(testApp.app.log);
    expect(await ended(hr, long!, 60_000)).toMatchObject({
      state: 'succeeded',
      result: { key: 'long' },
    });
    const attempts = await queryRows<{ id: string; attempts: number }>(
      testApp.owner,
      'select id, attempts from job_runs where id = any($1) order by attempts',
      [[short, long]],
    );
    expect(attempts).toEqual([
      { id: short, attempts: 1 },
      { id: long, attempts: 2 },
    ]);
  }, 90_000);
});
