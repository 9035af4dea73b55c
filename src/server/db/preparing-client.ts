import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Statements one connection keeps prepared (each holds a parse tree and plan in its server
 * process); past it, new texts run unprepared. The hot ones are a few dozen, but a record
 * statement's text differs per definition (its key columns), and with 80-odd definitions
 * seeding alone used up 100 on a connection.
 */
const MAX_PREPARED = 250;

const statementName = (text: string) =>
  `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/**
 * A client that prepares each parameterised statement once per connection, named by a hash of
 * its text, and reuses it: PostgreSQL then skips parsing and, once it settles on a generic
 * plan, planning, which for a list page cost as much as running it. Statements without
 * parameters (DDL, scripts of several statements) run as they are. Behind a transaction pooler
 * that does not track named statements, DATABASE_PREPARED_STATEMENTS=false uses pg's plain client.
 */
export class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();

  constructor(config?: pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length) {
        const name = statementName(text);
        if (this.#prepared.has(name) || this.#prepared.size < MAX_PREPARED) {
          this.#prepared.add(name);
          return query({ name, text, values });
        }
      }
      return query(...args);
    }) as typeof this.query;
  }
}
