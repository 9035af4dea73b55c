import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AuditPageSchema,
  AuditQuerySchema,
  LoggedTrailRequestSchema,
} from '../../shared/api/audit';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { listAudit, writeAudit } from './audit.repository';

/** The audit trail: `logged_trail` entries from the client and the list admins read. */
export const auditRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, forms }) => {
  app.post(
    '/logged_trail',
    {
      schema: {
        body: LoggedTrailRequestSchema,
        response: { 201: Type.Object({ id: Type.String() }) },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      if (request.body.accountId !== who.accountId || request.body.orgId !== who.orgId) {
        throw new AppError('forbidden', 'An audit entry can only be written for your own account.');
      }
      const id = await withOrg(db, who.orgId, (tx) =>
        writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: request.body.module,
          action: 'logged',
          ip: request.ip,
        }),
      );
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/logged_trail',
    {
      config: { permission: 'audit.read' },
      schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { limit, cursor, formModule } = request.query;
      // Record changes are logged under their record type: a module's are its forms' ids.
      const modules = formModule
        ? forms
            .allFor(who.orgId)
            .filter(({ definition }) => definition.module === formModule)
            .map(({ definition }) => definition.formId)
        : null;
      return withOrg(db, who.orgId, (tx) =>
        listAudit(tx, who.orgId, limit, cursor === undefined ? null : Number(cursor), modules),
      );
    },
  );
};
