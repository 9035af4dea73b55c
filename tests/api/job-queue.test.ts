import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { JobRun, JobRunsResponse } from '../../src/shared/api/jobs';
import { withOrg } from '../../src/server/db/tenant';
import { AppError } from '../../src/server/http/app-error';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

// The Queue screens' API: listing runs per role, retrying failed runs and cancelling queued
// ones, over kinds of run only these tests register.

const GATED = 'queue-test-gated';
const FLAKY = 'queue-test-flaky';
const WAIT_MS = 15_000;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`gave up waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeOnEachDatabase('job queue screens', (current) => {
  let admin: ApiCaller;
  let hr: ApiCaller;
  let payroll: ApiCaller;
  let employee: ApiCaller;
  let approver: ApiCaller;
  let icareAdmin: ApiCaller;
  /** Gated runs wait until their key's gate opens. */
  const gates = new Map<string, { opened: Promise<void>; open: () => void }>();
  const started: string[] = [];
  /** Flaky runs fail while their key is listed here. */
  const failing = new Set<string>();

  const openGate = (key: string) => {
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    gates.set(key, { opened, open });
  };

  const enqueue = (orgId: string, kind: string, by: ApiCaller, key: string) =>
    withOrg(current().db, orgId, (tx) =>
      current().jobs.enqueue(tx, orgId, {
        kind,
        subject: key,
        requestedBy: by.account.accountId,
        payload: { key },
        busyMessage: 'busy',
      }),
    );
  const runOf = async (caller: ApiCaller, id: string) => {
    const response = await caller.call('GET', `/api/jobs/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<JobRun>();
  };
  const inState = (caller: ApiCaller, id: string, states: JobRun['state'][]) =>
    until(
      () => runOf(caller, id),
      (run) => states.includes(run.state),
      `run ${id} ${states.join('/')}`,
    );
  const list = async (caller: ApiCaller, query = '') => {
    const response = await caller.call('GET', `/api/jobs${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<JobRunsResponse>();
  };

  beforeAll(async () => {
    const { app, jobs } = current();
    [admin, hr, payroll, employee, approver, icareAdmin] = await Promise.all([
      signIn(app, 'acme', 'admin'),
      signIn(app, 'acme', 'hr'),
      signIn(app, 'acme', 'payroll'),
      signIn(app, 'acme', 'employee'),
      signIn(app, 'acme', 'approver'),
      signIn(app, 'icare', 'admin'),
    ]);
    jobs.register<{ key: string }>(GATED, async ({ payload }) => {
      started.push(payload.key);
      await gates.get(payload.key)?.opened;
      return { fileId: null, key: payload.key };
    });
    jobs.register<{ key: string }>(FLAKY, async ({ payload }) => {
      if (failing.has(payload.key)) throw new AppError('conflict', 'The cut-off was locked.');
      return { key: payload.key };
    });
  });

  it('lists every run of the organisation to staff and only their own to others', async () => {
    const mine = await enqueue('acme', FLAKY, employee, 'list-employee');
    const theirs = await enqueue('acme', FLAKY, payroll, 'list-payroll');
    const icare = await enqueue('icare', FLAKY, icareAdmin, 'list-icare');
    await inState(employee, mine, ['succeeded']);
    await inState(payroll, theirs, ['succeeded']);

    for (const staff of [admin, hr, payroll]) {
      const ids = (await list(staff, '?limit=100')).items.map((run) => run.id);
      expect(ids).toEqual(expect.arrayContaining([mine, theirs]));
      expect(ids).not.toContain(icare);
    }
    const own = await list(employee, '?limit=100');
    expect(own.items.map((run) => run.id)).toEqual([mine]);
    expect(own.items[0]).toMatchObject({ requestedByName: 'Carla Mendoza', retryable: true });
    expect((await list(approver)).items).toEqual([]);
    expect((await list(hr, '?mine=true')).items.map((run) => run.id)).not.toContain(mine);

    // Another's run, or another organisation's, answers as if absent.
    expect((await employee.call('GET', `/api/jobs/${theirs}`)).statusCode).toBe(404);
    expect((await icareAdmin.call('GET', `/api/jobs/${mine}`)).statusCode).toBe(404);
    expect((await icareAdmin.call('POST', `/api/jobs/${mine}/retry`)).statusCode).toBe(404);

    const filtered = await list(admin, `?kind=${FLAKY}&state=succeeded&limit=1`);
    expect(filtered.items).toHaveLength(1);
    expect(filtered.total).toBe(filtered.byState.succeeded);
    expect(filtered.total).toBeGreaterThanOrEqual(2);
    expect((await list(admin, '?state=failed&kind=none')).total).toBe(0);
    expect((await admin.call('GET', '/api/jobs?state=paused')).statusCode).toBe(422);
  });

  it('cancels a queued run, which never starts, and refuses to cancel a started one', async () => {
    openGate('busy-1');
    openGate('busy-2');
    const first = await enqueue('acme', GATED, payroll, 'busy-1');
    const second = await enqueue('acme', GATED, payroll, 'busy-2');
    // Both workers are held, so the third waits in the queue.
    await inState(payroll, first, ['running']);
    await inState(payroll, second, ['running']);
    const waiting = await enqueue('acme', GATED, employee, 'waiting');
    expect((await runOf(employee, waiting)).state).toBe('queued');

    expect((await approver.call('POST', `/api/jobs/${waiting}/cancel`)).statusCode).toBe(404);
    const running = await payroll.call('POST', `/api/jobs/${first}/cancel`);
    expect(running.statusCode).toBe(409);
    expect(errorOf(running).message).toMatch(/Only a queued run can be cancelled/);

    const cancelled = await employee.call('POST', `/api/jobs/${waiting}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<JobRun>()).toMatchObject({ state: 'cancelled' });
    expect(cancelled.json<JobRun>().finishedAt).not.toBeNull();
    expect((await employee.call('POST', `/api/jobs/${waiting}/cancel`)).statusCode).toBe(409);

    gates.get('busy-1')?.open();
    gates.get('busy-2')?.open();
    await inState(payroll, first, ['succeeded']);
    await inState(payroll, second, ['succeeded']);
    // Give a worker time to (wrongly) pick the cancelled job up.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(started).not.toContain('waiting');
    expect((await runOf(employee, waiting)).state).toBe('cancelled');

    // A cancelled run can be queued again; a succeeded one cannot.
    const again = await employee.call('POST', `/api/jobs/${waiting}/retry`);
    expect(again.statusCode).toBe(201);
    const retried = again.json<JobRun>();
    expect(retried).toMatchObject({ retryOf: waiting, subject: 'waiting' });
    await inState(employee, retried.id, ['succeeded']);
    expect(started).toContain('waiting');
    expect((await payroll.call('POST', `/api/jobs/${first}/retry`)).statusCode).toBe(409);
  });

  it('retries a failed run as it was queued, for its owner or staff only', async () => {
    failing.add('flaky');
    const failed = await enqueue('acme', FLAKY, employee, 'flaky');
    const run = await inState(employee, failed, ['failed']);
    expect(run.error).toBe('The cut-off was locked.');

    expect((await approver.call('POST', `/api/jobs/${failed}/retry`)).statusCode).toBe(404);
    failing.delete('flaky');
    const retry = await hr.call('POST', `/api/jobs/${failed}/retry`);
    expect(retry.statusCode).toBe(201);
    const second = retry.json<JobRun>();
    expect(second).toMatchObject({
      kind: FLAKY,
      retryOf: failed,
      requestedBy: hr.account.accountId,
    });
    expect((await inState(hr, second.id, ['succeeded'])).result).toEqual({ key: 'flaky' });

    // A run from before runs kept their payload cannot be queued again.
    failing.add('legacy');
    const legacy = await enqueue('acme', FLAKY, admin, 'legacy');
    await inState(admin, legacy, ['failed']);
    await withOrg(current().db, 'acme', (tx) =>
      sql`update job_runs set payload = null where org_id = 'acme' and id = ${legacy}`.execute(tx),
    );
    expect((await runOf(admin, legacy)).retryable).toBe(false);
    const refused = await admin.call('POST', `/api/jobs/${legacy}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toMatch(/start it again from its own page/);
  });

  it('lets an admin start a time records recompute through the queue', async () => {
    const started = await admin.call('POST', '/api/jobs', {
      body: { kind: 'time-records-recompute', from: '2026-10-01', to: '2026-10-15' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const run = started.json<JobRun>();
    expect(run).toMatchObject({
      kind: 'time-records-recompute',
      subject: '2026-10-01..2026-10-15',
    });
    const done = await inState(admin, run.id, ['succeeded', 'failed']);
    expect(done.state).toBe('succeeded');
    expect((done.result as { employees: number }).employees).toBeGreaterThan(0);

    const body = { kind: 'time-records-recompute', from: '2026-10-01', to: '2026-10-15' };
    expect((await hr.call('POST', '/api/jobs', { body })).statusCode).toBe(403);
    const backwards = await admin.call('POST', '/api/jobs', {
      body: { ...body, to: '2026-09-01' },
    });
    expect(backwards.statusCode).toBe(422);
    expect(errorOf(backwards).fields?.[0]?.path).toBe('/to');
    const long = await admin.call('POST', '/api/jobs', { body: { ...body, to: '2026-12-31' } });
    expect(errorOf(long).fields?.[0]).toMatchObject({ path: '/to' });
    const unknown = await admin.call('POST', '/api/jobs', {
      body: { ...body, kind: 'payroll-compute' },
    });
    expect(unknown.statusCode).toBe(422);
  });
});
