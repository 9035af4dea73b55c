import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import type { TransactionGuard } from '../db/transaction-guard';

/** The work of a run this instance no longer owns: it was handed back or taken over. */
export class RunNotOwned extends Error {
  constructor(runId: string) {
    super(`run ${runId} is no longer this instance's`);
    this.name = 'RunNotOwned';
  }
}

/**
 * The advisory lock that every open transaction of a run holds (shared: a run may have several),
 * and that another instance must get (exclusively, without waiting) to take the run over: while
 * any transaction of it is open on a live connection, nobody else starts it again.
 */
export const runLock = (orgId: string, runId: string) =>
  sql`hashtext(${orgId}), hashtext(${`run:${runId}`})`;

/**
 * Keeps a run's work to the instance that owns it: each transaction the handler opens holds the
 * run's lock and first checks the run is still this instance's, and nothing commits once the run
 * has been handed back (SIGTERM) or taken over. Steps that committed before stay; the instance
 * that starts the run again sees them.
 */
export class RunGuard implements TransactionGuard {
  #handedBack = false;
  #committing = 0;
  #idle: (() => void) | null = null;

  constructor(
    readonly orgId: string,
    readonly runId: string,
    readonly owner: string,
  ) {}

  get handedBack(): boolean {
    return this.#handedBack;
  }

  async begin(tx: Tx): Promise<void> {
    if (this.#handedBack) throw new RunNotOwned(this.runId);
    await sql`select pg_advisory_xact_lock_shared(${runLock(this.orgId, this.runId)})`.execute(tx);
    await this.#assertOwned(tx);
  }

  async beforeCommit(tx: Tx): Promise<void> {
    if (this.#handedBack) throw new RunNotOwned(this.runId);
    await this.#assertOwned(tx);
    this.#committing += 1;
  }

  commitEnded(): void {
    this.#committing -= 1;
    if (this.#committing === 0) this.#idle?.();
  }

  /**
   * No transaction of the run commits from now on; resolves once none is committing, so that
   * what the run saved is settled before it is queued again.
   */
  async handBack(): Promise<void> {
    this.#handedBack = true;
    if (this.#committing > 0) await new Promise<void>((resolve) => (this.#idle = resolve));
  }

  async #assertOwned(tx: Tx): Promise<void> {
    const run = await tx
      .selectFrom('job_runs')
      .select('owner')
      .where('org_id', '=', this.orgId)
      .where('id', '=', this.runId)
      .executeTakeFirst();
    if (run?.owner !== this.owner) throw new RunNotOwned(this.runId);
  }
}
