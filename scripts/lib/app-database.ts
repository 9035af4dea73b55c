import type { Kysely } from 'kysely';
import type { Config } from '../../src/server/config';
import { prepareDatabase } from '../../src/server/db/bootstrap';
import { createDb } from '../../src/server/db/connection';
import type { Database } from '../../src/server/db/database';
import { openOwnerDatabase } from '../../src/server/db/owner-database';
import { say } from './command-line';

/**
 * Runs `work` as the app role on the app's database, beside the running app: DATABASE_URL, or
 * the embedded PostgreSQL of DATA_DIR (joined when the app runs, else started for the work and
 * stopped after). The migrations run first, as at the app's start (idempotent). The record
 * engine's list indexes are the app's to make at its start: what a command writes needs none.
 */
export async function withAppDatabase<T>(
  config: Config,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const database = await openOwnerDatabase(config, say, { join: true });
  let db: Kysely<Database> | null = null;
  try {
    const targets = await prepareDatabase(database.owner, config.appDbRole, config.appDbPassword);
    db = createDb(targets.app, 2);
    return await work(db);
  } finally {
    await db?.destroy();
    await database.stop();
  }
}
