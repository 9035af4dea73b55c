import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ListApplicationRequestSchema,
  ListApplicationResponseSchema,
} from '../../shared/api/applications';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { findOrgFlags } from '../organization/organization.repository';
import { principalOf } from '../plugins/guard';
import { listApplications } from './applications.repository';

/** `list/application`: what awaits an approver, with counts per approval page for the menu. */
export const applicationsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.post(
    '/hcm/list/application',
    {
      config: { readOnly: true },
      schema: {
        body: ListApplicationRequestSchema,
        response: { 200: ListApplicationResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const approverId = request.body.approvalMatrix?.approverId;
      if (approverId && approverId !== who.accountId && who.role !== 'admin' && who.role !== 'hr') {
        throw new AppError('forbidden', "Only HR and admins may see another approver's queue.");
      }
      const flags = await findOrgFlags(db, who.orgId);
      return withOrg(db, who.orgId, (tx) =>
        listApplications(tx, {
          approverId: approverId ?? null,
          statuses: request.body.status ?? ['Pending'],
          types: request.body.type ? [request.body.type] : flags.approvalsList,
          limit: request.body.limit ?? 50,
        }),
      );
    },
  );
};
