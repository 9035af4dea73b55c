import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of requests no route matched: client pages (2xx) and 404s. */
const UNMATCHED = 'unmatched';

/**
 * Times every answer by the route's pattern (`/api/records/:id`, never the address itself, so
 * ids make no new series), its method and its status class.
 */
export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'hcm_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        route: request.routeOptions.url ?? UNMATCHED,
        method: request.method,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}
