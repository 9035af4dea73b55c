import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database';
import { BOSS_SCHEMA, JOB_QUEUE } from '../jobs/job-schema';

/**
 * How many of the app's pg-boss jobs are in each state (`created` is the depth waiting for a
 * worker), counted at scrape time; every state is named, with 0 when none is in it.
 */
export function observeJobQueue(
  db: Kysely<Database>,
  registry: Registry,
  log: FastifyBaseLogger,
): void {
  new Gauge({
    name: 'hcm_job_queue_jobs',
    help: "Jobs of the app's pg-boss queue, by state",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const { rows } = await sql<{ state: string; jobs: number }>`
          select state::text as state, count(*)::int as jobs
          from ${sql.table(`${BOSS_SCHEMA}.job`)} where name = ${JOB_QUEUE} group by state
        `.execute(db);
        const counts = new Map(rows.map((row) => [row.state, row.jobs]));
        for (const state of Object.values(PgBoss.states))
          this.set({ state }, counts.get(state) ?? 0);
      } catch (error) {
        // The other metrics still answer; the gauge is absent until the database does.
        log.warn({ err: error }, 'job queue metrics unavailable');
      }
    },
  });
}
