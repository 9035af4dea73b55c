import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database';

export type Tx = Transaction<Database>;

/**
 * Runs `work` in a transaction whose row-level-security scope is one organisation: every tenant
 * table then shows and accepts only that organisation's rows, whatever the queries say.
 */
export function withOrg<T>(
  db: Kysely<Database>,
  orgId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('app.org_id', ${orgId}, true)`.execute(tx);
    return work(tx);
  });
}
