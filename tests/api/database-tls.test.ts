import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { appConnections } from '../../src/server/db/app-connections';
import { createDb } from '../../src/server/db/connection';
import { pgbouncerBinary, startPgBouncer, type PgBouncer } from './support/pgbouncer';
import { dbTargets } from './support/test-app';

const binary = pgbouncerBinary();
if (!binary && process.env.CI)
  throw new Error('CI expects PgBouncer (Debian package pgbouncer, which .ci/run installs)');

/** A CA of the test's own and a certificate it signed for 127.0.0.1 only. */
function certificates(dir: string) {
  const path = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
  const key = (name: string) => ['-newkey', 'rsa:2048', '-nodes', '-keyout', path(name)];
  openssl(
    'req',
    '-x509',
    ...key('ca.key'),
    '-out',
    path('ca.crt'),
    '-subj',
    '/CN=HCM test CA',
    '-days',
    '1',
  );
  openssl('req', ...key('server.key'), '-out', path('server.csr'), '-subj', '/CN=127.0.0.1');
  writeFileSync(path('server.ext'), 'subjectAltName = IP:127.0.0.1\n');
  openssl(
    'x509',
    '-req',
    '-in',
    path('server.csr'),
    '-CA',
    path('ca.crt'),
    '-CAkey',
    path('ca.key'),
    '-CAcreateserial',
    '-out',
    path('server.crt'),
    '-days',
    '1',
    '-extfile',
    path('server.ext'),
  );
  return {
    ca: path('ca.crt'),
    cert: readFileSync(path('server.crt'), 'utf8'),
    key: readFileSync(path('server.key'), 'utf8'),
  };
}

// PgBouncer speaks TLS with its clients (the app) here: PostgreSQL itself has none on this machine.
for (const target of binary ? dbTargets() : []) {
  describe(`DATABASE_SSL to a server that requires TLS [${target.name}]`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'hcm-tls-'));
    let bouncer: PgBouncer | undefined;
    let ca = '';

    beforeAll(async () => {
      const made = certificates(dir);
      ca = made.ca;
      bouncer = await startPgBouncer(binary!, target.connection, {
        poolSize: 2,
        users: { [target.connection.user ?? 'postgres']: '' },
        clientTls: made,
      });
    });
    afterAll(async () => {
      await bouncer?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    /** Whether the app's connection with these settings answers, at `host` in front of PgBouncer. */
    async function answers(env: Record<string, string>, host = '127.0.0.1') {
      const config = loadConfig({ DATA_DIR: dir, APP_SECRET: 'x', ...env });
      const { app } = appConnections({ ...target.connection, ...bouncer!.address, host }, config);
      const db = createDb(app, 1);
      try {
        await sql`select 1`.execute(db);
        return 'answers';
      } catch (error) {
        return (error as Error).message;
      } finally {
        await db.destroy();
      }
    }

    it('verify-full connects when the certificate is signed by DATABASE_SSL_CA and names the host', async () => {
      expect(await answers({ DATABASE_SSL: 'verify-full', DATABASE_SSL_CA: ca })).toBe('answers');
    });

    it('verify-full refuses a certificate of an unknown CA, or of another host', async () => {
      expect(await answers({ DATABASE_SSL: 'verify-full' })).toMatch(
        /unable to verify the first certificate/,
      );
      expect(
        await answers({ DATABASE_SSL: 'verify-full', DATABASE_SSL_CA: ca }, 'localhost'),
      ).toMatch(/does not match certificate's altnames/);
    });

    it('require encrypts without checking the certificate; disable is refused by this server', async () => {
      expect(await answers({ DATABASE_SSL: 'require' })).toBe('answers');
      expect(await answers({ DATABASE_SSL: 'disable' })).toMatch(/SSL required/);
    });
  });
}

if (!binary) it.skip('needs PgBouncer (apt-get install pgbouncer), as CI has', () => undefined);
