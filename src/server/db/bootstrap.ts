import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { grantJobSchema, installJobSchema } from '../jobs/job-schema';
import { createDb } from './connection';
import type { Database } from './database';
import { SCHEMA_VERSION, migrateToLatest } from './migrations';

export interface DatabaseTargets {
  owner: pg.ClientConfig;
  app: pg.ClientConfig;
}

/** PostgreSQL's codes for "already exists" when another instance created it first. */
const CREATED_MEANWHILE = new Set(['42P04', '23505']);

/**
 * Creates the database named in `owner` when it does not exist yet (first start); instances
 * starting together may race to create it, and the losers find it made.
 */
async function ensureDatabase(owner: pg.ClientConfig): Promise<void> {
  const admin = new pg.Client({ ...owner, database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      owner.database,
    ]);
    if (rowCount === 0)
      await admin
        .query(`create database ${pg.escapeIdentifier(owner.database ?? 'hcm')}`)
        .catch((error: { code?: string }) => {
          if (!CREATED_MEANWHILE.has(error.code ?? '')) throw error;
        });
  } finally {
    await admin.end();
  }
}

/** Names the lock every schema change and seeding of a database takes (any number below 2^63). */
const DEPLOYMENT_LOCK = 7_205_746_531;

/**
 * Runs `work` while holding the database's deployment lock, so instances started together (or
 * `npm run migrate` beside them) change the schema and seed one after the other, each finding
 * the last one's work done. The lock is a transaction's (released by its end, never left behind
 * by a dead process) on a connection of its own, which works through a transaction pooler too.
 */
async function withDeploymentLock<T>(owner: pg.ClientConfig, work: () => Promise<T>): Promise<T> {
  const holder = new pg.Client(owner);
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock($1)', [DEPLOYMENT_LOCK]);
    return await work();
  } finally {
    await holder.query('rollback').catch(() => undefined);
    await holder.end();
  }
}

/**
 * The app's login role: never SUPERUSER or BYPASSRLS (both skip row-level security), and allowed
 * only plain reads and writes on the app's tables, not the migration bookkeeping.
 */
async function ensureAppRole(db: Kysely<Database>, role: string, password: string): Promise<void> {
  // A DO block takes no bind parameters: the role name goes in as a quoted literal/identifier.
  // Roles are the server's, not one database's: another database's start may create it first.
  await sql`
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = ${sql.lit(role)}) then
        create role ${sql.id(role)} login;
      end if;
    exception when duplicate_object or unique_violation then null;
    end $$
  `.execute(db);
  await sql`alter role ${sql.id(role)} login nosuperuser nobypassrls nocreatedb nocreaterole password ${sql.lit(password)}`.execute(
    db,
  );
  // Its sessions' defaults, in place of startup options (which a transaction pooler refuses):
  // UTC, so timestamps PostgreSQL writes as text (JSON built in SQL) read the same everywhere.
  await sql`alter role ${sql.id(role)} set timezone to 'UTC'`.execute(db);
  await sql`grant usage on schema public to ${sql.id(role)}`.execute(db);
  await sql`grant select, insert, update, delete on all tables in schema public to ${sql.id(role)}`.execute(
    db,
  );
  await sql`grant usage, select on all sequences in schema public to ${sql.id(role)}`.execute(db);
  await sql`revoke all on kysely_migration, kysely_migration_lock from ${sql.id(role)}`.execute(db);
  // Which migrations ran, and nothing more: an instance started without migrating checks it.
  await sql`grant select on kysely_migration to ${sql.id(role)}`.execute(db);
  await grantJobSchema(db, role);
}

/** The app role's connection settings on the owner's server and database. */
export const appRoleOf = (owner: pg.ClientConfig, role: string, password: string) => ({
  ...owner,
  user: role,
  password,
});

/**
 * Brings a database to the current schema and returns the app's connection settings, under the
 * deployment lock: idempotent, and safe for any number of processes at once. The owner's
 * connection does schema work only: the migrations, pg-boss's schema, queues and schedules, the
 * app role, then `reconcileSchema` (the record engine's indexes and key columns, derived from
 * the definitions). `seed` (the demo) runs last, under the same lock, given the app role's
 * settings: everything but schema work runs as the app role with an organisation set, where
 * row-level security applies.
 */
export async function prepareDatabase(
  owner: pg.ClientConfig,
  role: string,
  password: string,
  reconcileSchema: (db: Kysely<Database>) => Promise<void> = async () => undefined,
  seed: (app: pg.ClientConfig) => Promise<void> = async () => undefined,
): Promise<DatabaseTargets> {
  await ensureDatabase(owner);
  const app = appRoleOf(owner, role, password);
  await withDeploymentLock(owner, async () => {
    const db = createDb(owner, 2, 'owner');
    try {
      await migrateToLatest(db);
      await installJobSchema(db);
      await ensureAppRole(db, role, password);
      await reconcileSchema(db);
    } finally {
      await db.destroy();
    }
    await seed(app);
  });
  return { owner, app };
}

/**
 * Refuses to serve a database whose schema is older than this code's (`npm run migrate` has not
 * run). A newer one is served: during a rolling upgrade the old instances run on the migrated
 * schema until they are replaced, which is why migrations only ever add before they remove.
 */
export async function assertSchemaCurrent(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ latest: string | null }>`
    select max(name) as latest from kysely_migration
  `.execute(db);
  const latest = rows[0]?.latest ?? '(none)';
  if (latest < SCHEMA_VERSION)
    throw new Error(
      `the database's schema is at ${latest}, this code needs ${SCHEMA_VERSION}: run \`npm run migrate\` first`,
    );
}
