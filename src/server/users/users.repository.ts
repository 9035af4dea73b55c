import { sql } from 'kysely';
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
    case 'Active':
    case 'Change Password':
      query = query.where('a.disabled_at', 'is', null).where('a.status', '=', filters.status);
      break;
  }
  return query;
}

export function toUser(row: AccountRow & { last_sign_in_at: Date | null }): User {
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
  };
}
