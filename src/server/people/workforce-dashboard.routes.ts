import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  WorkforceDashboardQuerySchema,
  WorkforceDashboardSchema,
  type WorkforceDashboard,
} from '../../shared/api/workforce-dashboard';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import type { AppDeps } from '../http/app-deps';
import { DOWNLOAD_TYPES, writeTable } from '../http/table-download';
import { principalOf } from '../plugins/guard';
import { workforceDashboard } from './workforce-dashboard';

/** Today's breakdowns, one row per group, as the download lists them. */
function breakdownRows(figures: WorkforceDashboard): (string | number)[][] {
  const breakdowns: [string, { label: string; count: number }[]][] = [
    ['Department', figures.byDepartment],
    ['Site', figures.bySite],
    ['Employment status', figures.byEmploymentStatus],
    ['Employment type', figures.byEmploymentType],
    ['Gender', figures.byGender],
    ['Tenure', figures.tenure.bands],
    ['Age', figures.ageBands],
  ];
  return breakdowns.flatMap(([name, groups]) =>
    groups.map((group) => [name, group.label, group.count]),
  );
}

/**
 * Workforce figures from the employee master for HR (spec: `/ers/dashboard`, and the
 * demographics and diversity report, which filters them and downloads the breakdowns).
 */
export const workforceDashboardRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { reader },
) => {
  app.get(
    '/hcm/workforce-dashboard',
    {
      config: { permission: 'people.dashboards' },
      schema: {
        querystring: WorkforceDashboardQuerySchema,
        response: { 200: WorkforceDashboardSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { months = 12, format = 'json', ...filters } = request.query;
      const today = todayAtWork();
      const figures = await reader.read(who.orgId, (orgDb) =>
        workforceDashboard(orgDb, who.orgId, today, months, filters),
      );
      if (format === 'json') return figures;
      const out = new PassThrough();
      void writeTable(
        out,
        format,
        `Headcount ${today}`,
        [{ title: 'Breakdown' }, { title: 'Group' }, { title: 'Headcount', number: true }],
        [breakdownRows(figures)],
      ).catch((error: unknown) => out.destroy(error as Error));
      return reply
        .type(DOWNLOAD_TYPES[format])
        .header('content-disposition', `attachment; filename="headcount-${today}.${format}"`)
        .send(out as never);
    },
  );
};
