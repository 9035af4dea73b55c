import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
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

/**
 * A pool of app connections, counted in the metrics under `name`. Every session runs in UTC, so
 * timestamps PostgreSQL writes as text (JSON built in SQL) read the same everywhere; `settings`
 * adds server settings of its own.
 */
export function createPool(
  connection: pg.ClientConfig,
  max: number,
  name: PoolName,
  settings: Record<string, string> = {},
): pg.Pool {
  const options = Object.entries({ TimeZone: 'UTC', ...settings })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ ...connection, max, options, Client: PreparingClient });
  // An idle connection closed by the server (restart, shutdown) must not crash the process;
  // the pool drops it and the next query opens a new one.
  pool.on('error', (error) =>
    console.error(`[hcm] idle database connection lost: ${error.message}`),
  );
  observePool(name, pool);
  return pool;
}

export function createDb(
  connection: pg.ClientConfig,
  max = 10,
  name: PoolName = 'app',
): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool(connection, max, name) }),
  });
}
