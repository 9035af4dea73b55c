import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  JobRunParamsSchema,
  JobRunSchema,
  JobRunsQuerySchema,
  JobRunsResponseSchema,
  MANUAL_JOB_KINDS,
  StartJobRequestSchema,
} from '../../shared/api/jobs';
import { can } from '../../shared/access/capabilities';
import { withOrg, type Tx } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf, type Principal } from '../plugins/guard';
import { checkDateRange } from '../timekeeping/check-date-range';
import { findRun, listRuns } from './job-runs.repository';

/** Who may follow, retry and cancel anyone's run; others only the runs they asked for. */
const mayFollow = (who: Principal, run: { requestedBy: string }) =>
  can(who.grants, 'jobs.readAll') || run.requestedBy === who.accountId;

/** The run, if the caller may see it; someone else's answers as if it did not exist. */
async function visibleRun(tx: Tx, who: Principal, runId: string) {
  const run = await findRun(tx, who.orgId, runId);
  if (!run || !mayFollow(who, run)) throw new AppError('not_found', 'There is no such run.');
  return run;
}

/** Background runs: the Queue screens list, follow, retry, cancel and start them. */
export const jobsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, jobs }) => {
  app.get(
    '/jobs',
    { schema: { querystring: JobRunsQuerySchema, response: { 200: JobRunsResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      const { state, kind, mine, limit = 25, offset = 0 } = request.query;
      const ownOnly = mine === true || !can(who.grants, 'jobs.readAll');
      return withOrg(db, who.orgId, (tx) =>
        listRuns(
          tx,
          who.orgId,
          { state, kind, requestedBy: ownOnly ? who.accountId : undefined },
          { limit, offset },
        ),
      );
    },
  );

  app.get(
    '/jobs/:id',
    { schema: { params: JobRunParamsSchema, response: { 200: JobRunSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, (tx) => visibleRun(tx, who, request.params.id));
    },
  );

  app.post(
    '/jobs/:id/cancel',
    { schema: { params: JobRunParamsSchema, response: { 200: JobRunSchema } } },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        await visibleRun(tx, who, request.params.id);
        await jobs.cancel(tx, who.orgId, request.params.id);
        return visibleRun(tx, who, request.params.id);
      });
    },
  );

  app.post(
    '/jobs/:id/retry',
    { schema: { params: JobRunParamsSchema, response: { 201: JobRunSchema } } },
    async (request, reply) => {
      const who = principalOf(request);
      const run = await withOrg(db, who.orgId, async (tx) => {
        await visibleRun(tx, who, request.params.id);
        const runId = await jobs.retry(tx, who.orgId, request.params.id, who.accountId);
        return visibleRun(tx, who, runId);
      });
      return reply.status(201).send(run);
    },
  );

  app.post(
    '/jobs',
    {
      config: { permission: 'jobs.run' },
      schema: { body: StartJobRequestSchema, response: { 201: JobRunSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { kind, from, to } = request.body;
      checkDateRange(from, to);
      const run = await withOrg(db, who.orgId, async (tx) => {
        const runId = await jobs.enqueue(tx, who.orgId, {
          kind,
          subject: `${from}..${to}`,
          requestedBy: who.accountId,
          payload: { from, to },
          busyMessage: `${MANUAL_JOB_KINDS[kind]} of these dates is already queued or running.`,
        });
        return visibleRun(tx, who, runId);
      });
      return reply.status(201).send(run);
    },
  );
};
