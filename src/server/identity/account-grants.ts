import { sql, type Expression, type RawBuilder } from 'kysely';
import { grantsOf, type Grants } from '../../shared/access/grants';
import { isBuiltInRole } from '../../shared/roles';
import type { Tx } from '../db/tenant';

/**
 * The permissions that the organisation's own roles among `roles` grant, as a sub-select, so a
 * session's look-up resolves them in the same query: a role changed takes effect on the next
 * request of every session holding it.
 */
export const grantedBy = (
  orgId: Expression<string>,
  roles: Expression<string[]>,
): RawBuilder<string[]> =>
  sql<string[]>`coalesce((
    select array_agg(distinct granted.permission)
    from org_roles own cross join unnest(own.permissions) as granted(permission)
    where own.org_id = ${orgId} and own.role_id = any(${roles})
  ), '{}')`;

/** What an account holding `roles` may do in its organisation. */
export async function grantsFor(tx: Tx, orgId: string, roles: readonly string[]): Promise<Grants> {
  if (roles.every(isBuiltInRole)) return grantsOf(roles, []);
  const { granted } = await tx
    .selectNoFrom(grantedBy(sql.val(orgId), sql.val([...roles])).as('granted'))
    .executeTakeFirstOrThrow();
  return grantsOf(roles, granted);
}
