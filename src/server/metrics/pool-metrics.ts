import type pg from 'pg';
import { Gauge } from 'prom-client';
import { processMetrics } from './process-metrics';

/** The server's pools: requests, list reads, pg-boss's own, and the owner's schema work. */
export type PoolName = 'app' | 'reader' | 'jobs' | 'owner';

const pools = new Map<pg.Pool, PoolName>();

/** Counts `pool` in the pool gauges until it is ended. */
export function observePool(name: PoolName, pool: pg.Pool): void {
  pools.set(pool, name);
}

/** The sum of `read` over the live pools of each name; ended pools are forgotten here. */
function perPool(read: (pool: pg.Pool) => number): Map<PoolName, number> {
  const sums = new Map<PoolName, number>();
  for (const [pool, name] of pools) {
    if (pool.ending) pools.delete(pool);
    else sums.set(name, (sums.get(name) ?? 0) + read(pool));
  }
  return sums;
}

const READINGS: [name: string, help: string, read: (pool: pg.Pool) => number][] = [
  ['hcm_db_pool_connections', 'Connections open, idle or in use', (pool) => pool.totalCount],
  ['hcm_db_pool_idle_connections', 'Connections open and idle', (pool) => pool.idleCount],
  ['hcm_db_pool_waiting_queries', 'Queries waiting for a connection', (pool) => pool.waitingCount],
  ['hcm_db_pool_max_connections', 'The most connections opened', (pool) => pool.options.max ?? 10],
];

for (const [name, help, read] of READINGS) {
  new Gauge({
    name,
    help: `${help}, by pool`,
    labelNames: ['pool'],
    registers: [processMetrics],
    collect() {
      this.reset();
      for (const [pool, value] of perPool(read)) this.set({ pool }, value);
    },
  });
}
