import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database';

export type Tx = Transaction<Database>;

const commitHooks = new WeakMap<Tx, (() => void)[]>();

/**
 * Runs `hook` after the transaction of `tx` commits, never if it rolls back: the moment caches
 * of what it changed may be dropped.
 */
export function onCommit(tx: Tx, hook: () => void): void {
  const hooks = commitHooks.get(tx);
  if (!hooks) throw new Error('onCommit needs a transaction opened by withOrg');
  hooks.push(hook);
}

/**
 * Runs `work` in a transaction whose row-level-security scope is one organisation: every tenant
 * table then shows and accepts only that organisation's rows, whatever the queries say.
 * `snapshot`: a read-only transaction that sees one moment throughout (an export's many reads).
 */
export async function withOrg<T>(
  db: Kysely<Database>,
  orgId: string,
  work: (tx: Tx) => Promise<T>,
  { snapshot = false } = {},
): Promise<T> {
  const hooks: (() => void)[] = [];
  const transaction = snapshot
    ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
    : db.transaction();
  const result = await transaction.execute(async (tx) => {
    commitHooks.set(tx, hooks);
    await sql`select set_config('app.org_id', ${orgId}, true)`.execute(tx);
    return work(tx);
  });
  for (const hook of hooks) hook();
  return result;
}
