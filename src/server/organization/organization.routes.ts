import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OrgResourcesCollectionSchema } from '../../shared/api/organization';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { findOrgResources } from './organization.repository';

const OrgParams = Type.Object({
  orgId: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9-]*$' }),
});
const AssetParams = Type.Object({
  orgId: OrgParams.properties.orgId,
  name: Type.String({ pattern: '^[a-z0-9-]+\\.(svg|png|jpg|webp)$' }),
});

/** Public organisation resources: the branding the sign-in page needs before anyone signs in. */
export const organizationRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config },
) => {
  app.get(
    '/organization/resources/collection/:orgId',
    {
      config: { auth: 'none' },
      schema: { params: OrgParams, response: { 200: OrgResourcesCollectionSchema } },
    },
    async (request) => {
      const resources = await findOrgResources(db, request.params.orgId, config.environment);
      if (!resources)
        throw new AppError('not_found', `Organisation '${request.params.orgId}' was not found.`);
      return [resources];
    },
  );

  app.get(
    '/organization/assets/:orgId/:name',
    {
      config: { auth: 'none', apiKey: false },
      schema: { params: AssetParams },
    },
    async (request, reply) => {
      const { orgId, name } = request.params;
      const asset = await withOrg(db, orgId, (tx) =>
        tx
          .selectFrom('org_assets')
          .select(['content_type', 'body'])
          .where('org_id', '=', orgId)
          .where('name', '=', name)
          .executeTakeFirst(),
      );
      if (!asset) throw new AppError('not_found', `Organisation '${orgId}' has no ${name}.`);
      return reply
        .type(asset.content_type)
        .header('cache-control', 'public, max-age=3600')
        .send(asset.body);
    },
  );
};
