import { describe, expect, it, vi } from 'vitest';
import { ReadThroughCache } from '../../../../src/server/db/read-through-cache';

describe('ReadThroughCache', () => {
  it('loads once, then serves the remembered value until it expires', async () => {
    const cache = new ReadThroughCache<{ n: number }>({ ttlMs: 40, max: 10 });
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('k', load)).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not remember "not found"', async () => {
    const cache = new ReadThroughCache<{ n: number }>({ ttlMs: 60_000, max: 10 });
    const load = vi.fn(async () => undefined);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets on invalidate, and never keeps a read that was under way when it happened', async () => {
    const cache = new ReadThroughCache<{ v: string }>({ ttlMs: 60_000, max: 10 });
    await cache.get('k', async () => ({ v: 'old' }));
    cache.invalidate();
    let finish: (value: { v: string }) => void = () => undefined;
    const straddling = cache.get('k', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    finish({ v: 'read before the change' });
    expect(await straddling).toEqual({ v: 'read before the change' });
    expect(await cache.get('k', async () => ({ v: 'new' }))).toEqual({ v: 'new' });
  });
});
