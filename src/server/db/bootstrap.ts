import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { grantJobSchema, installJobSchema } from '../jobs/job-schema';
import { createDb } from './connection';
import type { Database } from './database';
import { migrateToLatest } from './migrations';

export interface DatabaseTargets {
  owner: pg.ClientConfig;
  app: pg.ClientConfig;
}

/** Creates the database named in `owner` when it does not exist yet (first start). */
async function ensureDatabase(owner: pg.ClientConfig): Promise<void> {
  const admin = new pg.Client({ ...owner, database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      owner.database,
    ]);
    if (rowCount === 0)
      await admin.query(`create database ${pg.escapeIdentifier(owner.database ?? 'hcm')}`);
  } finally {
    await admin.end();
  }
}

/**
 * The app's login role: never SUPERUSER or BYPASSRLS (both skip row-level security), and allowed
 * only plain reads and writes on the app's tables, not the migration bookkeeping.
 */
async function ensureAppRole(db: Kysely<Database>, role: string, password: string): Promise<void> {
  // A DO block takes no bind parameters: the role name goes in as a quoted literal/identifier.
  await sql`
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = ${sql.lit(role)}) then
        create role ${sql.id(role)} login;
      end if;
    end $$
  `.execute(db);
  await sql`alter role ${sql.id(role)} login nosuperuser nobypassrls nocreatedb nocreaterole password ${sql.lit(password)}`.execute(
    db,
  );
  await sql`grant usage on schema public to ${sql.id(role)}`.execute(db);
  await sql`grant select, insert, update, delete on all tables in schema public to ${sql.id(role)}`.execute(
    db,
  );
  await sql`grant usage, select on all sequences in schema public to ${sql.id(role)}`.execute(db);
  await sql`revoke all on kysely_migration, kysely_migration_lock from ${sql.id(role)}`.execute(db);
  await grantJobSchema(db, role);
}

/**
 * Brings a database to the current schema and returns the app's connection settings. The
 * owner's connection does schema work only: the migrations, pg-boss's schema and queue, then
 * `reconcileSchema` (the record engine's indexes and key columns, derived from the definitions).
 * Everything else, seeding and jobs included, runs as the app role with an organisation set,
 * where row-level security applies.
 */
export async function prepareDatabase(
  owner: pg.ClientConfig,
  role: string,
  password: string,
  reconcileSchema: (db: Kysely<Database>) => Promise<void> = async () => undefined,
): Promise<DatabaseTargets> {
  await ensureDatabase(owner);
  const db = createDb(owner, 2, 'owner');
  try {
    await migrateToLatest(db);
    await installJobSchema(db);
    await ensureAppRole(db, role, password);
    await reconcileSchema(db);
  } finally {
    await db.destroy();
  }
  return { owner, app: { ...owner, user: role, password } };
}
