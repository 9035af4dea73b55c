import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { can } from '../../shared/access/capabilities';
import {
  TEAM_CALENDAR_MAX_DAYS,
  TeamCalendarQuerySchema,
  TeamCalendarSchema,
} from '../../shared/api/team-calendar';
import { withOrg } from '../db/tenant';
import { accountEmployeeNumber } from '../directory/directory.repository';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { checkDateRange } from '../timekeeping/check-date-range';
import { teamCalendar } from './team-calendar';

/** The team calendar: who of one's team, or of the organisation, is out when. */
export const teamCalendarRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/team-calendar',
    {
      schema: { querystring: TeamCalendarQuerySchema, response: { 200: TeamCalendarSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { from, to, scope } = request.query;
      checkDateRange(from, to, TEAM_CALENDAR_MAX_DAYS);
      // Those who read everyone's applications see everyone, and every kind of leave.
      const readsEveryone = can(who.grants, 'timekeeping.others');
      if (scope === 'organization' && !readsEveryone)
        throw new AppError(
          'forbidden',
          "Only HR, payroll and admins may see the whole organisation's calendar.",
        );
      return withOrg(db, who.orgId, async (tx) =>
        teamCalendar(
          tx,
          who.orgId,
          {
            employeeNumber: await accountEmployeeNumber(tx, who.orgId, who.accountId),
            readsEveryone,
          },
          request.query,
        ),
      );
    },
  );
};
