import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database';
import { transactionGuards } from './transaction-guard';

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
 * Work running under a guard (a background run: transaction-guard.ts) has each transaction checked.
 */
export async function withOrg<T>(
  db: Kysely<Database>,
  orgId: string,
  work: (tx: Tx) => Promise<T>,
  { snapshot = false } = {},
): Promise<T> {
  const hooks: (() => void)[] = [];
  const guard = transactionGuards.getStore();
  const transaction = snapshot
    ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
    : db.transaction();
  let committing = false;
  try {
    const result = await transaction.execute(async (tx) => {
      commitHooks.set(tx, hooks);
      await sql`select set_config('app.org_id', ${orgId}, true)`.execute(tx);
      await guard?.begin(tx);
      const done = await work(tx);
      await guard?.beforeCommit(tx);
      committing = guard !== undefined;
      return done;
    });
    for (const hook of hooks) hook();
    return result;
  } finally {
    if (committing) guard?.commitEnded();
  }
}
