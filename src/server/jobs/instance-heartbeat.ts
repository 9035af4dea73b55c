import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

const BEAT_MS = 5_000;
/** An instance silent this long is taken for dead: its runs are taken over. */
export const SILENT_SECONDS = 20;
/** Rows of instances silent this long are removed (their runs were taken over long before). */
const FORGOTTEN_SECONDS = 3600;

/**
 * This instance's row in `app_instances`, beaten every few seconds while it runs; a row whose
 * beat stopped is how other instances know a run's owner died (kill -9, a lost machine).
 */
export class InstanceHeartbeat {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    readonly instanceId: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    await this.#beat();
    this.#timer = setInterval(() => void this.#beat().catch(this.onError), BEAT_MS);
    this.#timer.unref();
  }

  /** Stops beating and leaves: runs it still owned were handed back already. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.db.deleteFrom('app_instances').where('instance_id', '=', this.instanceId).execute();
  }

  async #beat(): Promise<void> {
    // Inserted again should a tidy-up have removed it while this instance was stalled.
    await this.db
      .insertInto('app_instances')
      .values({ instance_id: this.instanceId, host: hostname(), pid: process.pid })
      .onConflict((conflict) =>
        conflict.column('instance_id').doUpdateSet({ heartbeat_at: sql`now()` }),
      )
      .execute();
    await this.db
      .deleteFrom('app_instances')
      .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${FORGOTTEN_SECONDS})`)
      .execute();
  }
}
