import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from 'kysely';
import type { Database } from './database';

type Tx = Transaction<Database>;

/**
 * Checks every transaction that some work opens with `withOrg` (a background run's, to make sure
 * the run is still its instance's): `begin` after the organisation is set, `beforeCommit` as the
 * last statement, and once a transaction that passed `beforeCommit` has committed (or failed to),
 * `commitEnded`. A throw rolls the transaction back.
 */
export interface TransactionGuard {
  begin(tx: Tx): Promise<void>;
  beforeCommit(tx: Tx): Promise<void>;
  commitEnded(): void;
}

/** The guard of the work under way, if any (`transactionGuards.run(guard, work)`). */
export const transactionGuards = new AsyncLocalStorage<TransactionGuard>();
