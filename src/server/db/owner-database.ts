import type pg from 'pg';
import type { Config } from '../config';
import { connectionFromUrl, withClientSettings } from './connection';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

/** The database the embedded PostgreSQL keeps the app's tables in. */
const EMBEDDED_DATABASE = 'hcm';

export interface OwnerDatabase {
  /** The owner's connection settings (migrations and schema work only). */
  owner: pg.ClientConfig;
  /** Where it is, for the start-up line: "DATABASE_URL" or "embedded, <dir>". */
  source: string;
  /** Stops the embedded PostgreSQL if this process started it. */
  stop(): Promise<void>;
}

/**
 * The database of these settings: `DATABASE_URL`, or else the embedded PostgreSQL in
 * `DATA_DIR`, started here. With `join`, an embedded PostgreSQL another process already runs
 * there (the app, for the operator's command line) is used as it is and left running.
 */
export async function openOwnerDatabase(
  config: Config,
  log: (line: string) => void,
  { join = false } = {},
): Promise<OwnerDatabase> {
  if (config.databaseUrl)
    return {
      owner: withClientSettings(connectionFromUrl(config.databaseUrl), config.databaseClient),
      source: 'DATABASE_URL',
      stop: async () => undefined,
    };
  const running = join ? runningEmbeddedPostgres(config.dataDir) : null;
  if (running)
    return {
      owner: { ...running, database: EMBEDDED_DATABASE },
      source: `embedded, ${config.dataDir} (already running)`,
      stop: async () => undefined,
    };
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  return {
    owner: { ...embedded.connection, database: EMBEDDED_DATABASE },
    source: `embedded, ${config.dataDir}`,
    stop: () => embedded.stop(),
  };
}
