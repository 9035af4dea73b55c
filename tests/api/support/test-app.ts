import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { appConnections } from '../../../src/server/db/app-connections';
import { appRoleOf, prepareDatabase, type DatabaseTargets } from '../../../src/server/db/bootstrap';
import { listenForChanges } from '../../../src/server/db/change-feed';
import { createDb } from '../../../src/server/db/connection';
import type { Database } from '../../../src/server/db/database';
import { FileStores } from '../../../src/server/files/store/file-stores';
import { OrgReader } from '../../../src/server/db/org-reader';
import { JobQueue } from '../../../src/server/jobs/job-queue';
import { seedDemo } from '../../../src/server/seed/seed-demo';
import type { FormRegistry } from '../../../src/server/forms/form-registry';
import { reconcileRecordIndexes } from '../../../src/server/records/record-indexes';
import { dropDatabase, withAdmin } from './admin-client';
import type { DbTarget } from './db-targets';
import { testForms } from './test-forms';

export const API_KEY = 'test-api-key';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /**
   * Started; a test registers its own kinds of run and enqueues them. A test may replace it
   * (a restart); closing stops the one in place.
   */
  jobs: JobQueue;
  config: Config;
  /** The definitions the app was built with (loading them again takes seconds). */
  forms: FormRegistry;
  files: FileStores;
  /** Settings of this app's own database, as the owner and as the app role. */
  owner: pg.ClientConfig;
  appRole: pg.ClientConfig;
  close(): Promise<void>;
}

export const dbTargets = (): DbTarget[] => inject('dbTargets');

/**
 * Whom the app queries and seeds as: its own role, bound by row-level security as in
 * production, or the owner, a superuser that row-level security does not bind, to prove that
 * the code's own organisation filters isolate organisations by themselves.
 */
export type ConnectAs = 'app-role' | 'owner';

export interface TestAppOptions {
  connectAs?: ConnectAs;
  /**
   * A transaction pooler in front of the target: the app's connections go through it, and
   * LISTEN past it (DATABASE_LISTEN_URL), as a deployment behind PgBouncer is set up.
   */
  pooler?: { host: string; port: number };
  /** A database restored from a dump: the app started on it as the server starts, unseeded. */
  database?: string;
}

/** A connection as a URL of the kind DATABASE_URL takes (a socket's directory as `host`). */
const urlOf = ({ user = '', password = '', host = '', port, database = '' }: pg.ClientConfig) =>
  `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(String(password))}@localhost/${database}?${new URLSearchParams({ host, port: String(port) })}`;

const DEFAULT_SCHEMAS = resolve('schemas');

/** Taken while a test process makes the run's template, in case files ever run side by side. */
const TEMPLATE_LOCK = 7_205_746_532;

/**
 * The run's database migrated and seeded on the definitions in `schemas/`, made by the first app
 * that needs it on the target. Copying it takes a fraction of the seconds migrating and seeding
 * take, which most test files would otherwise pay twice (once per target). One a day: the demo's
 * data follows the date it is seeded on, so a run past midnight seeds the new day's.
 */
async function seededTemplate(
  target: DbTarget,
  prepare: (on: pg.ClientConfig) => Promise<DatabaseTargets>,
  forms: FormRegistry,
): Promise<string> {
  const template = `${inject('templateDatabase')}_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  await withAdmin(target.connection, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      template,
    ]);
    if (rowCount) return;
    const { app } = await prepare({ ...target.connection, database: template });
    const db = createDb(app, 2);
    try {
      await seedDemo(db, forms, 'http://localhost');
    } finally {
      await db.destroy();
    }
  });
  return template;
}

/** A new database with `template`'s schema and rows (PostgreSQL copies its files). */
const copyDatabase = (target: DbTarget, template: string, database: string) =>
  withAdmin(target.connection, (admin) =>
    admin.query(
      `create database ${pg.escapeIdentifier(database)} template ${pg.escapeIdentifier(template)}`,
    ),
  );

/**
 * A fresh database on the target, migrated and seeded, and the real app on top of it (or the
 * `database` given). Closing drops the database either way.
 */
export async function startTestApp(
  target: DbTarget,
  env: Record<string, string> = {},
  { connectAs = 'app-role', pooler, database: existing }: TestAppOptions = {},
): Promise<TestApp> {
  const database = existing ?? `hcm_test_${randomBytes(5).toString('hex')}`;
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hcm-app-')),
    API_KEY,
    APP_SECRET: 'test-secret',
    PUBLIC_URL: 'http://hcm.test',
    ...env,
  });
  const owner = { ...target.connection, database };
  const forms = testForms(config.schemasDir);
  const prepare = (on: pg.ClientConfig) =>
    prepareDatabase(on, config.appDbRole, config.appDbPassword, (asOwner) =>
      reconcileRecordIndexes(asOwner, forms),
    );
  const copied = !existing && config.schemasDir === DEFAULT_SCHEMAS;
  if (copied) await copyDatabase(target, await seededTemplate(target, prepare, forms), database);
  const targets = copied
    ? { owner, app: appRoleOf(owner, config.appDbRole, config.appDbPassword) }
    : await prepare(owner);
  const direct = connectAs === 'owner' ? owner : targets.app;
  const connections = pooler
    ? appConnections({ ...direct, ...pooler }, { ...config, databaseListenUrl: urlOf(direct) })
    : appConnections(direct, config);
  const db = createDb(connections.app, 5);
  if (!existing && !copied) await seedDemo(db, forms, 'http://localhost');
  const reader = new OrgReader(connections.reader, 5);
  const jobs = new JobQueue(db, connections.app, { publicUrl: config.publicUrl });
  const files = await FileStores.open(config);
  const app = await buildApp({
    db,
    reader,
    jobs,
    config,
    forms,
    files,
    clientDir: join(config.dataDir, 'no-client'),
  });
  await app.ready();
  await jobs.start(app.log);
  // As the server does: changes committed by another process (the operator's command line).
  const stopListening = listenForChanges(connections.listener, () => undefined);
  const testApp: TestApp = {
    app,
    db,
    jobs,
    config,
    forms,
    files,
    owner,
    appRole: targets.app,
    async close() {
      await app.close();
      await stopListening();
      await testApp.jobs.stop();
      files.close();
      await Promise.all([db.destroy(), reader.destroy()]);
      await withAdmin(target.connection, (admin) => dropDatabase(admin, database));
    },
  };
  return testApp;
}
