import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SignInPolicyRequestSchema,
  SignInPolicySchema,
  type SignInPolicyAnswer,
} from '../../shared/api/second-factor';
import { requiresSecondFactor } from '../../shared/sign-in-policy';
import { writeAudit } from '../audit/audit.repository';
import { withOrg, type Tx } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { principalOf } from '../plugins/guard';
import {
  accountsWithoutSecondFactor,
  findSignInPolicy,
  policyOf,
  saveSignInPolicy,
} from './sign-in-policy.repository';

/** The policy with who it still waits for: per role, and the saved policy's total. */
async function policyAnswer(tx: Tx, orgId: string): Promise<SignInPolicyAnswer> {
  const [row, waiting] = await Promise.all([
    findSignInPolicy(tx, orgId),
    accountsWithoutSecondFactor(tx, orgId),
  ]);
  const policy = policyOf(row);
  const notEnrolledByRole: Record<string, number> = {};
  for (const { roles } of waiting)
    for (const role of roles) notEnrolledByRole[role] = (notEnrolledByRole[role] ?? 0) + 1;
  return {
    ...policy,
    notEnrolledByRole,
    notEnrolled: waiting.filter((account) => requiresSecondFactor(policy, account.roles)).length,
    updatedBy: row?.updated_by ?? null,
    updatedAt: row?.updated_at.toISOString() ?? null,
  };
}

/**
 * The roles that must sign in with a second factor; admins only. A change applies at each
 * person's next sign-in (their open sessions stay as they are).
 */
export const signInPolicyRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.get(
    '/organization/sign-in-policy',
    {
      config: { permission: 'settings.manage' },
      schema: { response: { 200: SignInPolicySchema } },
    },
    async (request) => {
      const { orgId } = principalOf(request);
      return withOrg(db, orgId, (tx) => policyAnswer(tx, orgId));
    },
  );

  app.put(
    '/organization/sign-in-policy',
    {
      config: { permission: 'settings.manage' },
      schema: { body: SignInPolicyRequestSchema, response: { 200: SignInPolicySchema } },
    },
    async (request) => {
      const who = principalOf(request);
      return withOrg(db, who.orgId, async (tx) => {
        await saveSignInPolicy(tx, who.orgId, request.body, who.username);
        await writeAudit(tx, {
          orgId: who.orgId,
          accountId: who.accountId,
          username: who.username,
          module: 'Sign-in security',
          action: 'sign-in-policy-changed',
          detail: { ...request.body },
          ip: request.ip,
        });
        return policyAnswer(tx, who.orgId);
      });
    },
  );
};
