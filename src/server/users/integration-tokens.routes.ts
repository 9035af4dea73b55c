import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import {
  CreatedIntegrationTokenSchema,
  CreateIntegrationTokenRequestSchema,
  IntegrationTokenParamsSchema,
  IntegrationTokensResponseSchema,
  TokenScopesResponseSchema,
  type IntegrationToken,
} from '../../shared/api/integration-tokens';
import { writeAudit } from '../audit/audit.repository';
import type { IntegrationTokensTable } from '../db/database';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { createIntegrationToken } from '../identity/integration-tokens.repository';
import { principalOf } from '../plugins/guard';
import { permissionCatalogue, toPermission } from './permission-catalogue';
import { assertKnownPermissions, assertWithinOwn, givableBy } from './role-rules';

const MANAGE = { permission: 'integrations.manage' as const };

function toToken(row: Selectable<IntegrationTokensTable>, now = new Date()): IntegrationToken {
  return {
    tokenId: row.token_id,
    name: row.name,
    scopes: row.scopes,
    status: row.revoked_at ? 'Revoked' : row.expires_at <= now ? 'Expired' : 'Active',
    expiresAt: row.expires_at.toISOString(),
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

/**
 * Integration tokens: other systems call the API with a named, scoped, expiring token instead
 * of a person's password. A token holds only the permissions it names, never more than the
 * administrator who made it.
 */
export const integrationTokensRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, forms },
) => {
  app.get(
    '/iam/integration-tokens',
    { config: MANAGE, schema: { response: { 200: IntegrationTokensResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      const rows = await withOrg(db, who.orgId, (tx) =>
        tx
          .selectFrom('integration_tokens')
          .selectAll()
          .where('org_id', '=', who.orgId)
          .orderBy('created_at', 'desc')
          .execute(),
      );
      return { items: rows.map((row) => toToken(row)) };
    },
  );

  // The catalogue itself needs users.manage; whoever makes tokens sees what they may give one.
  app.get(
    '/iam/integration-tokens/scopes',
    { config: MANAGE, schema: { response: { 200: TokenScopesResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      const catalogue = permissionCatalogue(forms, who.orgId);
      const givable = givableBy(catalogue, who.grants);
      return {
        items: catalogue.map((entry) => ({ ...toPermission(entry), givable: givable(entry.key) })),
      };
    },
  );

  app.post(
    '/iam/integration-tokens',
    {
      config: MANAGE,
      schema: {
        body: CreateIntegrationTokenRequestSchema,
        response: { 201: CreatedIntegrationTokenSchema },
      },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { name, scopes, expiresInDays } = request.body;
      const catalogue = permissionCatalogue(forms, who.orgId);
      assertKnownPermissions(catalogue, scopes, '/scopes');
      assertWithinOwn(catalogue, who.grants, scopes, '/scopes');
      const created = await withOrg(db, who.orgId, async (tx) => {
        const made = await createIntegrationToken(tx, who.orgId, {
          name: name.trim(),
          scopes,
          expiresAt: new Date(Date.now() + expiresInDays * 86_400_000),
          createdBy: who.username,
        });
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Integration token',
          action: 'token-created',
          detail: { tokenId: made.row.token_id, name: made.row.name, scopes: scopes.length },
          ip: request.ip,
        });
        return made;
      });
      return reply.code(201).send({ token: created.token, item: toToken(created.row) });
    },
  );

  app.delete(
    '/iam/integration-tokens/:tokenId',
    {
      config: MANAGE,
      schema: { params: IntegrationTokenParamsSchema, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      await withOrg(db, who.orgId, async (tx) => {
        const row = await tx
          .updateTable('integration_tokens')
          .set({ revoked_at: new Date() })
          .where('org_id', '=', who.orgId)
          .where('token_id', '=', request.params.tokenId)
          .where('revoked_at', 'is', null)
          .returning(['name'])
          .executeTakeFirst();
        if (!row) throw new AppError('not_found', 'There is no such live token.');
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Integration token',
          action: 'token-revoked',
          detail: { tokenId: request.params.tokenId, name: row.name },
          ip: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
