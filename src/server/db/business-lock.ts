import { sql } from 'kysely';
import type { Tx } from './tenant';

/**
 * What a lock serialises; each scope is its own lock, so a punch never waits for a ledger.
 * A transaction that takes several takes them in this order, which is what keeps two of them
 * from each waiting for the other: roster, file, punch, application, accrual, ledger, dtr.
 */
export type LockScope = 'roster' | 'file' | 'punch' | 'application' | 'accrual' | 'ledger' | 'dtr';

/** Employee numbers are matched without regard to case, so the key is too. */
const scopedKey = (scope: LockScope, key: string) => `${scope}:${key.toLowerCase()}`;

/**
 * Holds a transaction-scoped lock on one business key (an employee number, an application id)
 * of one organisation until commit or rollback. The organisation is one half of the lock and
 * the key the other, so organisations that share employee numbers never wait for each other.
 */
export const lockBusinessKey = (tx: Tx, orgId: string, scope: LockScope, key: string) =>
  lockBusinessKeys(tx, orgId, scope, [key]);

/**
 * Holds the locks of many keys of one scope in one statement and in one fixed order (by the
 * lock itself), so two transactions locking overlapping sets queue behind each other instead of
 * deadlocking.
 */
export async function lockBusinessKeys(
  tx: Tx,
  orgId: string,
  scope: LockScope,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  const scoped = keys.map((key) => scopedKey(scope, key));
  await sql`
    select pg_advisory_xact_lock(hashtext(${orgId}), locks.key)
    from (select distinct hashtext(key) as key from unnest(${scoped}::text[]) as key order by 1) as locks
  `.execute(tx);
}
