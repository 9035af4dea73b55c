import { LRUCache } from 'lru-cache';

/**
 * Database reads kept in memory for a short time. `invalidate` (called once a change has
 * committed) drops every entry and also makes any read that was under way meanwhile skip the
 * cache, since it may have seen the data from before the change.
 */
export class ReadThroughCache<V extends object> {
  readonly #entries: LRUCache<string, V>;
  #generation = 0;

  constructor(options: { ttlMs: number; max: number }) {
    this.#entries = new LRUCache({ ttl: options.ttlMs, max: options.max });
  }

  /** The remembered value, else `load()`'s (remembered unless undefined or invalidated). */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const generation = this.#generation;
    const value = await load();
    if (value !== undefined && generation === this.#generation) this.#entries.set(key, value);
    return value;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
