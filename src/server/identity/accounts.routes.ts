import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AccountAccessRequestSchema, AccountSummarySchema } from '../../shared/api/identity';
import { writeAudit } from '../audit/audit.repository';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { toAccountSummary } from './accounts.repository';
import { revokeAccountSessions } from './sessions.repository';

const AccountIdParams = Type.Object({ accountId: Type.String({ format: 'uuid' }) });

/** Account administration for the organisation's admins. */
export const accountsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/iam/accounts',
    {
      config: { roles: ['admin'] },
      schema: { response: { 200: Type.Object({ items: Type.Array(AccountSummarySchema) }) } },
    },
    async (request) => {
      const who = principalOf(request);
      const rows = await withOrg(db, who.orgId, (tx) =>
        tx
          .selectFrom('accounts')
          .selectAll()
          .where('org_id', '=', who.orgId)
          .orderBy('username')
          .execute(),
      );
      return { items: rows.map(toAccountSummary) };
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
        const row = await tx
          .updateTable('accounts')
          .set({ disabled_at: request.body.disabled ? new Date() : null, updated_at: new Date() })
          .where('org_id', '=', who.orgId)
          .where('account_id', '=', accountId)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new AppError('not_found', 'No such account in this organisation.');
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
        return toAccountSummary(row);
      });
    },
  );
};
