import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database';
import { transactionGuards } from './transaction-guard';

export type Tx = Transaction<Database>;

interface TransactionHooks {
  commit: (() => void)[];
  rollback: (() => Promise<void>)[];
}

const transactionHooks = new WeakMap<Tx, TransactionHooks>();

function hooksOf(tx: Tx, name: string): TransactionHooks {
  const hooks = transactionHooks.get(tx);
  if (!hooks) throw new Error(`${name} needs a transaction opened by withOrg`);
  return hooks;
}

/**
 * Runs `hook` after the transaction of `tx` commits, never if it rolls back: the moment caches
 * of what it changed may be dropped.
 */
export function onCommit(tx: Tx, hook: () => void): void {
  hooksOf(tx, 'onCommit').commit.push(hook);
}

/**
 * Runs `hook` once the transaction of `tx` has rolled back because its work failed: the moment
 * to undo what it did outside the database (an object put in the files store). A hook that
 * fails leaves its leftovers to `npm run files -- sweep` and never hides the work's error.
 */
export function onRollback(tx: Tx, hook: () => Promise<void>): void {
  hooksOf(tx, 'onRollback').rollback.push(hook);
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
  const hooks: TransactionHooks = { commit: [], rollback: [] };
  const guard = transactionGuards.getStore();
  let worked = false;
  const transaction = snapshot
    ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
    : db.transaction();
  try {
    const result = await transaction
      .execute(async (tx) => {
        transactionHooks.set(tx, hooks);
        await sql`select set_config('app.org_id', ${orgId}, true)`.execute(tx);
        await guard?.begin(tx);
        const value = await work(tx);
        await guard?.beforeCommit(tx);
        worked = true;
        return value;
      })
      .catch(async (error: unknown) => {
        // Only failed work surely rolled back: a commit that failed may have committed all the same.
        if (!worked) await Promise.allSettled(hooks.rollback.map((hook) => hook()));
        throw error;
      });
    for (const hook of hooks.commit) hook();
    return result;
  } finally {
    if (worked) guard?.commitEnded();
  }
}
