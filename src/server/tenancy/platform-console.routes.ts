import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DeletedOrganizationSchema,
  DeleteOrganizationRequestSchema,
  OperatorSignInRequestSchema,
  OperatorSignInResponseSchema,
  PlatformActivitySchema,
  PlatformOrganizationsSchema,
  PlatformOrgParamsSchema,
  PlatformSessionSchema,
} from '../../shared/api/platform-console';
import {
  CreatedOrganizationSchema,
  CreateOrganizationRequestSchema,
} from '../../shared/api/tenancy';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { operatorOf } from '../plugins/guard';
import { createOrganization } from './create-organization';
import { deleteOrganization } from './delete-organization';
import { exportOrganization } from './export-organization';
import { listOrganizations } from './list-organizations';
import { resumeOrganization, suspendOrganization } from './organization-status';
import { CONSOLE_CONFIG, CONSOLE_SECURITY } from './console-route';
import { operatorName, revokePlatformSessions } from '../identity/operators.repository';
import { signInOperator } from '../identity/operator-sign-in.service';

const Done = { 204: Type.Null() };

/**
 * The platform console's API: operators sign in, then list, create, suspend, resume, export
 * and delete organisations, as `npm run org` does at the command line (the same services).
 * Only a platform session opens these routes, and it opens nothing else (plugins/guard.ts).
 */
export const platformConsoleRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config, forms, files },
) => {
  const by = (request: Parameters<typeof operatorOf>[0]) => operatorName(operatorOf(request).email);

  app.post(
    '/platform/sign-in',
    {
      // Its failures are throttled per e-mail and address (sign-in-throttle.ts).
      config: { auth: 'none', limits: [] },
      schema: {
        body: OperatorSignInRequestSchema,
        response: { 200: OperatorSignInResponseSchema },
      },
    },
    async (request) =>
      signInOperator(db, config, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  app.get(
    '/platform/session',
    {
      config: CONSOLE_CONFIG,
      schema: { security: CONSOLE_SECURITY, response: { 200: PlatformSessionSchema } },
    },
    async (request) => {
      const { email, name } = operatorOf(request);
      return { operator: { email, name } };
    },
  );

  app.post(
    '/platform/sign-out',
    { config: CONSOLE_CONFIG, schema: { security: CONSOLE_SECURITY, response: Done } },
    async (request, reply) => {
      await revokePlatformSessions(db, { sessionId: operatorOf(request).sessionId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/platform/organizations',
    {
      config: CONSOLE_CONFIG,
      schema: { security: CONSOLE_SECURITY, response: { 200: PlatformOrganizationsSchema } },
    },
    async () => ({ items: await listOrganizations(db) }),
  );

  app.post(
    '/platform/organizations',
    {
      config: CONSOLE_CONFIG,
      schema: {
        security: CONSOLE_SECURITY,
        body: CreateOrganizationRequestSchema,
        response: { 201: CreatedOrganizationSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOrganization({ db, forms, config }, request.body, by(request))),
  );

  app.post(
    '/platform/organizations/:orgId/suspend',
    {
      config: CONSOLE_CONFIG,
      schema: { security: CONSOLE_SECURITY, params: PlatformOrgParamsSchema, response: Done },
    },
    async (request, reply) => {
      await suspendOrganization(db, request.params.orgId, by(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/platform/organizations/:orgId/resume',
    {
      config: CONSOLE_CONFIG,
      schema: { security: CONSOLE_SECURITY, params: PlatformOrgParamsSchema, response: Done },
    },
    async (request, reply) => {
      await resumeOrganization(db, request.params.orgId, by(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/platform/organizations/:orgId/export',
    {
      config: CONSOLE_CONFIG,
      // Answers the ZIP archive (application/zip), as file downloads do.
      schema: { security: CONSOLE_SECURITY, params: PlatformOrgParamsSchema },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const known = await db
        .selectFrom('organizations')
        .select('org_id')
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      if (!known) throw new AppError('not_found', `There is no organisation "${orgId}".`);
      // Streamed as it is written; a failure midway breaks the download and records no export.
      // The download ends only once the export is recorded, so a list fetched when it has
      // arrived shows it (and deleting, which needs it, is open).
      const archive = new PassThrough();
      const body = new PassThrough();
      archive.pipe(body, { end: false });
      void Promise.all([
        exportOrganization(db, files, orgId, archive, by(request)),
        finished(archive),
      ]).then(
        () => body.end(),
        (error: Error) => {
          request.log.error({ err: error, orgId }, 'organisation export failed');
          body.destroy(error);
        },
      );
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${orgId}-export-${stamp}.zip"`)
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );

  app.delete(
    '/platform/organizations/:orgId',
    {
      config: CONSOLE_CONFIG,
      schema: {
        security: CONSOLE_SECURITY,
        params: PlatformOrgParamsSchema,
        body: DeleteOrganizationRequestSchema,
        response: { 200: DeletedOrganizationSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      if (request.body.confirm !== orgId)
        throw new AppError('validation_failed', 'Type the organisation id to confirm.', {
          fields: [{ path: '/confirm', message: `must be "${orgId}"` }],
        });
      return deleteOrganization(db, files, orgId, by(request));
    },
  );

  app.get(
    '/platform/activity',
    {
      config: CONSOLE_CONFIG,
      schema: {
        security: CONSOLE_SECURITY,
        querystring: Type.Object(
          { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) },
          { additionalProperties: false },
        ),
        response: { 200: PlatformActivitySchema },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('platform_audit')
        .selectAll()
        .orderBy('audit_id', 'desc')
        .limit(request.query.limit ?? 50)
        .execute();
      return {
        items: rows.map((row) => ({
          at: row.at.toISOString(),
          operator: row.operator,
          action: row.action,
          orgId: row.subject_org,
          detail: row.detail,
        })),
      };
    },
  );
};
