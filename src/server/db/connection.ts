import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseClientConfig } from '../config';
import { observePool, type PoolName } from '../metrics/pool-metrics';
import type { Database } from './database';
import { PreparingClient } from './preparing-client';

// int8 (counts, identities) as numbers: every bigint here stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// `date` as its `YYYY-MM-DD` text: a calendar date has no time zone to be shifted into.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * Connection settings from a URL such as postgresql://user@host:5432/db; as in libpq, `host`
 * and `port` parameters name a Unix socket's directory and port:
 * postgresql://postgres@localhost/db?host=/run/postgresql&port=5433.
 */
export function connectionFromUrl(url: string): pg.ClientConfig {
  const parsed = new URL(url);
  const port = parsed.searchParams.get('port') || parsed.port;
  return {
    host: parsed.searchParams.get('host') || decodeURIComponent(parsed.hostname) || 'localhost',
    port: port ? Number(port) : 5432,
    user: decodeURIComponent(parsed.username) || 'postgres',
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    database: parsed.pathname.slice(1) || 'postgres',
  };
}

/** pg's connection settings, and whether statements are prepared by name on it (default yes). */
export type DbConnection = pg.ClientConfig & { preparedStatements?: boolean };

const sslOf = ({ ssl, sslCa }: DatabaseClientConfig): pg.ClientConfig['ssl'] => {
  if (ssl === 'disable') return false;
  if (ssl === 'require') return { rejectUnauthorized: false };
  return sslCa ? { rejectUnauthorized: true, ca: sslCa } : { rejectUnauthorized: true };
};

/**
 * `connection` with the deployment's client settings: TLS (as in libpq, never over a Unix
 * socket, which PostgreSQL does not encrypt) and whether to prepare statements.
 */
export function withClientSettings(
  connection: pg.ClientConfig,
  settings: DatabaseClientConfig,
): DbConnection {
  const socket = connection.host?.startsWith('/') ?? false;
  return {
    ...connection,
    ssl: socket ? false : sslOf(settings),
    preparedStatements: settings.preparedStatements,
  };
}

/**
 * A pool of app connections, counted in the metrics under `name`. Sessions get no startup options, which a transaction pooler
 * (PgBouncer) refuses: the app role's defaults set its time zone (bootstrap.ts), and a use that
 * needs more sets it with SET LOCAL in its transaction.
 */
export function createPool(
  { preparedStatements = true, ...connection }: DbConnection,
  max: number,
  name: PoolName,
): pg.Pool {
  const Client = preparedStatements ? PreparingClient : pg.Client;
  const pool = new pg.Pool({ ...connection, max, Client });
  // An idle connection closed by the server (restart, shutdown) must not crash the process;
  // the pool drops it and the next query opens a new one.
  pool.on('error', (error) =>
    console.error(`[hcm] idle database connection lost: ${error.message}`),
  );
  observePool(name, pool);
  return pool;
}

export function createDb(
  connection: DbConnection,
  max = 10,
  name: PoolName = 'app',
): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool(connection, max, name) }),
  });
}
