import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPool, type DbConnection } from './connection';
import type { Database } from './database';

/** Queries a read may run: the same builder as in a transaction, on a connection of its own. */
export type ReadDb = Kysely<Database>;

/**
 * The read's transaction, scoped to one organisation, in one round trip: a simple query may hold
 * several statements (none takes a parameter, so the organisation goes in as a literal).
 * Statements run with generic plans (planned once per prepared statement for any parameters):
 * the reads here are index walks whose best plan does not depend on the values.
 */
const opening = (orgId: string) =>
  `begin read only; select set_config('app.org_id', ${pg.escapeLiteral(orgId)}, true); ` +
  'set local plan_cache_mode = force_generic_plan';

/**
 * Read-only transactions scoped to one organisation, for the busiest reads (list pages) and
 * reports that may lag behind writes (their pool may be a read replica's, DATABASE_READ_URL).
 * `withOrg` pays three round trips besides the work (BEGIN, the scope, COMMIT); a read here pays
 * none: the opening goes with the work's first query in one write, and COMMIT is not waited for.
 *
 * Isolation holds as with `withOrg`: row-level security filters on `app.org_id`, set for the
 * transaction only, so nothing of it outlives the read, and a transaction pooler (PgBouncer in
 * transaction mode) may hand the server connection to anyone afterwards. The transactions are
 * read-only, so even a mistaken scope could never write, and they are reachable only through
 * `read`.
 */
export class OrgReader {
  readonly #pool: pg.Pool;
  /** A query builder per connection, bound to it: made once, reused by each read on it. */
  readonly #builders = new WeakMap<pg.PoolClient, ReadDb>();
  /** Connections whose socket holds a read's opening until its first query joins it. */
  readonly #corked = new WeakSet<pg.PoolClient>();

  constructor(connection: DbConnection, max: number) {
    // Pipelined: a query is sent without waiting for the answers before it.
    this.#pool = createPool({ ...connection, pipeline: true }, max, 'reader');
  }

  /** Runs `work` in a transaction that shows `orgId`'s rows only. */
  async read<T>(orgId: string, work: (db: ReadDb) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      // The opening waits in the socket for the work's first query and goes with it in one write
      // (PostgreSQL woken once, not twice); the connection runs them in order, so the work
      // reads within the scope or, should the opening fail, not at all (an aborted transaction
      // refuses it). A work that sends no query gets the opening sent on the next turn.
      client.connection.stream.cork();
      this.#corked.add(client);
      const unheld = setImmediate(() => this.#sendHeld(client));
      const opened = client.query(opening(orgId));
      const [, result] = await Promise.all([opened, work(this.#builderOf(client))]);
      clearImmediate(unheld);
      // COMMIT follows on the wire; the next read on this connection is queued behind it, so
      // the connection goes back to the pool without waiting for the answer. A read-only
      // transaction's COMMIT fails only with the connection, which the pool then drops.
      client.query('commit').catch(() => undefined);
      client.release();
      return result;
    } catch (error) {
      this.#sendHeld(client);
      // A failed read may have left the session anywhere (an aborted or nested transaction):
      // the connection is closed rather than reused, which also ends its transaction.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }

  destroy(): Promise<void> {
    return this.#pool.end();
  }

  /** Sends what the connection's socket holds (the opening), once. */
  #sendHeld(client: pg.PoolClient): void {
    if (this.#corked.delete(client)) client.connection.stream.uncork();
  }

  #builderOf(client: pg.PoolClient): ReadDb {
    let db = this.#builders.get(client);
    if (!db) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      // Releasing this bound connection returns nothing to the pool: `read` does that.
      const bound = {
        query: (...args: unknown[]) => {
          const sent = query(...args);
          this.#sendHeld(client);
          return sent;
        },
        release: () => undefined,
      } as unknown as pg.PoolClient;
      const pool = { connect: async () => bound, end: async () => undefined };
      db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      this.#builders.set(client, db);
    }
    return db;
  }
}
