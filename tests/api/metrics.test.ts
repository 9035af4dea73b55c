import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import { OrgReader } from '../../src/server/db/org-reader';
import { JobQueue } from '../../src/server/jobs/job-queue';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { ok, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { queryRows } from './support/pg-client';

const TOKEN = 'scrape-token-2f7c1e';
const OUTSIDE = '203.0.113.9';

/** Every label value of an exposition, e.g. `acme` of `hcm_org_employees{org_id="acme"} 6`. */
const labelValues = (text: string) =>
  [...text.matchAll(/^[a-z_]+\{(.*)\} /gm)].flatMap(([, labels]) =>
    [...labels!.matchAll(/\w+="((?:[^"\\]|\\.)*)"/g)].map(([, value]) => value!),
  );

/** The value of one series, or undefined when it is absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describeOnEachDatabase('the metrics', (current) => {
  let hr: ApiCaller;
  // Signed in before the first scrape: the organisation counts are then cached for seconds.
  beforeAll(async () => {
    hr = await signIn(current().app, 'acme', 'hr');
    await signIn(current().app, 'icare', 'employee');
  });

  const scrape = (options: Omit<InjectOptions, 'url'> = {}) =>
    current().app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', ...options });

  /** An app of its own on the suite's database, with other settings or a built client. */
  async function ownApp(settings: Partial<Config>, clientDir?: string) {
    const { db, config, forms, files, appRole } = current();
    const reader = new OrgReader(appRole, 1);
    const jobs = new JobQueue(db, appRole);
    const app = await buildApp({
      db,
      reader,
      jobs,
      config: { ...config, ...settings },
      forms,
      files,
      clientDir: clientDir ?? join(config.dataDir, 'no-client'),
    });
    const close = async () => {
      await app.close();
      await Promise.all([reader.destroy(), jobs.stop()]);
    };
    return { app, close };
  }

  it("times answers by the route's pattern, method and status class, never by the address", async () => {
    const { items } = await ok<RecordListResponse>(hr, 'POST', '/api/records/list', {
      form_id: 'utility-religion',
      pageSize: 3,
    });
    for (const item of items) await ok<RecordItem>(hr, 'GET', `/api/records/${item.id}`);
    await hr.call('GET', '/api/records/not-a-record-id');

    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = answer.body;
    const read = 'hcm_http_request_duration_seconds_count{route="/api/records/:id",method="GET"';
    expect(sample(text, `${read},status_class="2xx"}`)).toBeGreaterThanOrEqual(items.length);
    expect(sample(text, `${read},status_class="4xx"}`)).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/api/records/list",method="POST",status_class="2xx"');
    for (const item of items) expect(text).not.toContain(item.id);
    expect(text).not.toContain('not-a-record-id');
  });

  it('counts the pools, the job queue and each organisation, named by its id alone', async () => {
    const text = (await scrape()).body;
    for (const pool of ['app', 'reader', 'jobs']) {
      expect(sample(text, `hcm_db_pool_max_connections{pool="${pool}"}`), pool).toBeGreaterThan(0);
      expect(sample(text, `hcm_db_pool_connections{pool="${pool}"}`), pool).toBeDefined();
      expect(sample(text, `hcm_db_pool_waiting_queries{pool="${pool}"}`), pool).toBe(0);
    }
    for (const state of ['created', 'active', 'completed', 'failed'])
      expect(sample(text, `hcm_job_queue_jobs{state="${state}"}`), state).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE hcm_job_runs_failed_total counter');
    for (const org of ['acme', 'icare']) {
      expect(sample(text, `hcm_org_employees{org_id="${org}"}`)).toBeGreaterThan(0);
      expect(sample(text, `hcm_org_active_sessions{org_id="${org}"}`)).toBeGreaterThan(0);
      expect(sample(text, `hcm_org_job_runs{org_id="${org}",state="failed"}`)).toBeDefined();
    }

    // Nothing personal or naming: no organisation's name, no username, no address.
    const { owner } = current();
    const orgs = await queryRows<{ org_id: string; trade_name: string; registered_name: string }>(
      owner,
      'select org_id, trade_name, registered_name from organizations',
    );
    const accounts = await queryRows<{ username: string; email: string | null }>(
      owner,
      'select username, email from accounts',
    );
    const names = [
      ...orgs.flatMap((org) => [org.trade_name, org.registered_name]),
      ...accounts.map((account) => account.email ?? ''),
    ].filter(Boolean);
    expect(names.length).toBeGreaterThan(2);
    for (const name of names) expect(text).not.toContain(name);
    const values = new Set(labelValues(text));
    for (const { username } of accounts) expect(values.has(username), username).toBe(false);
    expect([...values].filter((value) => value.includes('@'))).toEqual([]);
    const orgLabels = [...text.matchAll(/org_id="([^"]*)"/g)].map(([, id]) => id);
    expect(new Set(orgLabels)).toEqual(new Set(orgs.map((org) => org.org_id)));
  });

  it('without METRICS_TOKEN answers this machine only, whatever X-Forwarded-For says', async () => {
    // Proxies trusted, so the header would make request.ip a loopback address: it must not count.
    const { app, close } = await ownApp({ trustProxy: true, metricsToken: null });
    try {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
        expect((await app.inject({ url: '/metrics', remoteAddress })).statusCode).toBe(200);
      const outside = await app.inject({ url: '/metrics', remoteAddress: OUTSIDE });
      expect(outside.statusCode).toBe(403);
      expect(outside.json<{ error: { code: string } }>().error.code).toBe('forbidden');
      const forwarded = await app.inject({
        url: '/metrics',
        remoteAddress: OUTSIDE,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forwarded.statusCode).toBe(403);
    } finally {
      await close();
    }
  });

  it('with METRICS_TOKEN answers its bearer only, from anywhere', async () => {
    const { app, close } = await ownApp({ metricsToken: TOKEN });
    try {
      const asked = (remoteAddress: string, authorization?: string) =>
        app.inject({
          url: '/metrics',
          remoteAddress,
          headers: authorization ? { authorization } : {},
        });
      expect((await asked('127.0.0.1')).statusCode).toBe(401);
      expect((await asked('127.0.0.1', `Bearer ${TOKEN}x`)).statusCode).toBe(401);
      expect((await asked(OUTSIDE, `Bearer ${TOKEN.slice(0, -1)}`)).statusCode).toBe(401);
      expect((await asked(OUTSIDE, `Basic ${TOKEN}`)).statusCode).toBe(401);
      const scraped = await asked(OUTSIDE, `Bearer ${TOKEN}`);
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('hcm_http_request_duration_seconds');
    } finally {
      await close();
    }
  });

  it('answers /metrics, /healthz and /readyz itself, never with the client page', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'hcm-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>client</title>');
    const { app, close } = await ownApp({}, clientDir);
    try {
      expect((await app.inject({ url: '/dashboard' })).headers['content-type']).toContain(
        'text/html',
      );
      const live = await app.inject({ url: '/healthz' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      // This app's job queue was never started: not ready, and saying so in JSON.
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: true, jobQueue: false },
      });
      const metrics = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(metrics.headers['content-type']).toContain('text/plain');
      expect(metrics.body).toContain('# TYPE hcm_org_employees gauge');
      const refused = await app.inject({ url: '/metrics', remoteAddress: OUTSIDE });
      expect(refused.headers['content-type']).toContain('application/json');
    } finally {
      await close();
      rmSync(clientDir, { recursive: true, force: true });
    }
    // The started app is ready; the aliases answer as the /api/health routes do.
    const { app: started } = current();
    for (const [alias, route] of [
      ['/healthz', '/api/health/live'],
      ['/readyz', '/api/health/ready'],
    ] as const) {
      const [a, b] = await Promise.all([
        started.inject({ url: alias }),
        started.inject({ url: route }),
      ]);
      expect([a.statusCode, a.json()]).toEqual([200, b.json()]);
    }
  });

  it('keeps /metrics out of the public OpenAPI document', async () => {
    const document = (await current().app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/health/live', '/api/health/ready']),
    );
  });
});
