import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  HealthResponseSchema,
  NavigationResponseSchema,
  PermissionsVerifyRequestSchema,
  PermissionsVerifyResponseSchema,
  VersionResponseSchema,
} from '../../shared/api/platform';
import { navigationFor } from '../../shared/navigation';
import { verifyPermissions } from '../../shared/permissions';
import type { AppDeps } from '../http/app-deps';
import { withOrg } from '../db/tenant';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { findOrgFlags } from './organization.repository';
import { formNavigation } from '../forms/form-navigation';
import { hasChecklist } from '../onboarding/checklists.repository';
import { importerNavigation } from '../forms/importer-navigation';

/** Health, version, permissions and the menu (the probes are probes.routes.ts). */
export const platformRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config, forms },
) => {
  app.get(
    '/health',
    {
      config: { auth: 'none', apiKey: false },
      schema: { response: { 200: HealthResponseSchema } },
    },
    async () => {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new AppError('internal', 'The database is not answering.');
      }
      return { status: 'ok' as const, version: config.appVersion, database: 'ok' as const };
    },
  );

  app.post(
    '/hcm/version/get',
    {
      // Answered from memory: nothing to count.
      config: { auth: 'none', readOnly: true, limits: [] },
      schema: { response: { 200: VersionResponseSchema } },
    },
    async () => ({ version: config.appVersion }),
  );

  app.post(
    '/permissions/verify',
    {
      config: { readOnly: true },
      schema: {
        body: PermissionsVerifyRequestSchema,
        response: { 200: PermissionsVerifyResponseSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      return verifyPermissions(request.body, {
        flags: await findOrgFlags(db, who.orgId),
        grants: who.grants,
      });
    },
  );

  app.get(
    '/navigation',
    { schema: { response: { 200: NavigationResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      const onboarding = await withOrg(db, who.orgId, (tx) =>
        hasChecklist(tx, who.orgId, who.accountId),
      );
      // Anyone may be a new hire; only those with a checklist are offered one.
      const groups = navigationFor(who.grants, await findOrgFlags(db, who.orgId)).map((group) => ({
        ...group,
        items: group.items.filter((item) => onboarding || item.id !== 'my-onboarding'),
      }));
      // A module's forms join the menu group of the same name (Timekeeping: time records,
      // then schedule templates); other record modules go before Administration.
      const modules = formNavigation(forms, who).filter((module) => {
        const own = groups.find((group) => group.label === module.label);
        own?.items.push(...module.items);
        return !own;
      });
      const admin = groups.findIndex((group) => group.id === 'admin');
      const at = admin === -1 ? groups.length : admin;
      const importers = importerNavigation(forms, who);
      return {
        groups: [
          ...groups.slice(0, at),
          ...modules,
          ...(importers ? [importers] : []),
          ...groups.slice(at),
        ],
      };
    },
  );
};
