import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ColleagueParamsSchema,
  ColleagueResponseSchema,
  OrganizationChartResponseSchema,
  type OrganizationChartResponse,
} from '../../shared/api/organization-chart';
import { todayAtWork } from '../../shared/timekeeping/time-labels';
import type { AppDeps } from '../http/app-deps';
import { sendJsonText, type JsonText } from '../http/json-text';
import { principalOf } from '../plugins/guard';
import { colleagueCard, organizationChart } from './organization-chart';
import { AppError } from '../http/app-error';

/** Who reports to whom, for everyone signed in (spec: `/organization-chart`, Workforce Management). */
export const organizationChartRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { reader },
) => {
  app.get(
    '/hcm/organization-chart',
    { schema: { response: { 200: OrganizationChartResponseSchema } } },
    async (request, reply) => {
      const who = principalOf(request);
      const chart = await reader.read(who.orgId, (orgDb) =>
        organizationChart(orgDb, who.orgId, todayAtWork()),
      );
      // JSON.stringify writes 50,000 people several times faster than the schema's serializer;
      // `organizationChart` builds exactly the contract's closed objects.
      const text: JsonText<OrganizationChartResponse> = JSON.stringify(chart);
      return sendJsonText(reply, text);
    },
  );

  app.get(
    '/hcm/people/:employeeNumber',
    {
      config: { readOnly: true },
      schema: { params: ColleagueParamsSchema, response: { 200: ColleagueResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const card = await reader.read(who.orgId, (orgDb) =>
        colleagueCard(orgDb, who.orgId, todayAtWork(), request.params.employeeNumber),
      );
      if (!card) throw new AppError('not_found', 'There is no such colleague in the directory.');
      return card;
    },
  );
};
