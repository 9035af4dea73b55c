import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InvitationParamsSchema,
  InvitationResponseSchema,
  ValidateAccountRequestSchema,
  ValidateAccountResponseSchema,
} from '../../shared/api/invitations';
import { writeAudit } from '../audit/audit.repository';
import { withOrg } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { AppError, fieldError } from '../http/app-error';
import { sha256 } from '../identity/tokens';
import { principalOf } from '../plugins/guard';
import { linkViews } from '../plugins/request-limits';
import { findEmployeeAccount } from '../directory/directory.repository';
import { inviteToSignIn } from './invitation';

/** A new hire's first sign-in (spec: hcm `validate-account`) and HR sending the link again. */
export const invitationsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (
  app,
  { db, config },
) => {
  /** Who the link is for, so the page can greet them; the password is set by the reset call. */
  app.post(
    '/hcm/validate-account',
    {
      config: { auth: 'none', readOnly: true, limits: [linkViews(config)] },
      schema: {
        body: ValidateAccountRequestSchema,
        response: { 200: ValidateAccountResponseSchema },
      },
    },
    async (request) => {
      const { orgId, token } = request.body;
      const found = await withOrg(db, orgId, (tx) =>
        tx
          .selectFrom('password_resets as r')
          .innerJoin('accounts as a', (join) =>
            join.onRef('a.org_id', '=', 'r.org_id').onRef('a.account_id', '=', 'r.account_id'),
          )
          .select(['a.username', 'a.first_name', 'r.expires_at'])
          .where('r.org_id', '=', orgId)
          .where('r.token_hash', '=', sha256(token))
          .where('r.purpose', '=', 'activation')
          .where('r.used_at', 'is', null)
          .where('r.expires_at', '>', new Date())
          .where('a.disabled_at', 'is', null)
          .executeTakeFirst(),
      );
      if (!found) {
        throw fieldError(
          '/token',
          'This link is invalid, already used or expired. Ask HR to send you a new one.',
        );
      }
      return {
        username: found.username,
        firstName: found.first_name,
        expiresAt: new Date(found.expires_at).toISOString(),
      };
    },
  );

  app.post(
    '/hcm/employees/:employeeNumber/invitation',
    {
      config: { permission: 'people.invite' },
      schema: { params: InvitationParamsSchema, response: { 202: InvitationResponseSchema } },
    },
    async (request, reply) => {
      const who = principalOf(request);
      const sentTo = await withOrg(db, who.orgId, async (tx) => {
        const account = await findEmployeeAccount(tx, who.orgId, request.params.employeeNumber);
        if (!account) throw new AppError('not_found', 'This employee has no sign-in account.');
        if (account.disabled_at) {
          throw new AppError('conflict', `The account "${account.username}" is disabled.`);
        }
        if (account.logged_in || account.steps.changePassword) {
          throw new AppError(
            'conflict',
            `${account.first_name} has already signed in; they can reset a forgotten password from the sign-in page.`,
          );
        }
        if (!(await inviteToSignIn(tx, who.orgId, config, account))) {
          throw new AppError(
            'conflict',
            `${account.first_name} has no e-mail address: add one to the employee record first.`,
          );
        }
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Account',
          action: 'invitation-sent',
          detail: { target: account.username },
          ip: request.ip,
        });
        return account.email as string;
      });
      return reply
        .status(202)
        .send({ message: `The first sign-in link was sent to ${sentTo}.`, sentTo });
    },
  );
};
