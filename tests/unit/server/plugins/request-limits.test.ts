import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../../../src/server/config';
import type { Database } from '../../../../src/server/db/database';
import { registerRequestLimits } from '../../../../src/server/plugins/request-limits';

const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'hcm-limits-')),
  APP_SECRET: 'x',
});

/** An app with the limits plugin; no route here sends a request, so no database is needed. */
function appWithLimits() {
  const app = Fastify();
  registerRequestLimits(app, {} as Kysely<Database>, config);
  return app;
}

describe('request limits', () => {
  test('an unauthenticated POST or PUT that declares no limits stops the app from being built', () => {
    const app = appWithLimits();
    expect(() => app.post('/api/open', { config: { auth: 'none' } }, () => 'ok')).toThrow(
      'POST /api/open takes no session: declare its limits',
    );
    expect(() => app.put('/api/open', { config: { auth: 'none' } }, () => 'ok')).toThrow();
    // Changing nothing is no excuse: a lookup by token is a query per request.
    expect(() =>
      app.post('/api/link/view', { config: { auth: 'none', readOnly: true } }, () => 'ok'),
    ).toThrow('POST /api/link/view takes no session: declare its limits');
  });

  test('reads, signed-in routes and routes that declare their limits are built', () => {
    const app = appWithLimits();
    expect(() => {
      app.get('/api/read', { config: { auth: 'none' } }, () => 'ok');
      app.post(
        '/api/version',
        { config: { auth: 'none', readOnly: true, limits: [] } },
        () => 'ok',
      );
      app.post('/api/signed-in', () => 'ok');
      app.post('/api/sign-in', { config: { auth: 'none', limits: [] } }, () => 'ok');
    }).not.toThrow();
  });
});
