import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddStatutoryVersionRequestSchema,
  StatutoryVersionSchema,
  StatutoryVersionsResponseSchema,
} from '../../shared/api/payroll-tables';
import type { AppDeps } from '../http/app-deps';
import { operatorOf } from '../plugins/guard';
import {
  checkedVersion,
  publishStatutoryVersion,
  statutoryVersions,
} from '../payroll/statutory/statutory-tables.repository';
import { auditPlatform } from '../audit/platform-audit';
import { CONSOLE_CONFIG, CONSOLE_SECURITY } from './console-route';
import { operatorName } from '../identity/operators.repository';

/**
 * The statutory tables every organisation reads: the release's reference versions and what
 * platform operators published since. A new version applies from its date in every
 * organisation's next computation; an organisation keeps its own only where the law lets it.
 */
export const platformStatutoryRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/platform/statutory-tables',
    {
      config: CONSOLE_CONFIG,
      schema: { security: CONSOLE_SECURITY, response: { 200: StatutoryVersionsResponseSchema } },
    },
    async () => ({ items: await statutoryVersions(db, null) }),
  );

  app.post(
    '/platform/statutory-tables',
    {
      config: CONSOLE_CONFIG,
      schema: {
        security: CONSOLE_SECURITY,
        body: AddStatutoryVersionRequestSchema,
        response: { 201: StatutoryVersionSchema },
      },
    },
    async (request, reply) => {
      const by = operatorName(operatorOf(request).email);
      const version = checkedVersion(request.body);
      await publishStatutoryVersion(db, version, by);
      await auditPlatform(db, {
        by,
        action: 'statutory-table-published',
        detail: { kind: version.kind, validFrom: version.validFrom, source: version.source },
        ip: request.ip,
      });
      return reply.code(201).send({ ...version, scope: 'platform' as const });
    },
  );
};
