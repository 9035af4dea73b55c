import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { RecordItem, StoredFile } from '../../src/shared/api/records';
import { ok, signIn } from './support/api-client';
import type { DbTarget } from './support/db-targets';
import { multipart } from './support/multipart';
import { queryRows } from './support/pg-client';
import { dbTargets, startTestApp, type TestApp } from './support/test-app';

// The restore drill of docs/operations.md, step by step: a database written through the API is
// dumped with pg_dump -Fc, restored with pg_restore into a new database, and the app started on
// the copy reads back the same data through the API. pg_dump refuses a server newer than itself
// and the embedded PostgreSQL ships no pg_dump, so the drill runs on each target whose server
// has the installed client tools' major version, and fails when none has.

const run = promisify(execFile);

/** The major version of a PostgreSQL client tool, or null when it is not installed. */
function toolMajor(tool: string): number | null {
  const answer = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\) (\d+)/.exec(answer.stdout ?? '');
  return match ? Number(match[1]) : null;
}

async function serverMajor(target: DbTarget): Promise<number> {
  const [row] = await queryRows<{ server_version_num: string }>(
    { ...target.connection, database: 'postgres' },
    'show server_version_num',
  );
  return Math.floor(Number(row!.server_version_num) / 10_000);
}

/** What libpq's tools read to reach `database` as the owner. */
const libpq = ({ host, port, user, password }: pg.ClientConfig, database: string) => ({
  ...process.env,
  PGHOST: String(host),
  PGPORT: String(port ?? 5432),
  PGUSER: user ?? 'postgres',
  PGPASSWORD: typeof password === 'string' ? password : '',
  PGDATABASE: database,
});

const dumpMajor = toolMajor('pg_dump');
const restoreMajor = toolMajor('pg_restore');
const servers = await Promise.all(
  dbTargets().map(async (target) => ({ target, major: await serverMajor(target) })),
);
/** The targets pg_dump can dump: the embedded PostgreSQL is newer and brings no pg_dump. */
const drillable = servers.filter(({ major }) => major === dumpMajor).map(({ target }) => target);

describe('the restore drill', () => {
  it('has pg_dump and pg_restore of one version, and a database server of that version', () => {
    expect(dumpMajor, 'apt-get install postgresql-client').not.toBeNull();
    expect(restoreMajor).toBe(dumpMajor);
    const majors = servers.map(({ target, major }) => `${target.name}: ${major}`).join(', ');
    expect(drillable.length, `servers ${majors}; pg_dump ${dumpMajor}`).toBeGreaterThan(0);
  });

  for (const target of drillable) {
    it(`restores a dump into a new database that the app serves unchanged [${target.name}]`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'hcm-drill-'));
      const apps: TestApp[] = [];
      let restored = '';
      try {
        // Written through the API: a record, changed once, and an uploaded file.
        const source = await startTestApp(target);
        apps.push(source);
        const hr = await signIn(source.app, 'acme', 'hr');
        const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(48_000)]);
        const { payload, contentType } = multipart('drill.pdf', 'application/pdf', bytes);
        const upload = await hr.call('POST', '/api/files', {
          body: payload,
          headers: { 'content-type': contentType },
        });
        expect(upload.statusCode, upload.body).toBe(201);
        const file = upload.json<StoredFile>();
        const created = await ok<RecordItem>(hr, 'POST', '/api/records', {
          form_id: 'utility-religion',
          data: { code: 'DRILL', name: 'Restore drill', active: true },
        });
        const written = await ok<RecordItem>(hr, 'PUT', `/api/records/${created.id}`, {
          data: { ...created.data, description: 'Changed before the dump' },
          version: created.version,
        });

        // The drill: dump the live database, restore it into a new one.
        const sourceDb = String(source.owner.database);
        restored = `${sourceDb}_restored`;
        const dump = join(dir, 'hcm.dump');
        await run('pg_dump', ['--format=custom', `--file=${dump}`], {
          env: libpq(target.connection, sourceDb),
        });
        await run('createdb', ['--template=template0', restored], {
          env: libpq(target.connection, 'postgres'),
        });
        await run('pg_restore', ['--exit-on-error', `--dbname=${restored}`, dump], {
          env: libpq(target.connection, 'postgres'),
        });

        // The app on the copy: the same people sign in and read the same record and bytes.
        const copy = await startTestApp(target, {}, { database: restored });
        apps.push(copy);
        const hrAgain = await signIn(copy.app, 'acme', 'hr');
        expect(await ok<RecordItem>(hrAgain, 'GET', `/api/records/${created.id}`)).toEqual(written);
        const download = await hrAgain.call('GET', `/api/files/${file.id}`);
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(bytes)).toBe(true);
        // The other organisation came back too, and still sees none of acme's.
        const icare = await signIn(copy.app, 'icare', 'hr');
        expect((await icare.call('GET', `/api/records/${created.id}`)).statusCode).toBe(404);
      } finally {
        for (const app of apps.reverse()) await app.close();
        // Closing the copy's app drops it; a copy the app never started on is dropped here.
        if (restored)
          await queryRows(
            { ...target.connection, database: 'postgres' },
            `drop database if exists ${restored} with (force)`,
          );
        rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);
  }
});
