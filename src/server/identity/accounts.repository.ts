import type { Selectable } from 'kysely';
import type { Account, AccountSummary } from '../../shared/api/identity';
import type { Grants } from '../../shared/access/grants';
import { forbiddenPathsFor } from '../../shared/navigation';
import { DEFAULT_LAYOUT } from '../../shared/themes';
import type { AccountsTable } from '../db/database';
import type { Tx } from '../db/tenant';

export type AccountRow = Selectable<AccountsTable>;

// Every lookup names its organisation, besides row-level security: usernames and employee
// numbers repeat across organisations, and code that runs without a scope must not mix them.

export const findAccountByUsername = (tx: Tx, orgId: string, username: string) =>
  tx
    .selectFrom('accounts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();

export const findAccountById = (tx: Tx, orgId: string, accountId: string) =>
  tx
    .selectFrom('accounts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();

export const displayName = (row: AccountRow) =>
  [row.first_name, row.last_name, row.suffix].filter(Boolean).join(' ');

const statusOf = (row: AccountRow) =>
  (row.disabled_at ? 'Disabled' : row.status) as Account['status'];

/** The session data the client keeps (spec section 3), with what the account may do. */
export function toAccount(row: AccountRow, grants: Grants): Account {
  const prefs = (row.preferences ?? {}) as Partial<Account['preferences']>;
  return {
    accountId: row.account_id,
    userId: row.employee_number ?? row.username,
    orgId: row.org_id,
    username: row.username,
    employeeNumber: row.employee_number,
    sessionName: displayName(row),
    suffix: row.suffix,
    position: row.position,
    department: row.department,
    photo: row.photo,
    scheduleTemplate: row.schedule_template,
    hasBreaks: row.has_breaks,
    roles: row.roles,
    permissions: [...grants.granted],
    status: statusOf(row),
    loggedIn: row.logged_in,
    steps: { changePassword: Boolean(row.steps.changePassword) },
    preferences: {
      layout: prefs.layout ?? DEFAULT_LAYOUT,
      sidebarColor: prefs.sidebarColor ?? 'theme',
      rtl: prefs.rtl ?? false,
      ...(prefs.listColumns ? { listColumns: prefs.listColumns } : {}),
    },
    forbiddenPaths: forbiddenPathsFor(grants),
  };
}

/** The summary but whether the account has a second factor, which its row does not hold. */
export function toAccountSummary(row: AccountRow): Omit<AccountSummary, 'secondFactor'> {
  return {
    accountId: row.account_id,
    username: row.username,
    sessionName: displayName(row),
    roles: row.roles,
    status: statusOf(row),
  };
}
