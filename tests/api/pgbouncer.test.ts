import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationDetail,
  DecideApplicationsResponse,
} from '../../src/shared/api/applications';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { appConnections } from '../../src/server/db/app-connections';
import { CHANGES_CHANNEL } from '../../src/server/db/change-feed';
import { createDb } from '../../src/server/db/connection';
import { BOSS_SCHEMA, bossExecutor } from '../../src/server/jobs/job-schema';
import { signIn, type ApiCaller } from './support/api-client';
import { compute, hire, registerOf } from './support/payroll';
import { queryRows } from './support/pg-client';
import {
  keepsPreparedStatements,
  pgbouncerBinary,
  startPgBouncer,
  type PgBouncer,
} from './support/pgbouncer';
import { dbTargets, startTestApp, type TestApp } from './support/test-app';
import { workday } from './support/work-dates';

const binary = pgbouncerBinary();
if (!binary && process.env.CI)
  throw new Error('CI expects PgBouncer (Debian package pgbouncer, which .ci/run installs)');

/** Server connections PgBouncer keeps per database and role: far fewer than the app's clients. */
const POOL_SIZE = 3;
const ORGS = ['acme', 'icare'] as const;
const USERS = ['admin', 'employee', 'approver', 'payroll'] as const;
/** Lists read on the org reader; each organisation has its own seeded records of each. */
const LISTED = ['utility-gender', 'utility-religion', 'utility-nationality', 'utility-bank'];
/** Written while the lists are read. */
const WRITTEN = 'utility-religion';

/** DATABASE_PREPARED_STATEMENTS values this PgBouncer serves (named ones need >= 1.21). */
const keepsNamed = binary !== null && keepsPreparedStatements(binary);
const MODES = binary ? ['false', ...(keepsNamed ? ['true'] : [])] : [];

