import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { dropDatabase, withAdmin } from './support/admin-client';
import type { DbTarget } from './support/db-targets';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTargets: DbTarget[];
    /** Begins the names of this run's seeded template databases (see test-app.ts). */
    templateDatabase: string;
  }
}

const EXTERNAL: pg.ClientConfig = {
  host: '127.0.0.1',
  port: 5432,
  user: 'postgres',
  database: 'postgres',
};

async function reachable(connection: pg.ClientConfig): Promise<boolean> {
  const client = new pg.Client({ ...connection, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops the databases whose names begin with `prefix`. */
const dropDatabases = (connection: pg.ClientConfig, prefix: string) =>
  withAdmin(connection, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await dropDatabase(admin, datname);
  });

/**
 * The API suite runs against the embedded PostgreSQL (started here in a temporary data
 * directory) and, when it answers, the machine's PostgreSQL on 127.0.0.1:5432.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hcm-api-'));
  const embedded = await startEmbeddedPostgres(dataDir, () => undefined);
  const targets: DbTarget[] = [{ name: 'embedded', connection: embedded.connection }];
  if (await reachable(EXTERNAL))
    targets.push({ name: 'postgres@127.0.0.1:5432', connection: EXTERNAL });
  else if (process.env.CI) throw new Error('CI expects PostgreSQL on 127.0.0.1:5432');
  const templateDatabase = `hcm_template_${randomBytes(5).toString('hex')}`;
  project.provide('dbTargets', targets);
  project.provide('templateDatabase', templateDatabase);
  return async () => {
    for (const { connection } of targets) await dropDatabases(connection, templateDatabase);
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
