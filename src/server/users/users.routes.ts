import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import {
  ChangeUserRequestSchema,
  InviteUserRequestSchema,
  UserSchema,
  UsersQuerySchema,
  UsersResponseSchema,
} from '../../shared/api/users';
import { isBuiltInRole } from '../../shared/roles';
import { writeAudit } from '../audit/audit.repository';
import { withOrg, type Tx } from '../db/tenant';
import { containsPattern } from '../db/like-pattern';
import type { AppDeps } from '../http/app-deps';
import { AppError, fieldError } from '../http/app-error';
import { grantsFor } from '../identity/account-grants';
import { findAccountById } from '../identity/accounts.repository';
import { mailResetLink } from '../identity/password.service';
import { resetSecondFactor } from '../identity/second-factor.service';
import { announceSessionChange, revokeAccountSessions } from '../identity/sessions.repository';
import { inviteToSignIn } from '../people/invitation';
import { principalOf, type Principal } from '../plugins/guard';
import { heldPermissions, permissionCatalogue } from './permission-catalogue';
import { assertWithinOwn } from './role-rules';
import { existingOrgRoles } from './roles.repository';
import { toUser, usersQuery, withUserFacts } from './users.repository';

const MANAGE = { permission: 'users.manage' as const };
const AccountIdParams = Type.Object({ accountId: Type.String({ format: 'uuid' }) });

