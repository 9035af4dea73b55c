import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  WorkforceDashboardQuerySchema,
  WorkforceDashboardSchema,
} from '../../shared/api/workforce-dashboard';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import type { AppDeps } from '../http/app-deps';
import { principalOf } from '../plugins/guard';
import { workforceDashboard } from './workforce-dashboard';

/** Workforce figures from the employee master for HR (spec: `/ers/dashboard`). */
export const workforceDashboardRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { reader },
) => {
  app.get(
    '/hcm/workforce-dashboard',
    {
      config: { roles: ['admin', 'hr', 'payroll'] },
      schema: {
        querystring: WorkforceDashboardQuerySchema,
        response: { 200: WorkforceDashboardSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const months = request.query.months ?? 12;
      return reader.read(who.orgId, (orgDb) =>
        workforceDashboard(orgDb, who.orgId, todayAtWork(), months),
      );
    },
  );
};
