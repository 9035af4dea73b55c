import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OrgSettingsRequestSchema,
  OrgSettingsSchema,
  type OrgSettings,
} from '../../shared/api/organization';
import { writeAudit } from '../audit/audit.repository';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError, fieldError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { findOrgResources, lockOrgSettings, saveOrgSettings } from './organization.repository';
import { settingsChanges } from './settings-changes';

/**
 * The organisation's settings for its administrators: the system name, the colour theme and the
 * feature switches. Nothing on the server keeps them between requests (flags and resources are
 * read from the table each time), so a saved change shows on the next request.
 */
export const orgSettingsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config },
) => {
  const read = async (orgId: string): Promise<OrgSettings> => {
    const resources = await withOrg(db, orgId, (tx) =>
      findOrgResources(tx, orgId, config.environment),
    );
    if (!resources) throw new AppError('not_found', `Organisation '${orgId}' was not found.`);
    const { orgId: _orgId, permissions, ...rest } = resources;
    return { ...rest, flags: permissions };
  };

  app.get(
    '/organization/settings',
    { config: { permission: 'settings.manage' }, schema: { response: { 200: OrgSettingsSchema } } },
    async (request) => read(principalOf(request).orgId),
  );

  app.put(
    '/organization/settings',
    {
      config: { permission: 'settings.manage' },
      schema: { body: OrgSettingsRequestSchema, response: { 200: OrgSettingsSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const settings = { ...request.body, tradeName: request.body.tradeName.trim() };
      if (!settings.tradeName) throw fieldError('/tradeName', 'System name must not be blank');
      await withOrg(db, who.orgId, async (tx) => {
        const before = await lockOrgSettings(tx, who.orgId);
        const changes = settingsChanges(who.orgId, before, settings);
        if (!changes) return;
        await saveOrgSettings(tx, who.orgId, settings);
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Organization',
          action: 'settings-changed',
          detail: changes,
          ip: request.ip,
        });
      });
      return read(who.orgId);
    },
  );
};
