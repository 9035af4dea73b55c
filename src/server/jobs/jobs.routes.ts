import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JobRunParamsSchema, JobRunSchema } from '../../shared/api/jobs';
import type { Role } from '../../shared/roles';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { findRun } from './job-runs.repository';

/** Who may follow anyone's run; others follow only the runs they asked for. */
const RUN_READERS: Role[] = ['admin', 'hr', 'payroll'];

/** A background run's progress and outcome, which the Queue screens poll. */
export const jobsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/jobs/:id',
    { schema: { params: JobRunParamsSchema, response: { 200: JobRunSchema } } },
    async (request) => {
      const who = principalOf(request);
      const run = await withOrg(db, who.orgId, (tx) => findRun(tx, who.orgId, request.params.id));
      // Someone else's run answers as if it did not exist.
      if (!run || (!RUN_READERS.includes(who.role) && run.requestedBy !== who.accountId))
        throw new AppError('not_found', 'There is no such run.');
      return run;
    },
  );
};
