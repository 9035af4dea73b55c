import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrgParamsSchema, OrgResourcesCollectionSchema } from '../../shared/api/organization';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { findOrgResources } from './organization.repository';

/** Public organisation resources: the branding the sign-in page needs before anyone signs in. */
export const organizationRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config },
) => {
  app.get(
    '/organization/resources/collection/:orgId',
    {
      config: { auth: 'none' },
      schema: { params: OrgParamsSchema, response: { 200: OrgResourcesCollectionSchema } },
    },
    async (request) => {
      const { orgId } = request.params;
      const resources = await withOrg(db, orgId, (tx) =>
        findOrgResources(tx, orgId, config.environment),
      );
      if (!resources) throw new AppError('not_found', `Organisation '${orgId}' was not found.`);
      return [resources];
    },
  );
};
