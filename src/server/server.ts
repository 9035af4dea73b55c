import { loadConfig } from './config';
import { openOwnerDatabase } from './db/owner-database';
import { createServerLog } from './http/server-log';

// The entry starts the database first, then loads the rest of the server (most of a start's
// time, ~0.4 s) while an embedded PostgreSQL boots in its own process.
const startedAt = performance.now();
const config = loadConfig();
const logger = createServerLog(config.logLevel);
// The owner's database, unless this instance is given only the app role's (APP_DATABASE_URL).
const opening =
  config.migrateOnStart || !config.appDatabaseUrl
    ? openOwnerDatabase(config, (line) => logger.info(line), { join: !config.migrateOnStart })
    : Promise.resolve(null);
// Handled where it is awaited; a failure before then must not end the process unheard.
opening.catch(() => undefined);
const { serve } = await import('./serve');
await serve({ config, logger, startedAt, opening });
