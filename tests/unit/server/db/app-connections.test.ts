import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadConfig } from '../../../../src/server/config';
import { appConnections } from '../../../../src/server/db/app-connections';

const dataDir = mkdtempSync(join(tmpdir(), 'hcm-connections-'));
const configOf = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'x', ...env });
const APP = { host: 'db.internal', port: 6432, user: 'hcm_app', password: 'p', database: 'hcm' };

test('by default the reader and the listener use the app connection, unencrypted, with prepared statements', () => {
  const connections = appConnections(APP, configOf());
  const expected = { ...APP, ssl: false, preparedStatements: true };
  expect(connections).toEqual({ app: expected, reader: expected, listener: expected });
});

test('DATABASE_READ_URL and DATABASE_LISTEN_URL name the reader and the listener', () => {
  const connections = appConnections(
    APP,
    configOf({
      DATABASE_READ_URL: 'postgresql://hcm_app:p@replica.internal:5432/hcm',
      DATABASE_LISTEN_URL: 'postgresql://hcm_app:p@localhost/hcm?host=/run/postgresql',
      DATABASE_PREPARED_STATEMENTS: 'false',
    }),
  );
  expect(connections.app).toMatchObject({ host: 'db.internal', preparedStatements: false });
  expect(connections.reader).toMatchObject({
    host: 'replica.internal',
    port: 5432,
    user: 'hcm_app',
  });
  expect(connections.listener).toMatchObject({ host: '/run/postgresql', database: 'hcm' });
});

test('DATABASE_SSL applies to every connection, except over a Unix socket (as in libpq)', () => {
  const ca = join(dataDir, 'ca.pem');
  writeFileSync(ca, 'CA PEM');
  const connections = appConnections(
    APP,
    configOf({
      DATABASE_SSL: 'verify-full',
      DATABASE_SSL_CA: ca,
      DATABASE_READ_URL: 'postgresql://hcm_app:p@replica.internal/hcm',
      DATABASE_LISTEN_URL: 'postgresql://hcm_app:p@localhost/hcm?host=/run/postgresql',
    }),
  );
  const verified = { rejectUnauthorized: true, ca: 'CA PEM' };
  expect(connections.app.ssl).toEqual(verified);
  expect(connections.reader.ssl).toEqual(verified);
  expect(connections.listener.ssl).toBe(false);
  expect(appConnections(APP, configOf({ DATABASE_SSL: 'require' })).app.ssl).toEqual({
    rejectUnauthorized: false,
  });
  expect(appConnections(APP, configOf({ DATABASE_SSL: 'verify-full' })).app.ssl).toEqual({
    rejectUnauthorized: true,
  });
});

test('a DATABASE_SSL that is not one of the modes stops the start', () => {
  expect(() => configOf({ DATABASE_SSL: 'on' })).toThrow(
    'DATABASE_SSL must be one of disable, require, verify-full, not "on"',
  );
});
