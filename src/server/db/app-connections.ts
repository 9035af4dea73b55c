import type pg from 'pg';
import type { Config } from '../config';
import { connectionFromUrl, withClientSettings, type DbConnection } from './connection';

export interface AppConnections {
  /** Requests, background jobs and pg-boss: every statement may go through a transaction pooler. */
  app: DbConnection;
  /** The org reader's (list pages, reports that may lag): a read replica when one is named. */
  reader: DbConnection;
  /** LISTEN keeps a session, which a transaction pooler does not: a direct one when named. */
  listener: DbConnection;
}

/**
 * Where the app role's connections go (`app`: the one `prepareDatabase` returns), each with the
 * deployment's client settings (TLS, prepared statements).
 */
export function appConnections(
  app: pg.ClientConfig,
  config: Pick<Config, 'databaseReadUrl' | 'databaseListenUrl' | 'databaseClient'>,
): AppConnections {
  const at = (url: string | null) =>
    withClientSettings(url ? connectionFromUrl(url) : app, config.databaseClient);
  return {
    app: at(null),
    reader: at(config.databaseReadUrl),
    listener: at(config.databaseListenUrl),
  };
}
