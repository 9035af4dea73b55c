import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRun } from '../../src/shared/api/jobs';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { PayRegister } from '../../src/shared/api/payroll-registers';
import { createDb } from '../../src/server/db/connection';
import { loadFormRegistry } from '../../src/server/forms/form-registry';
import { insertRecords } from '../../scripts/bench/lib/insert-records';
import { exited, spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import type { InstanceCaller } from './support/instance-caller';
import { signInAt } from './support/instance-caller';
import { registerSettings } from './support/payroll';
import { queryRows } from './support/pg-client';
import { API_KEY, dbTargets } from './support/test-app';

// Several app processes on one fresh database, as a load balancer would have them: they start
// together, agree on what guards access, and share background runs that survive any of them.

/** Members of the register whose cut-off is computed: long enough to be caught mid-run. */
const EMPLOYEES = 4000;
const GRACE_SECONDS = 2;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The target's server and a new database on it, as DATABASE_URL. */
function databaseUrl(connection: pg.ClientConfig, database: string): string {
  const user = encodeURIComponent(connection.user ?? 'postgres');
  const host = connection.host ?? 'localhost';
  return host.startsWith('/')
    ? `postgresql://${user}@localhost/${database}?host=${encodeURIComponent(host)}&port=${connection.port}`
    : `postgresql://${user}@${host}:${connection.port}/${database}`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds; returns how long it took, or fails after `ms`. */
async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean) {
  const started = performance.now();
  for (;;) {
    const value = await read();
    if (done(value)) return performance.now() - started;
    if (performance.now() - started > ms)
      throw new Error(`not within ${ms} ms; last: ${JSON.stringify(value)}`);
    await pause(25);
  }
}

for (const target of dbTargets()) {
  describe(`instances on one database [${target.name}]`, () => {
    const database = `hcm_instances_${randomBytes(4).toString('hex')}`;
    const owner = { ...target.connection, database };
    const servers: RunningServer[] = [];
    let admin: InstanceCaller;
    let cutoffId = '';

    const start = async () =>
      spawnServer(
        {
          DATABASE_URL: databaseUrl(target.connection, database),
          PORT: String(await freePort()),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'hcm-instance-')),
          API_KEY,
          APP_SECRET: 'instances-secret',
          JOB_GRACE_SECONDS: String(GRACE_SECONDS),
        },
        180_000,
      );

    /** The server whose instance owns the run, once it is running. */
    const ownerOf = async (runId: string) => {
      const [row] = await queryRows<{ pid: number }>(
        owner,
        `select i.pid from job_runs r join app_instances i on i.instance_id = r.owner
         where r.id = $1 and r.state = 'running'`,
        [runId],
      );
      return servers.find((server) => server.child.pid === row?.pid);
    };
    /** The administrator's session at an instance that is still running. */
    const live = () => admin.at(servers[0]!.url);
    const runOf = async (runId: string) =>
      (await live().call('GET', `/api/jobs/${runId}`)).json<JobRun>();
    const computeStarted = async () => {
      const started = await live().call('POST', `/api/hcm/generate-payroll/${cutoffId}`);
      expect(started.status, started.text).toBe(202);
      const { runId } = started.json<{ runId: string }>();
      await within(30_000, () => ownerOf(runId), Boolean);
      return runId;
    };
    const finished = async (runId: string) => {
      let run: JobRun | undefined;
      await within(
        90_000,
        async () => (run = await runOf(runId)),
        (value) => value.state === 'succeeded' || value.state === 'failed',
      );
      return run!;
    };
    const computation = async () =>
      (
        await queryRows<{ computation: number }>(
          owner,
          'select computation from pay_cutoffs where cutoff_id = $1',
          [cutoffId],
        )
      )[0]!.computation;
    const payslipsOf = (n: number) =>
      queryRows(
        owner,
        `select employee_number, gross_pay::text, total_deductions::text, net_pay::text, lines, result
         from payslips where cutoff_id = $1 and computation = $2 order by employee_number`,
        [cutoffId, n],
      );

    beforeAll(async () => {
      // Three instances started at once on an empty database: one creates it, migrates and
      // seeds; the others wait for the deployment lock and find it done.
      servers.push(...(await Promise.all([start(), start(), start()])));
      admin = await signInAt(servers[0]!.url, 'acme', 'admin');

      // A register of many employees, so a computation lasts long enough to be interrupted.
      const forms = loadFormRegistry('schemas');
      const db = createDb(owner, 1);
      try {
        await insertRecords(
          db,
          forms,
          'acme',
          'ers-employee',
          sql`select json_build_object('employeeNumber', 'I' || lpad(n::text, 5, '0'),
              'lastName', 'Worker ' || n, 'firstName', 'Instance', 'active', true,
              'payBasis', 'Monthly', 'rate', 1800000 + (n % 97) * 150000) as data
            from generate_series(1, ${EMPLOYEES}) n`,
        );
      } finally {
        await db.destroy();
      }
      const created = await admin.call('POST', '/api/hcm/register', {
        ...registerSettings('Instances'),
        year: 2026,
      });
      expect(created.status, created.text).toBe(201);
      const register = created.json<PayRegister>();
      const members = Array.from(
        { length: EMPLOYEES },
        (_, n) => `I${String(n + 1).padStart(5, '0')}`,
      );
      const added = await admin.call('POST', `/api/hcm/employees/register/${register.id}`, {
        add: members,
      });
      expect(added.status, added.text).toBeLessThan(300);
      const cutoffs = (
        await admin.call('GET', `/api/hcm/register-cutoff/${register.id}?year=2026`)
      ).json<{ items: Cutoff[] }>().items;
      cutoffId = cutoffs[0]!.id;
    }, 300_000);

    afterAll(async () => {
      for (const server of servers) {
        server.child.kill('SIGKILL');
        await exited(server.child);
      }
      await queryRows(
        { ...target.connection, database: 'postgres' },
        `drop database if exists ${database} with (force)`,
      );
    });

    it('starts three instances at once on an empty database, each beating', async () => {
      const rows = await queryRows<{ pid: number }>(owner, 'select pid from app_instances');
      expect(rows.map((row) => row.pid).sort()).toEqual(
        servers.map((server) => server.child.pid).sort(),
      );
      // The demo was seeded once, not three times.
      const [orgs] = await queryRows<{ n: number }>(
        owner,
        'select count(*)::int as n from accounts where org_id = $1 and username = $2',
        ['acme', 'admin'],
      );
      expect(orgs?.n).toBe(1);
    });

    it("recomputes every employee's time records in the built server's worker threads", async () => {
      const recomputed = await live().call('POST', '/api/hcm/recompute-punch', {
        from: '2026-11-01',
        to: '2026-11-15',
      });
      expect(recomputed.status, recomputed.text).toBe(200);
      const { employees, employeeDays } = recomputed.json<{
        employees: number;
        employeeDays: number;
      }>();
      expect(employees).toBeGreaterThan(EMPLOYEES);
      expect(employeeDays).toBe(employees * 15);
      const [stored] = await queryRows<{ n: number }>(
        owner,
        `select count(*)::int as n from dtr_days
         where org_id = 'acme' and work_date between '2026-11-01' and '2026-11-15'`,
      );
      expect(stored?.n).toBe(employeeDays);
    });

    it('refuses a session signed out on one instance on the others within a second', async () => {
      const hr = await signInAt(servers[0]!.url, 'acme', 'hr');
      for (const server of servers.slice(1))
        expect((await hr.at(server.url).call('GET', '/api/iam/session')).status).toBe(200);
      expect((await hr.call('POST', '/api/iam/logout')).status).toBeLessThan(300);
      for (const server of servers.slice(1)) {
        const took = await within(
          1000,
          () => hr.at(server.url).call('GET', '/api/iam/session'),
          (a) => a.status === 401,
        );
        expect(took).toBeLessThan(1000);
      }
    });

    it('applies a role change made on one instance on the others within a second', async () => {
      const payroll = await signInAt(servers[1]!.url, 'acme', 'payroll');
      const before = await payroll
        .at(servers[2]!.url)
        .call('POST', `/api/hcm/generate-payroll/00000000-0000-0000-0000-000000000000`);
      expect(before.status, 'payroll may compute').not.toBe(403);
      const changed = await admin.call(
        'PATCH',
        `/api/iam/accounts/${payroll.session!.account.accountId}`,
        {
          roles: ['employee'],
        },
      );
      expect(changed.status, changed.text).toBe(200);
      const took = await within(
        1000,
        () =>
          payroll
            .at(servers[2]!.url)
            .call('POST', `/api/hcm/generate-payroll/00000000-0000-0000-0000-000000000000`),
        (answer) => answer.status === 403,
      );
      expect(took).toBeLessThan(1000);
    });

    it('serves a record type built on one instance, and its validator, from the others within two seconds', async () => {
      const built = await admin.call('POST', '/api/form-builder', {
        definition: {
          formId: 'custom-lockers',
          title: 'Locker',
          pluralTitle: 'Lockers',
          module: 'utility',
          route: '/custom/lockers',
          schema: {
            type: 'object',
            required: ['number'],
            properties: { number: { type: 'string', title: 'Locker number', minLength: 1 } },
          },
          list: {
            columns: ['number'],
            search: ['number'],
            filters: [],
            sort: { field: 'number', direction: 'asc' },
          },
          access: { read: ['admin', 'hr'], write: ['admin'] },
        },
      });
      expect(built.status, built.text).toBe(201);
      for (const server of servers.slice(1)) {
        let validatorUrl = '';
        const took = await within(
          2000,
          () => admin.at(server.url).call('GET', '/api/forms/custom-lockers'),
          (answer) => {
            if (answer.status === 200)
              validatorUrl = answer.json<{ validatorUrl: string }>().validatorUrl;
            return answer.status === 200;
          },
        );
        expect(took).toBeLessThan(2000);
        // The browser's import() of it may reach any instance.
        for (const other of servers) {
          const code = await fetch(`${other.url}${validatorUrl}`);
          expect(code.status, `${validatorUrl} from ${other.url}`).toBe(200);
        }
      }
    });

    it('lets another instance finish a computation whose instance was killed, as a clean run computes it', async () => {
      const before = await computation();
      const runId = await computeStarted();
      const victim = (await ownerOf(runId))!;
      victim.child.kill('SIGKILL');
      await exited(victim.child);
      servers.splice(servers.indexOf(victim), 1);
      const killedAt = performance.now();
      const run = await finished(runId);
      expect(run.state, JSON.stringify(run)).toBe('succeeded');
      expect(performance.now() - killedAt).toBeLessThan(60_000);
      // Computed once: never twice, never half.
      expect(await computation()).toBe(before + 1);
      const taken = await payslipsOf(before + 1);
      expect(taken).toHaveLength(EMPLOYEES);
      const clean = await finished(await computeStarted());
      expect(clean.state).toBe('succeeded');
      expect(await payslipsOf(before + 2)).toEqual(taken);
      // Its place is taken by a new instance, as an orchestrator would.
      servers.push(await start());
    }, 240_000);

    it('fails no running job when a new instance starts', async () => {
      const runId = await computeStarted();
      const added = await start();
      servers.push(added);
      const run = await finished(runId);
      expect(run.state, JSON.stringify(run)).toBe('succeeded');
      const [row] = await queryRows<{ attempts: number }>(
        owner,
        'select attempts from job_runs where id = $1',
        [runId],
      );
      expect(row?.attempts).toBe(1);
    }, 240_000);

    it('exits within the grace period on SIGTERM during a run, which is finished once, there or elsewhere', async () => {
      const before = await computation();
      const runId = await computeStarted();
      const stopping = (await ownerOf(runId))!;
      const signalled = performance.now();
      stopping.child.kill('SIGTERM');
      expect(await exited(stopping.child), stopping.output()).toBe(0);
      servers.splice(servers.indexOf(stopping), 1);
      expect(performance.now() - signalled).toBeLessThan((GRACE_SECONDS + 10) * 1000);
      const run = await finished(runId);
      expect(run.state, JSON.stringify(run)).toBe('succeeded');
      expect(await computation()).toBe(before + 1);
      expect(await payslipsOf(before + 1)).toHaveLength(EMPLOYEES);
      // Finished by the stopping instance within its grace period (once), or handed back and
      // finished by another (twice started): which depends on the machine's speed, so
      // tests/api/jobs.test.ts proves each path with runs it holds.
      const [row] = await queryRows<{ attempts: number }>(
        owner,
        'select attempts from job_runs where id = $1',
        [runId],
      );
      expect([1, 2]).toContain(row?.attempts);
    }, 240_000);
  });
}
