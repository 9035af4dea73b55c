import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { OrgReader } from '../../src/server/db/org-reader';
import { JobQueue } from '../../src/server/jobs/job-queue';
import { describeOnEachDatabase } from './support/on-each-database';
import { API_KEY } from './support/test-app';

// What mailed links and credentials look like: 256 random bits, URL-safe, some with their
// organisation in front.
const RESET = 'Qm9vLXJlc2V0LXRva2VuLXRoYXQtbXVzdC1ub3QtbGVhaw';
const APPROVAL = 'acme.QXBwcm92YWwtdG9rZW4tMjAyNi0xMi0wMi1ub3QtbG9n';
const LINK_IN_PATH = 'x7Kq2Lm9Np4Rs8Tv1Wy5Za3Bc6Df0Gh2Jk4';

describeOnEachDatabase('the request log and addresses nothing answers', (current) => {
  /** An app of its own on the suite's database: its log lines, and the client it serves. */
  async function ownApp(clientDir: string) {
    const { db, config, forms, files, appRole } = current();
    const lines: string[] = [];
    const reader = new OrgReader(appRole, 1);
    const jobs = new JobQueue(db, appRole);
    const app = await buildApp({
      db,
      reader,
      jobs,
      config,
      forms,
      files,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      clientDir,
    });
    const close = async () => {
      await app.close();
      await Promise.all([reader.destroy(), jobs.stop()]);
    };
    return { app, lines, close };
  }

  it('keeps the secrets of an address (tokens in the query or in a path segment) out of the log', async () => {
    const { app, lines, close } = await ownApp(join(current().config.dataDir, 'no-client'));
    try {
      await app.inject({ url: `/session/forgot-password?org=acme&token=${RESET}` });
      await app.inject({
        url: `/email/applications/leave/2022-0001/0b6a3c52-9f1e-4c55-9a57-0c1d2e3f4a5b?token=${encodeURIComponent(APPROVAL)}&status=approve`,
      });
      await app.inject({
        url: `/api/hcm/version/get?access_token=short&apiKey=${API_KEY}`,
        headers: { 'x-api-key': API_KEY },
      });
      await app.inject({ url: `/session/links/${LINK_IN_PATH}/open` });
    } finally {
      await close();
    }
    const log = lines.join('');
    for (const secret of [RESET, APPROVAL, encodeURIComponent(APPROVAL), LINK_IN_PATH, API_KEY])
      expect(log).not.toContain(secret);
    expect(log).not.toContain('access_token=short');
    // What is not secret stays readable, so the log still says what was asked for.
    expect(log).toContain('/session/forgot-password?org=acme&token=[redacted]');
    expect(log).toContain(
      '/email/applications/leave/2022-0001/0b6a3c52-9f1e-4c55-9a57-0c1d2e3f4a5b?token=[redacted]&status=approve',
    );
    expect(log).toContain('/session/links/[redacted]/open');
  });

  it('names each request by an id of its own in its log lines and its answer, never one the caller sends', async () => {
    const { app, lines, close } = await ownApp(join(current().config.dataDir, 'no-client'));
    const ids: string[] = [];
    try {
      for (let n = 0; n < 2; n += 1) {
        const answer = await app.inject({
          url: '/api/health/live',
          headers: { 'request-id': 'chosen-by-caller', 'x-request-id': 'chosen-by-caller' },
        });
        ids.push(String(answer.headers['x-request-id']));
      }
    } finally {
      await close();
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(2);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(logged.filter((line) => line.reqId === ids[0]).length).toBeGreaterThan(0);
  });

  it('answers an unknown API address with the API error, however its prefix is encoded, and serves pages elsewhere', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'hcm-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>client</title>');
    const { app, close } = await ownApp(clientDir);
    try {
      for (const url of ['/api/unknown', '/%61pi/unknown', '/%61%70%69/unknown']) {
        const answer = await app.inject({ url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json<{ error: { code: string } }>().error.code, url).toBe('not_found');
      }
      const page = await app.inject({ url: '/dashboard' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    } finally {
      await close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
