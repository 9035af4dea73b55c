import { sql, type SqlBool } from 'kysely';
import type { User, UsersQuery } from '../../shared/api/users';
import type { Tx } from '../db/tenant';
import { displayName, type AccountRow } from '../identity/accounts.repository';

/** The accounts a users query names: by text (name, username, e-mail), role and status. */
export function usersQuery(
  tx: Tx,
  orgId: string,
  filters: Pick<UsersQuery, 'role' | 'status'> & { q?: string },
) {
  let query = tx.selectFrom('accounts as a').where('a.org_id', '=', orgId);
  if (filters.q) {
    const pattern = filters.q;
    query = query.where((eb) =>
      eb.or([
        eb('a.username', 'ilike', pattern),
        eb('a.email', 'ilike', pattern),
        eb(sql<string>`a.first_name || ' ' || a.last_name`, 'ilike', pattern),
        eb('a.employee_number', 'ilike', pattern),
      ]),
    );
  }
  if (filters.role) query = query.where(sql<boolean>`${filters.role} = any(a.roles)`);
  switch (filters.status) {
    case 'Disabled':
      query = query.where('a.disabled_at', 'is not', null);
      break;
    case 'Invited':
      query = query.where('a.disabled_at', 'is', null).where('a.logged_in', '=', false);
      break;
    // An invitation not yet taken up reads Invited, whatever the stored status says.
    case 'Active':
    case 'Change Password':
      query = query
        .where('a.disabled_at', 'is', null)
        .where('a.logged_in', '=', true)
        .where('a.status', '=', filters.status);
      break;
  }
  return query;
}

/** The accounts with what the users page shows beside them: last sign-in, authenticator. */
export const withUserFacts = (query: ReturnType<typeof usersQuery>) =>
  query.selectAll('a').select((eb) => [
    eb
      .selectFrom('sessions as s')
      .select(sql<Date | null>`max(s.created_at)`.as('at'))
      .whereRef('s.org_id', '=', 'a.org_id')
      .whereRef('s.account_id', '=', 'a.account_id')
      .as('last_sign_in_at'),
    eb
      .exists(
        eb
          .selectFrom('account_second_factors as factor')
          .select('factor.account_id')
          .whereRef('factor.org_id', '=', 'a.org_id')
          .whereRef('factor.account_id', '=', 'a.account_id')
          .where('factor.confirmed_at', 'is not', null),
      )
      .as('second_factor'),
  ]);

export function toUser(
  row: AccountRow & { last_sign_in_at: Date | null; second_factor: SqlBool },
): User {
  return {
    accountId: row.account_id,
    username: row.username,
    name: displayName(row),
    email: row.email,
    employeeNumber: row.employee_number,
    roles: row.roles,
    status: row.disabled_at ? 'Disabled' : (row.status as User['status']),
    invited: !row.logged_in && !row.disabled_at,
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    secondFactor: Boolean(row.second_factor),
  };
}
