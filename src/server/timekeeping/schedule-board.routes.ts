import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SCHEDULE_BOARD_MAX_DAYS,
  ScheduleBoardRequestSchema,
  ScheduleBoardResponseSchema,
} from '../../shared/api/schedule-board';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { fieldError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { scheduleBoard } from './schedule-board';
import { dateAfter } from './schedule-calendar';

/** Who sees everyone's schedules: the people who plan, pay and approve the work. */

function checkRange(from: string, to: string) {
  if (to < from) throw fieldError('/to', 'The end date must be on or after the start date.');
  if (dateAfter(from, SCHEDULE_BOARD_MAX_DAYS - 1) < to)
    throw fieldError('/to', `The board shows at most ${SCHEDULE_BOARD_MAX_DAYS} days.`);
}

/** The workforce scheduling board (spec: hcm `all-schedules`). */
export const scheduleBoardRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.post(
    '/hcm/all-schedules',
    {
      config: { readOnly: true, permission: 'schedules.board' },
      schema: {
        body: ScheduleBoardRequestSchema,
        response: { 200: ScheduleBoardResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      checkRange(request.body.from, request.body.to);
      return withOrg(db, who.orgId, (tx) => scheduleBoard(tx, who.orgId, request.body));
    },
  );
};
