import { LRUCache } from 'lru-cache';
import { changesHeard } from './change-feed';

/**
 * Database reads kept in memory for a short time. `invalidate` (called once a change has
 * committed, here or in another process: change-feed.ts) drops every entry and also makes any
 * read that was under way meanwhile skip the cache, since it may have seen the data from before
 * the change. While this process cannot hear other processes' changes, every read goes to the
 * database.
 */
export class ReadThroughCache<V extends object> {
  readonly #entries: LRUCache<string, V>;
  #generation = 0;

  constructor(options: { ttlMs: number; max: number }) {
    this.#entries = new LRUCache({ ttl: options.ttlMs, max: options.max });
  }

  /** The remembered value, else `load()`'s (remembered unless undefined or invalidated). */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!changesHeard()) return load();
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const generation = this.#generation;
    const value = await load();
    if (value !== undefined && generation === this.#generation && changesHeard())
      this.#entries.set(key, value);
    return value;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
