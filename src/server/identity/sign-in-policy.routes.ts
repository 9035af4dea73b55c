import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SignInPolicyRequestSchema,
  SignInPolicySchema,
  type SignInPolicyAnswer,
} from '../../shared/api/second-factor';
import { BUILT_IN_ROLES, isBuiltInRole, ROLES } from '../../shared/roles';
import { requiresSecondFactor } from '../../shared/sign-in-policy';
import { writeAudit } from '../audit/audit.repository';
import { withOrg, type Tx } from '../db/tenant';
import type { AppDeps } from '../http/app-deps';
import { fieldError } from '../http/app-error';
import { principalOf } from '../plugins/guard';
import { existingOrgRoles, listOrgRoles } from '../users/roles.repository';
import {
  accountsWithoutSecondFactor,
  findSignInPolicy,
  holdersByRole,
  policyOf,
  saveSignInPolicy,
} from './sign-in-policy.repository';

/** The policy with who it still waits for: per role, and the saved policy's total. */
async function policyAnswer(tx: Tx, orgId: string): Promise<SignInPolicyAnswer> {
  const [row, waiting, own, holders] = await Promise.all([
    findSignInPolicy(tx, orgId),
    accountsWithoutSecondFactor(tx, orgId),
    listOrgRoles(tx, orgId),
    holdersByRole(tx, orgId),
  ]);
  const policy = policyOf(row);
  const notEnrolledByRole: Record<string, number> = {};
  for (const { roles } of waiting)
    for (const role of roles) notEnrolledByRole[role] = (notEnrolledByRole[role] ?? 0) + 1;
  return {
    ...policy,
    roles: [
      ...ROLES.map((id) => ({ id, name: BUILT_IN_ROLES[id].name, holders: holders[id] ?? 0 })),
      ...own.map((role) => ({
        id: role.role_id,
        name: role.name,
        holders: holders[role.role_id] ?? 0,
      })),
    ],
    notEnrolledByRole,
    notEnrolled: waiting.filter((account) => requiresSecondFactor(policy, account.roles)).length,
    updatedBy: row?.updated_by ?? null,
    updatedAt: row?.updated_at.toISOString() ?? null,
  };
}

/**
 * The roles, built-in or the organisation's own, that must sign in with a second factor. A change applies at each
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
      const { twoFactorRoles } = request.body;
      return withOrg(db, who.orgId, async (tx) => {
        const own = await existingOrgRoles(tx, who.orgId, twoFactorRoles);
        const unknown = twoFactorRoles.findIndex((role) => !isBuiltInRole(role) && !own.has(role));
        if (unknown !== -1)
          throw fieldError(
            `/twoFactorRoles/${unknown}`,
            `"${twoFactorRoles[unknown]}" is not a role of this organisation`,
          );
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
