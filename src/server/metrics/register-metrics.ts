import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Registry } from 'prom-client';
import { Type } from 'typebox';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { observeRequests } from './http-metrics';
import { observeJobQueue } from './job-queue-metrics';
import { observeOrganizations } from './org-metrics';
import { processMetrics } from './process-metrics';
import { assertMayScrape } from './scrape-access';

/**
 * `GET /metrics` in Prometheus's text format: this process's metrics and this app's (request
 * latency, the job queue, per-organisation counts). Outside /api and the public OpenAPI
 * document: it is for the operator's monitoring, behind METRICS_TOKEN or loopback.
 */
export function registerMetrics(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
): void {
  const appMetrics = new Registry();
  observeRequests(app, appMetrics);
  observeJobQueue(db, appMetrics, app.log);
  observeOrganizations(db, appMetrics, app.log);
  app.get(
    '/metrics',
    { schema: { hide: true, response: { 200: Type.String() } } },
    async (request, reply) => {
      assertMayScrape(request, config.metricsToken);
      const scraped = Registry.merge([processMetrics, appMetrics]);
      return reply.type(scraped.contentType).send(await scraped.metrics());
    },
  );
}
