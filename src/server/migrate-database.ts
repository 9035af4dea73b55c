import type pg from 'pg';
import type { Config } from './config';
import { prepareDatabase, type DatabaseTargets } from './db/bootstrap';
import { createDb } from './db/connection';
import type { FormRegistry } from './forms/form-registry';
import { reconcileRecordIndexes } from './records/record-indexes';
import { seedDemo } from './seed/seed-demo';

/**
 * What `npm run migrate` does, and the server at start with MIGRATE_ON_START: the schema brought
 * up to date (migrations, job queues and schedules, the app role, the record engine's indexes)
 * and, with SEED_DEMO, the demo organisations seeded as the app role, all under the database's
 * deployment lock.
 */
export function migrateDatabase(
  config: Config,
  owner: pg.ClientConfig,
  forms: FormRegistry,
  log: (line: string) => void,
): Promise<DatabaseTargets> {
  return prepareDatabase(
    owner,
    config.appDbRole,
    config.appDbPassword,
    (asOwner) => reconcileRecordIndexes(asOwner, forms, log),
    async (app) => {
      if (!config.seedDemo) return;
      const db = createDb(app, 4);
      try {
        await seedDemo(db, forms, config.publicUrl);
      } finally {
        await db.destroy();
      }
    },
  );
}