for (const target of binary ? dbTargets() : []) {
  for (const prepared of MODES) {
    describe(`the app behind PgBouncer in transaction mode [${target.name}, DATABASE_PREPARED_STATEMENTS=${prepared}]`, () => {
      let bouncer: PgBouncer | undefined;
      let testApp: TestApp | undefined;
      const current = () => {
        if (!testApp) throw new Error('test app not started');
        return testApp;
      };
      /** Every live record id of each organisation and form, read by the owner past the pooler. */
      const idsOf = async (orgId: string, formId: string) =>
        new Set(
          (
            await queryRows<{ id: string }>(
              current().owner,
              'select id from records where org_id = $1 and form_id = $2 and deleted_at is null',
              [orgId, formId],
            )
          ).map((row) => row.id),
        );

      beforeAll(async () => {
        bouncer = await startPgBouncer(binary!, target.connection, {
          poolSize: POOL_SIZE,
          users: { hcm_app: 'hcm_app' },
          preparedStatements: prepared === 'true' ? 500 : undefined,
        });
        testApp = await startTestApp(
          target,
          { DATABASE_PREPARED_STATEMENTS: prepared },
          { pooler: bouncer.address },
        );
      });
      afterAll(async () => {
        await testApp?.close();
        await bouncer?.stop();
      });

      it('answers every request, and every list with its own organisation only, under concurrent load of two organisations', async () => {
        const { app } = current();
        const signedIn = async (orgId: string) =>
          Object.fromEntries(
            await Promise.all(USERS.map(async (user) => [user, await signIn(app, orgId, user)])),
          ) as Record<(typeof USERS)[number], ApiCaller>;
        const callers = { acme: await signedIn('acme'), icare: await signedIn('icare') };

        const list = async (caller: ApiCaller, formId: string) => {
          const response = await caller.call('POST', '/api/records/list', {
            body: { form_id: formId, pageSize: 100 },
          });
          expect(response.statusCode, response.body).toBe(200);
          const ids = response.json<RecordListResponse>().items.map((item) => item.id);
          expect(ids.length, `${caller.orgId} ${formId}`).toBeGreaterThan(0);
          // Read after the page, so records written meanwhile are among them; none is deleted.
          const own = await idsOf(caller.orgId, formId);
          expect(
            ids.filter((id) => !own.has(id)),
            `${caller.orgId} ${formId}`,
          ).toEqual([]);
        };

        const createAndUpdate = async (caller: ApiCaller, n: number) => {
          const code = `PB-${n}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
          const created = await caller.call('POST', '/api/records', {
            body: { form_id: WRITTEN, data: { code, name: `Pooled ${code}`, active: true } },
          });
          expect(created.statusCode, created.body).toBe(201);
          const record = created.json<RecordItem>();
          const updated = await caller.call('PUT', `/api/records/${record.id}`, {
            body: {
              data: { ...record.data, name: `Pooled ${code} (edited)` },
              version: record.version,
            },
          });
          expect(updated.statusCode, updated.body).toBe(200);
          return record.id;
        };

        const fileAndDecide = async (
          { employee, approver }: typeof callers.acme,
          weeks: number,
        ) => {
          const filed = await employee.call('POST', '/api/hcm/application', {
            body: {
              kind: 'leave',
              details: {
                leaveType: 'Vacation leave',
                dateFrom: workday(weeks, 2),
                dateTo: workday(weeks, 2),
                dayPart: 'Whole day',
                reason: 'Pooled',
              },
            },
          });
          expect(filed.statusCode, filed.body).toBe(201);
          const { id } = filed.json<ApplicationDetail>();
          const decided = await approver.call('POST', '/api/hcm/approve-application', {
            body: { ids: [id], decision: 'Approved' },
          });
          expect(decided.statusCode, decided.body).toBe(200);
          expect(decided.json<DecideApplicationsResponse>().results).toEqual([
            expect.objectContaining({ id, ok: true, status: 'Approved' }),
          ]);
        };

        const computePayroll = async ({ admin, payroll }: typeof callers.acme) => {
          const { employeeNumber } = await hire(admin, `Pooled ${payroll.orgId}`);
          const { cutoffs } = await registerOf(payroll, 'Pooled', [employeeNumber]);
          await compute(payroll, cutoffs[0]!.id);
        };

        const written: Record<string, string[]> = { acme: [], icare: [] };
        for (let round = 0; round < 2; round += 1) {
          await Promise.all(
            ORGS.flatMap((orgId) => {
              const who = callers[orgId];
              return [
                ...Array.from({ length: 12 }, (_, i) =>
                  list(i % 2 ? who.admin : who.employee, LISTED[i % LISTED.length]!),
                ),
                ...Array.from({ length: 3 }, async (_, i) =>
                  written[orgId]!.push(await createAndUpdate(who.admin, round * 3 + i)),
                ),
                fileAndDecide(who, 3 + round),
                computePayroll(who),
              ];
            }),
          );
        }

        // What each organisation wrote is in its own list, never in the other's.
        for (const orgId of ORGS) {
          const other = orgId === 'acme' ? 'icare' : 'acme';
          const response = await callers[orgId].admin.call('POST', '/api/records/list', {
            body: { form_id: WRITTEN, pageSize: 200 },
          });
          const ids = new Set(response.json<RecordListResponse>().items.map((item) => item.id));
          expect(written[orgId]!.every((id) => ids.has(id))).toBe(true);
          expect(written[other]!.some((id) => ids.has(id))).toBe(false);
        }
      });

      it("shares the pooler's few server connections and leaves no organisation or setting on them", async () => {
        const { owner, appRole } = current();
        const pooled = { ...appRole, ...bouncer!.address };
        // More statements than server connections, each on whichever the pooler hands out.
        const seen = await Promise.all(
          Array.from({ length: 4 * POOL_SIZE }, () =>
            queryRows<{ org: string | null; zone: string; readOnly: string }>(
              pooled,
              `select current_setting('app.org_id', true) as org, current_setting('TimeZone') as zone,
                 current_setting('transaction_read_only') as "readOnly"`,
            ),
          ),
        );
        for (const [row] of seen) {
          expect(row?.org ?? '').toBe('');
          expect(row).toMatchObject({ zone: 'UTC', readOnly: 'off' });
        }
        const [backends] = await queryRows<{ pooled: number; listening: number }>(
          owner,
          `select count(*) filter (where query not ilike 'listen %') as pooled,
                  count(*) filter (where query ilike 'listen %') as listening
           from pg_stat_activity where usename = $1 and datname = current_database()`,
          [appRole.user],
        );
        expect(backends?.pooled).toBeLessThanOrEqual(POOL_SIZE);
        expect(backends?.listening).toBe(1);
      });

      it("runs pg-boss's maintenance (its own transactions and advisory locks) through the pooler", async () => {
        const { appRole, config } = current();
        const db = createDb(appConnections({ ...appRole, ...bouncer!.address }, config).app, 2);
        const boss = new PgBoss({
          db: bossExecutor(db),
          schema: BOSS_SCHEMA,
          migrate: false,
          schedule: false,
          maintenanceIntervalSeconds: 1,
        });
        try {
          const maintained = new Promise((resolve, reject) => {
            boss.once('maintenance', resolve);
            boss.once('error', reject);
          });
          await boss.start();
          await expect(maintained).resolves.toMatchObject({ ms: expect.any(Number) });
        } finally {
          await boss.stop({ graceful: false, wait: true });
          await db.destroy();
        }
      });

      it('hears a revocation committed elsewhere on its LISTEN connection, which goes past the pooler', async () => {
        const { app, owner } = current();
        const employee = await signIn(app, 'icare', 'employee');
        expect((await employee.call('GET', '/api/navigation')).statusCode).toBe(200);
        // As another process would: revoke the session and announce it, in one transaction.
        await queryRows(
          owner,
          `with revoked as (update sessions set revoked_at = now()
             where org_id = 'icare' and account_id = $1 and revoked_at is null returning 1)
           select pg_notify('${CHANGES_CHANNEL}', 'sessions:*') from revoked limit 1`,
          [employee.account.accountId],
        );
        // The session is remembered for 15 s: only the notice makes it answer 401 sooner.
        const deadline = Date.now() + 5000;
        let status = 200;
        while (status === 200 && Date.now() < deadline) {
          status = (await employee.call('GET', '/api/navigation')).statusCode;
          if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(status).toBe(401);
      });
    });
  }
}

// Named statements through PgBouncer need 1.21 or later (Debian 12 has 1.18): MODES tries them
// only where the installed one keeps them.
if (!binary) it.skip('needs PgBouncer (apt-get install pgbouncer), as CI has', () => undefined);
