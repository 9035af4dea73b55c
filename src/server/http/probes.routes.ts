import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ProbeResponseSchema } from '../../shared/api/platform';
import type { AppDeps } from './app-deps';

/**
 * The probes of a load balancer or an orchestrator, under /api/health and as the conventional
 * /healthz and /readyz: every address answers JSON, never the client's page.
 */
export const probesRoutes: FastifyPluginAsyncTypebox<Pick<AppDeps, 'db' | 'jobs'>> = async (
  app,
  { db, jobs },
) => {
  const PROBE = {
    config: { auth: 'none' as const, apiKey: false },
    schema: { response: { 200: ProbeResponseSchema, 503: ProbeResponseSchema } },
  };

  // The process runs: nothing else is asked, so a slow database never restarts it.
  for (const path of ['/api/health/live', '/healthz'])
    app.get(path, PROBE, async () => ({ status: 'ok' as const }));

  // Ready for requests only when the database and the job queue answer.
  for (const path of ['/api/health/ready', '/readyz'])
    app.get(path, PROBE, async (_request, reply) => {
      const [database, jobQueue] = await Promise.all([
        sql`select 1`.execute(db).then(
          () => true,
          () => false,
        ),
        jobs.answers().catch(() => false),
      ]);
      const ready = database && jobQueue;
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', checks: { database, jobQueue } });
    });
};
