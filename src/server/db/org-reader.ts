import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPool, type DbConnection } from './connection';
import type { Database } from './database';

/** Queries a read may run: the same builder as in a transaction, on a connection of its own. */
export type ReadDb = Kysely<Database>;

export interface ReadOptions {
  /** The work sends a single query: COMMIT goes with it (see `OrgReader.read`). */
  oneQuery?: boolean;
}

/** A read of one organisation's rows, as `OrgReader.read` bound to it. */
export type OrgRead = <T>(work: (db: ReadDb) => Promise<T>, options?: ReadOptions) => Promise<T>;

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
  /** The read under way on each connection. */
  readonly #reads = new WeakMap<pg.PoolClient, ReadUnderWay>();

  constructor(connection: DbConnection, max: number) {
    // Pipelined: a query is sent without waiting for the answers before it.
    this.#pool = createPool({ ...connection, pipeline: true }, max, 'reader');
  }

  /**
   * Runs `work` in a transaction that shows `orgId`'s rows only. With `oneQuery`, the work sends
   * a single query, and COMMIT goes with it: the read is one write to PostgreSQL instead of two
   * (a second query fails, as it would run after the transaction).
   */
  async read<T>(
    orgId: string,
    work: (db: ReadDb) => Promise<T>,
    { oneQuery = false }: ReadOptions = {},
  ): Promise<T> {
    const client = await this.#pool.connect();
    const underWay: ReadUnderWay = { held: true, oneQuery, queries: 0 };
    this.#reads.set(client, underWay);
    try {
      // The opening waits in the socket for the work's first query and goes with it in one write
      // (PostgreSQL woken once, not twice); the connection runs them in order, so the work
      // reads within the scope or, should the opening fail, not at all (an aborted transaction
      // refuses it). A work that sends no query gets the opening sent on the next turn.
      client.connection.stream.cork();
      const unheld = setImmediate(() => this.#sendHeld(client));
      const opened = client.query(opening(orgId));
      const [, result] = await Promise.all([opened, work(this.#builderOf(client))]);
      clearImmediate(unheld);
      if (underWay.queries === 0 || !oneQuery) commit(client);
      client.release();
      return result;
    } catch (error) {
      this.#sendHeld(client);
      // A failed read may have left the session anywhere (an aborted or nested transaction):
      // the connection is closed rather than reused, which also ends its transaction.
      client.release(error instanceof Error ? error : true);
      throw error;
    } finally {
      this.#reads.delete(client);
    }
  }

  destroy(): Promise<void> {
    return this.#pool.end();
  }

  /** Sends what the connection's socket holds (the opening, the first query), once. */
  #sendHeld(client: pg.PoolClient): void {
    const underWay = this.#reads.get(client);
    if (!underWay?.held) return;
    underWay.held = false;
    client.connection.stream.uncork();
  }

  /** Sends a read's query, and after the one query of a `oneQuery` read, COMMIT. */
  #send(client: pg.PoolClient, query: () => unknown): unknown {
    const underWay = this.#reads.get(client);
    if (underWay?.oneQuery && underWay.queries > 0)
      return Promise.reject(new Error('a one-query read sent a second query'));
    const sent = query();
    if (underWay) {
      underWay.queries += 1;
      if (underWay.oneQuery) commit(client);
    }
    this.#sendHeld(client);
    return sent;
  }

  #builderOf(client: pg.PoolClient): ReadDb {
    let db = this.#builders.get(client);
    if (!db) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      // Releasing this bound connection returns nothing to the pool: `read` does that.
      const bound = {
        query: (...args: unknown[]) => this.#send(client, () => query(...args)),
        release: () => undefined,
      } as unknown as pg.PoolClient;
      const pool = { connect: async () => bound, end: async () => undefined };
      db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      this.#builders.set(client, db);
    }
    return db;
  }
}

interface ReadUnderWay {
  /** Whether the socket still holds the opening (corked). */
  held: boolean;
  oneQuery: boolean;
  queries: number;
}

/**
 * Ends the read's transaction. COMMIT follows the work on the wire and the next read on the
 * connection is queued behind it, so the connection goes back to the pool without waiting for
 * the answer; a read-only transaction's COMMIT fails only with the connection, which the pool
 * then drops.
 */
function commit(client: pg.PoolClient): void {
  client.query('commit').catch(() => undefined);
}
