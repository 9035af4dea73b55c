import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  PermissionCatalogueSchema,
  RoleParamsSchema,
  RoleSchema,
  RolesResponseSchema,
  SaveRoleRequestSchema,
  type Role,
  type SaveRoleRequest,
} from '../../shared/api/users';
import { BUILT_IN_ROLES, isBuiltInRole, ROLES } from '../../shared/roles';
import { writeAudit } from '../audit/audit.repository';
import { withOrg, type Tx } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { announceSessionChange } from '../identity/sessions.repository';
import { principalOf, type Principal } from '../plugins/guard';
import { builtInPermissions, permissionCatalogue, toPermission } from './permission-catalogue';
import { assertKnownPermissions, assertOwnRoleName, assertWithinOwn } from './role-rules';
import { findOrgRole, holdersOf, listOrgRoles } from './roles.repository';

const MANAGE = { permission: 'users.manage' as const };

/** Roles as data: the built-in ones (read only) and the organisation's own, which it defines. */
export const rolesRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db, forms }) => {
  const catalogueOf = (orgId: string) => permissionCatalogue(forms, orgId);

  app.get(
    '/iam/permissions',
    { config: MANAGE, schema: { response: { 200: PermissionCatalogueSchema } } },
    async (request) => ({
      items: catalogueOf(principalOf(request).orgId).map(toPermission),
    }),
  );

  app.get(
    '/iam/roles',
    { config: MANAGE, schema: { response: { 200: RolesResponseSchema } } },
    async (request) => {
      const who = principalOf(request);
      const catalogue = catalogueOf(who.orgId);
      return withOrg(db, who.orgId, async (tx) => {
        const builtIn: Role[] = [];
        for (const roleId of ROLES)
          builtIn.push({
            roleId,
            ...BUILT_IN_ROLES[roleId],
            builtIn: true,
            permissions: builtInPermissions(catalogue, roleId),
            holders: await holdersOf(tx, who.orgId, roleId),
          });
        const own = (await listOrgRoles(tx, who.orgId)).map((row) => ({
          roleId: row.role_id,
          name: row.name,
          description: row.description,
          builtIn: false,
          permissions: row.permissions,
          holders: row.holders ?? 0,
        }));
        return { items: [...builtIn, ...own] };
      });
    },
  );

  /** The checks every save of an own role passes, then its audit and the sessions it changes. */
  async function saved(
    tx: Tx,
    who: Principal,
    ip: string,
    body: SaveRoleRequest,
    action: string,
    roleId: string,
  ) {
    const catalogue = catalogueOf(who.orgId);
    assertKnownPermissions(catalogue, body.permissions);
    assertWithinOwn(catalogue, who.grants, body.permissions);
    await writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: 'Role',
      action,
      detail: { roleId, name: body.name, permissions: body.permissions.length },
      ip,
    });
    // Every session holding the role asks again on its next request.
    await announceSessionChange(tx);
  }

  const nameTaken = (name: string) =>
    new AppError('conflict', `A role named "${name}" already exists.`, {
      fields: [{ path: '/name', message: 'Name is taken by another role' }],
    });

  app.post(
    '/iam/roles',
    {
      config: MANAGE,
      schema: { body: SaveRoleRequestSchema, response: { 201: RoleSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const body = request.body;
      const roleId = assertOwnRoleName(body.name.trim());
      const role = await withOrg(db, who.orgId, async (tx) => {
        const row = await tx
          .insertInto('org_roles')
          .values({
            org_id: who.orgId,
            role_id: roleId,
            name: body.name.trim(),
            description: body.description.trim(),
            permissions: body.permissions,
            created_by: who.username,
          })
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) throw nameTaken(body.name.trim());
        await saved(tx, who, request.ip, body, 'role-created', roleId);
        return row;
      });
      return reply.code(201).send({
        roleId: role.role_id,
        name: role.name,
        description: role.description,
        builtIn: false,
        permissions: role.permissions,
        holders: 0,
      });
    },
  );

  app.put(
    '/iam/roles/:roleId',
    {
      config: MANAGE,
      schema: {
        params: RoleParamsSchema,
        body: SaveRoleRequestSchema,
        response: { 200: RoleSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { roleId } = request.params;
      const body = request.body;
      if (isBuiltInRole(roleId))
        throw new AppError(
          'conflict',
          'A built-in role cannot be changed; make a role of your own.',
        );
      return withOrg(db, who.orgId, async (tx) => {
        const clash = await tx
          .selectFrom('org_roles')
          .select('role_id')
          .where('org_id', '=', who.orgId)
          .where((eb) => eb(eb.fn('lower', ['name']), '=', body.name.trim().toLowerCase()))
          .where('role_id', '!=', roleId)
          .executeTakeFirst();
        if (clash) throw nameTaken(body.name.trim());
        const row = await tx
          .updateTable('org_roles')
          .set({
            name: body.name.trim(),
            description: body.description.trim(),
            permissions: body.permissions,
            updated_at: new Date(),
          })
          .where('org_id', '=', who.orgId)
          .where('role_id', '=', roleId)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new AppError('not_found', 'There is no such role.');
        await saved(tx, who, request.ip, body, 'role-changed', roleId);
        return {
          roleId: row.role_id,
          name: row.name,
          description: row.description,
          builtIn: false,
          permissions: row.permissions,
          holders: await holdersOf(tx, who.orgId, roleId),
        };
      });
    },
  );

  app.delete(
    '/iam/roles/:roleId',
    {
      config: MANAGE,
      schema: { params: RoleParamsSchema, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const { roleId } = request.params;
      if (isBuiltInRole(roleId))
        throw new AppError('conflict', 'A built-in role cannot be deleted.');
      await withOrg(db, who.orgId, async (tx) => {
        const role = await findOrgRole(tx, who.orgId, roleId);
        if (!role) throw new AppError('not_found', 'There is no such role.');
        const held = await tx
          .selectFrom('accounts')
          .select('username')
          .where('org_id', '=', who.orgId)
          .where((eb) => eb(eb.val(roleId), '=', eb.fn.any('roles')))
          .execute();
        if (held.length > 0)
          throw new AppError(
            'conflict',
            `${held.length === 1 ? 'One account holds' : `${held.length} accounts hold`} "${role.name}"; take it from them first.`,
          );
        await tx
          .deleteFrom('org_roles')
          .where('org_id', '=', who.orgId)
          .where('role_id', '=', roleId)
          .execute();
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Role',
          action: 'role-deleted',
          detail: { roleId, name: role.name },
          ip: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  );
};
