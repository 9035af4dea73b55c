import { sql } from 'kysely';
import type { Tx } from '../db/tenant';

/** The organisation's own roles, with how many enabled accounts hold each. */
export const listOrgRoles = (tx: Tx, orgId: string) =>
  tx
    .selectFrom('org_roles as r')
    .select([
      'r.role_id',
      'r.name',
      'r.description',
      'r.permissions',
      (eb) =>
        eb
          .selectFrom('accounts as a')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('a.org_id', '=', orgId)
          .where('a.disabled_at', 'is', null)
          .where(sql<boolean>`r.role_id = any(a.roles)`)
          .as('holders'),
    ])
    .where('r.org_id', '=', orgId)
    .orderBy('r.name')
    .execute();

export const findOrgRole = (tx: Tx, orgId: string, roleId: string) =>
  tx
    .selectFrom('org_roles')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('role_id', '=', roleId)
    .executeTakeFirst();

/** Which of `roleIds` are the organisation's own roles. */
export async function existingOrgRoles(tx: Tx, orgId: string, roleIds: readonly string[]) {
  if (roleIds.length === 0) return new Set<string>();
  const rows = await tx
    .selectFrom('org_roles')
    .select('role_id')
    .where('org_id', '=', orgId)
    .where('role_id', 'in', [...roleIds])
    .execute();
  return new Set(rows.map((row) => row.role_id));
}

/** Enabled accounts holding a role. */
export async function holdersOf(tx: Tx, orgId: string, roleId: string): Promise<number> {
  const { n } = await tx
    .selectFrom('accounts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('org_id', '=', orgId)
    .where('disabled_at', 'is', null)
    .where(sql<boolean>`${roleId} = any(roles)`)
    .executeTakeFirstOrThrow();
  return n;
}
