import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LEAVE_PREVIEW_MAX_DAYS,
  LeavePreviewQuerySchema,
  LeavePreviewSchema,
} from '../../shared/api/leave-preview';
import { dateAfter } from '../timekeeping/schedule-calendar';
import { findEmployee } from '../directory/directory.repository';
import { ownEmployeeNumber } from '../directory/employee-subject';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { withOrg } from '../db/tenant';
import { previewLeave } from './leave-preview';

const invalid = (path: string, message: string) =>
  new AppError('validation_failed', `${path.slice(1)} ${message}`, { fields: [{ path, message }] });

/** The leave form's side panel: what the caller's leave would take, and who else is out. */
export const leavePreviewRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/hcm/leave-preview',
    {
      config: { readOnly: true, person: true },
      schema: { querystring: LeavePreviewQuerySchema, response: { 200: LeavePreviewSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { dateFrom, dateTo } = request.query;
      if (dateTo < dateFrom) throw invalid('/dateTo', 'must be on or after dateFrom');
      if (dateTo > dateAfter(dateFrom, LEAVE_PREVIEW_MAX_DAYS - 1))
        throw invalid('/dateTo', `must be within ${LEAVE_PREVIEW_MAX_DAYS} days of dateFrom`);
      return withOrg(db, who.orgId, async (tx) => {
        const employee = await findEmployee(tx, who.orgId, await ownEmployeeNumber(tx, who));
        if (!employee)
          throw new AppError(
            'not_found',
            'There is no employee record of yours; ask HR to add one.',
          );
        return previewLeave(tx, who.orgId, employee, request.query);
      });
    },
  );
};
