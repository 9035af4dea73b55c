import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { createPool } from './connection';
import type { Database } from './database';

/** Queries a read may run: the same builder as in a transaction, on a connection of its own. */
export type ReadDb = Kysely<Database>;

interface Scope {
  /** The organisation this connection's session shows, or null before its first read. */
  orgId: string | null;
  db: ReadDb;
}

/**
 * Read-only connections that stay scoped to one organisation between uses, for the busiest
 * reads (list pages). `withOrg` pays four round trips per request (BEGIN, the scope, the
 * query, COMMIT); a read here pays one, plus one more only when its connection last served
 * another organisation.
 *
 * Isolation holds as with `withOrg`: row-level security filters on the session's `app.org_id`,
 * which is set before the first query of every use whose organisation differs. These sessions
 * are read-only (`default_transaction_read_only`), so even a mistaken scope could never write,
 * and they are reachable only through `read`; the general pool keeps no organisation between
 * transactions, so a query that forgets its scope there still sees nothing.
 *
 * Statements run with generic plans (planned once per connection for any parameters): the
 * reads here are index walks whose best plan does not depend on the values.
 */
export class OrgReader {
  readonly #pool: pg.Pool;
  readonly #scopes = new WeakMap<pg.PoolClient, Scope>();

  constructor(connection: pg.ClientConfig, max: number) {
    this.#pool = createPool(connection, max, 'reader', {
      default_transaction_read_only: 'on',
      plan_cache_mode: 'force_generic_plan',
    });
  }

  /** Runs `work` on a connection that shows `orgId`'s rows only; statements run unwrapped. */
  async read<T>(orgId: string, work: (db: ReadDb) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      const scope = this.#scopeOf(client);
      if (scope.orgId !== orgId) {
        scope.orgId = null;
        await client.query(`select set_config('app.org_id', $1, false)`, [orgId]);
        scope.orgId = orgId;
      }
      const result = await work(scope.db);
      client.release();
      return result;
    } catch (error) {
      // A failed read may have left the session anywhere (an open transaction, a half-set
      // scope): the connection is closed rather than reused.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }

  destroy(): Promise<void> {
    return this.#pool.end();
  }

  #scopeOf(client: pg.PoolClient): Scope {
    let scope = this.#scopes.get(client);
    if (!scope) {
      // A query builder bound to this one connection; releasing it returns nothing to the pool.
      const bound = { query: client.query.bind(client), release: () => undefined };
      const pool = { connect: async () => bound, end: async () => undefined };
      scope = { orgId: null, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
      this.#scopes.set(client, scope);
    }
    return scope;
  }
}
