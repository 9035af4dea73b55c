import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AccountAccessRequestSchema, AccountSummarySchema } from '../../shared/api/identity';
import { writeAudit } from '../audit/audit.repository';
import { withOrg, type Tx } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { toAccountSummary } from './accounts.repository';
import { hasSecondFactor } from './second-factor.repository';
import { resetSecondFactor } from './second-factor.service';
import { revokeAccountSessions } from './sessions.repository';

const AccountIdParams = Type.Object({ accountId: Type.String({ format: 'uuid' }) });

/** Account administration for the organisation's admins. */
export const accountsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  const withSecondFactor = (tx: Tx, orgId: string) =>
    tx
      .selectFrom('accounts')
      .selectAll()
      .select((eb) => hasSecondFactor(eb).as('second_factor'))
      .where('org_id', '=', orgId);

  app.get(
    '/iam/accounts',
    {
      config: { roles: ['admin'] },
      schema: { response: { 200: Type.Object({ items: Type.Array(AccountSummarySchema) }) } },
    },
    async (request) => {
      const who = principalOf(request);
      const rows = await withOrg(db, who.orgId, (tx) =>
        withSecondFactor(tx, who.orgId).orderBy('username').execute(),
      );
      return {
        items: rows.map((row) => ({ ...toAccountSummary(row), secondFactor: row.second_factor })),
      };
    },
  );

  /** Disabling an account ends all of its sessions at once. */
  app.patch(
    '/iam/accounts/:accountId',
    {
      config: { roles: ['admin'] },
      schema: {
        params: AccountIdParams,
        body: AccountAccessRequestSchema,
        response: { 200: AccountSummarySchema },
      },
    },
    async (request) => {
      const who = principalOf(request);
      const { accountId } = request.params;
      if (accountId === who.accountId && request.body.disabled) {
        throw new AppError('conflict', 'You cannot disable your own account.');
      }
      return withOrg(db, who.orgId, async (tx) => {
        const updated = await tx
          .updateTable('accounts')
          .set({ disabled_at: request.body.disabled ? new Date() : null, updated_at: new Date() })
          .where('org_id', '=', who.orgId)
          .where('account_id', '=', accountId)
          .returning('account_id')
          .executeTakeFirst();
        if (!updated) throw new AppError('not_found', 'No such account in this organisation.');
        const row = await withSecondFactor(tx, who.orgId)
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow();
        if (request.body.disabled) await revokeAccountSessions(tx, who.orgId, accountId);
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Account',
          action: request.body.disabled ? 'account-disabled' : 'account-enabled',
          detail: { target: row.username },
          ip: request.ip,
        });
        return { ...toAccountSummary(row), secondFactor: row.second_factor };
      });
    },
  );

  /** A lost phone: the person signs in with the password alone (or enrols again) afterwards. */
  app.delete(
    '/iam/accounts/:accountId/second-factor',
    {
      config: { roles: ['admin'] },
      schema: { params: AccountIdParams, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await resetSecondFactor(db, principalOf(request), request.params.accountId, request.ip);
      return reply.status(204).send(null);
    },
  );
};
