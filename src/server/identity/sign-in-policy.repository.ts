import { sql } from 'kysely';
import type { SignInPolicy } from '../../shared/api/second-factor';
import type { Tx } from '../db/tenant';
import { hasSecondFactor } from './second-factor.repository';

export const findSignInPolicy = (tx: Tx, orgId: string) =>
  tx.selectFrom('sign_in_policies').selectAll().where('org_id', '=', orgId).executeTakeFirst();

/** The policy a stored row holds; none stored requires nothing. */
export const policyOf = (row: { two_factor_roles: string[] } | undefined): SignInPolicy => ({
  twoFactorRoles: row?.two_factor_roles ?? [],
});

export const signInPolicyOf = async (tx: Tx, orgId: string): Promise<SignInPolicy> =>
  policyOf(await findSignInPolicy(tx, orgId));

export async function saveSignInPolicy(
  tx: Tx,
  orgId: string,
  policy: SignInPolicy,
  updatedBy: string,
): Promise<void> {
  const values = {
    two_factor_roles: policy.twoFactorRoles,
    updated_by: updatedBy,
    updated_at: new Date(),
  };
  await tx
    .insertInto('sign_in_policies')
    .values({ org_id: orgId, ...values })
    .onConflict((oc) => oc.column('org_id').doUpdateSet(values))
    .execute();
}

/** Enabled accounts without a confirmed authenticator, with their roles. */
export const accountsWithoutSecondFactor = (tx: Tx, orgId: string) =>
  tx
    .selectFrom('accounts')
    .select(['account_id', 'roles'])
    .where('org_id', '=', orgId)
    .where('disabled_at', 'is', null)
    .where((eb) => eb.not(hasSecondFactor(eb)))
    .execute();

/** Enabled accounts per role they hold (an account of two roles counts under each). */
export async function holdersByRole(tx: Tx, orgId: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ role: string; n: number }>`
    select role, count(*)::int as n from accounts, unnest(roles) as role
    where org_id = ${orgId} and disabled_at is null group by role
  `.execute(tx);
  return Object.fromEntries(rows.map((row) => [row.role, row.n]));
}
