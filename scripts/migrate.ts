// `npm run migrate`: brings the database to this release's schema as its owner (DATABASE_URL, or
// the embedded PostgreSQL of DATA_DIR, started for it or joined when the app runs it) and, with
// SEED_DEMO (default true), seeds the demo organisations. Idempotent and safe beside running
// instances and other migrations (one deployment lock). Instances started with
// MIGRATE_ON_START=false then need only the app role's connection. Exit 0 when done, 1 on failure.
import { loadConfig } from '../src/server/config';
import { openOwnerDatabase } from '../src/server/db/owner-database';
import { loadFormRegistry } from '../src/server/forms/form-registry';
import { createServerLog } from '../src/server/http/server-log';
import { migrateDatabase } from '../src/server/migrate-database';
import { SCHEMA_VERSION } from '../src/server/db/migrations';

const config = loadConfig();
const logger = createServerLog(config.logLevel);
const log = (line: string) => logger.info(line);
const started = performance.now();
const forms = loadFormRegistry(config.schemasDir);
const database = await openOwnerDatabase(config, log, { join: true });
try {
  await migrateDatabase(config, database.owner, forms, log);
  log(
    `schema at ${SCHEMA_VERSION}${config.seedDemo ? ', demo seeded' : ''} in ${Math.round(performance.now() - started)} ms (database: ${database.source})`,
  );
} catch (error) {
  logger.error({ err: error }, 'migration failed');
  process.exitCode = 1;
} finally {
  await database.stop();
}