/** The organisation's users: invite, give roles, disable, send links (Administration › Users). */
export const usersRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config, forms },
) => {
  /** Roles handed out must exist here and lie within what the giver holds. */
  async function assertGivable(tx: Tx, who: Principal, roles: readonly string[]) {
    const own = await existingOrgRoles(tx, who.orgId, roles);
    const unknown = roles.findIndex((role) => !isBuiltInRole(role) && !own.has(role));
    if (unknown !== -1)
      throw fieldError(
        `/roles/${unknown}`,
        `"${roles[unknown]}" is not a role of this organisation`,
      );
    const catalogue = permissionCatalogue(forms, who.orgId);
    assertWithinOwn(
      catalogue,
      who.grants,
      heldPermissions(catalogue, await grantsFor(tx, who.orgId, roles)),
    );
  }

  /** Nobody changes the access of someone who holds more than they do. */
  async function assertNotAbove(tx: Tx, who: Principal, roles: readonly string[]) {
    const catalogue = permissionCatalogue(forms, who.orgId);
    assertWithinOwn(
      catalogue,
      who.grants,
      heldPermissions(catalogue, await grantsFor(tx, who.orgId, roles)),
    );
  }

  const audit = (
    tx: Tx,
    who: Principal,
    ip: string,
    action: string,
    detail: Record<string, unknown>,
  ) =>
    writeAudit(tx, {
      orgId: who.orgId,
      accountId: who.accountId,
      username: who.username,
      module: 'Account',
      action,
      detail,
      ip,
    });

  app.get(
    '/iam/accounts',
    {
      config: MANAGE,
      schema: { querystring: UsersQuerySchema, response: { 200: UsersResponseSchema } },
    },
    async (request) => {
      const who = principalOf(request);
      const { limit = 50, offset = 0, ...filters } = request.query;
      return withOrg(db, who.orgId, async (tx) => {
        const query = usersQuery(tx, who.orgId, {
          ...filters,
          q: filters.q?.trim() ? containsPattern(filters.q.trim()) : undefined,
        });
        const [rows, { total }] = await Promise.all([
          withUserFacts(query)
            .orderBy(sql`lower(a.username)`)
            .limit(limit)
            .offset(offset)
            .execute(),
          query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
        ]);
        return { items: rows.map(toUser), total };
      });
    },
  );

  app.post(
    '/iam/accounts',
    {
      config: MANAGE,
      schema: { body: InviteUserRequestSchema, response: { 201: UserSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const body = request.body;
      const email = body.email.trim().toLowerCase();
      const username = (body.username ?? email.split('@')[0] ?? '').toLowerCase();
      const user = await withOrg(db, who.orgId, async (tx) => {
        await assertGivable(tx, who, body.roles);
        const taken = await tx
          .selectFrom('accounts')
          .select(['username', 'email'])
          .where('org_id', '=', who.orgId)
          .where((eb) =>
            eb.or([
              eb(eb.fn('lower', ['username']), '=', username),
              eb(eb.fn('lower', ['email']), '=', email),
            ]),
          )
          .executeTakeFirst();
        if (taken?.username.toLowerCase() === username)
          throw new AppError('conflict', `The username "${username}" is taken; choose another.`, {
            fields: [{ path: '/username', message: 'Username is taken' }],
          });
        if (taken)
          throw new AppError('conflict', `An account with the e-mail ${email} exists already.`, {
            fields: [{ path: '/email', message: 'E-mail belongs to another account' }],
          });
        const row = await tx
          .insertInto('accounts')
          .values({
            org_id: who.orgId,
            username,
            email,
            first_name: body.firstName.trim(),
            last_name: body.lastName.trim(),
            roles: body.roles,
            logged_in: false,
            steps: JSON.stringify({ changePassword: false }),
            // No password until the invitation's link sets one; an empty hash never matches.
            password_hash: '',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await inviteToSignIn(tx, who.orgId, config, row);
        await audit(tx, who, request.ip, 'account-invited', {
          target: username,
          roles: body.roles,
        });
        return toUser({ ...row, last_sign_in_at: null, second_factor: false });
      });
      return reply.code(201).send(user);
    },
  );

  /** Disabling ends every session of the account; a change of roles applies on its next request. */
  app.patch(
    '/iam/accounts/:accountId',
    {
      config: MANAGE,
      schema: {
        params: AccountIdParams,
        body: ChangeUserRequestSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { accountId } = request.params;
      const { disabled, roles } = request.body;
      // Nobody decides about themselves: another administrator changes one's own access.
      if (accountId === who.accountId && disabled)
        throw new AppError('conflict', 'You cannot disable your own account.');
      if (accountId === who.accountId && roles)
        throw new AppError(
          'conflict',
          'You cannot change your own roles; ask another administrator.',
        );
      return withOrg(db, who.orgId, async (tx) => {
        const current = await findAccountById(tx, who.orgId, accountId);
        if (!current) throw new AppError('not_found', 'No such account in this organisation.');
        await assertNotAbove(tx, who, current.roles);
        if (roles) await assertGivable(tx, who, roles);
        const row = await tx
          .updateTable('accounts')
          .set({
            ...(disabled === undefined ? {} : { disabled_at: disabled ? new Date() : null }),
            ...(roles ? { roles } : {}),
            updated_at: new Date(),
          })
          .where('org_id', '=', who.orgId)
          .where('account_id', '=', accountId)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (disabled) await revokeAccountSessions(tx, who.orgId, accountId);
        if (roles) {
          await announceSessionChange(tx);
          await audit(tx, who, request.ip, 'account-roles-changed', {
            target: row.username,
            from: current.roles,
            to: roles,
          });
        }
        if (disabled !== undefined && disabled !== Boolean(current.disabled_at))
          await audit(tx, who, request.ip, disabled ? 'account-disabled' : 'account-enabled', {
            target: row.username,
          });
        const user = await withUserFacts(usersQuery(tx, who.orgId, {}))
          .where('a.account_id', '=', row.account_id)
          .executeTakeFirstOrThrow();
        return toUser(user);
      });
    },
  );

  app.post(
    '/iam/accounts/:accountId/invitation',
    { config: MANAGE, schema: { params: AccountIdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const who = principalOf(request);
      await withOrg(db, who.orgId, async (tx) => {
        const row = await findAccountById(tx, who.orgId, request.params.accountId);
        if (!row) throw new AppError('not_found', 'No such account in this organisation.');
        if (row.logged_in || row.disabled_at)
          throw new AppError(
            'conflict',
            `"${row.username}" has signed in already; send a password reset link instead.`,
          );
        if (!(await inviteToSignIn(tx, who.orgId, config, row)))
          throw new AppError('conflict', `"${row.username}" has no e-mail address to send it to.`);
        await audit(tx, who, request.ip, 'invitation-sent', { target: row.username });
      });
      return reply.code(204).send(null);
    },
  );

  /** A lost phone: the person signs in with the password alone (or enrols again) afterwards. */
  app.delete(
    '/iam/accounts/:accountId/second-factor',
    { config: MANAGE, schema: { params: AccountIdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await resetSecondFactor(db, principalOf(request), request.params.accountId, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/iam/accounts/:accountId/password-reset',
    { config: MANAGE, schema: { params: AccountIdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const who = principalOf(request);
      await withOrg(db, who.orgId, async (tx) => {
        const row = await findAccountById(tx, who.orgId, request.params.accountId);
        if (!row) throw new AppError('not_found', 'No such account in this organisation.');
        if (!row.logged_in || row.disabled_at || !row.email)
          throw new AppError(
            'conflict',
            row.email
              ? `"${row.username}" cannot reset a password now: resend the invitation or enable the account.`
              : `"${row.username}" has no e-mail address to send it to.`,
          );
        await mailResetLink(tx, config, who.orgId, row, row.username);
        await audit(tx, who, request.ip, 'password-reset-sent', { target: row.username });
      });
      return reply.code(204).send(null);
    },
  );
};
