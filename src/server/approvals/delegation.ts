import { sql } from 'kysely';
import type { Tx } from '../db/tenant';

// Delegation is kept on the employee master (`approvalDelegate`, `delegationFrom`,
// `delegationTo` of ers-employee): while an approver is away, their delegate decides what waits
// for them. It is read when it matters (listing, deciding, mailing), never copied onto items,
// so ending a delegation takes effect at once. Every account and record joined is of the one
// organisation, so a delegate is never matched by an employee number another organisation uses.

/** Accounts whose approvals `accountId` holds by delegation on `today`. */
export async function delegatorsOf(
  tx: Tx,
  orgId: string,
  accountId: string,
  today: string,
): Promise<string[]> {
  const rows = await tx
    .selectFrom('accounts as delegate')
    .innerJoin('records', (join) =>
      join
        .onRef('records.org_id', '=', 'delegate.org_id')
        .on('records.form_id', '=', 'ers-employee')
        .on('records.deleted_at', 'is', null)
        .on(
          sql`records.data -> 'approvalDelegate' ->> 'employeeNumber'`,
          '=',
          sql.ref('delegate.employee_number'),
        ),
    )
    .innerJoin('accounts as away', (join) =>
      join
        .onRef('away.org_id', '=', 'records.org_id')
        .onRef('away.employee_number', '=', 'records.employee_number'),
    )
    .select('away.account_id')
    .where('delegate.org_id', '=', orgId)
    .where('delegate.account_id', '=', accountId)
    .where(
      sql<boolean>`${today} between records.data ->> 'delegationFrom' and records.data ->> 'delegationTo'`,
    )
    .where('away.disabled_at', 'is', null)
    .execute();
  return rows.map((row) => row.account_id);
}

/** For each of `accountIds` away on `today`, the account that decides for them. */
export async function delegatesFor(
  tx: Tx,
  orgId: string,
  accountIds: readonly string[],
  today: string,
): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await tx
    .selectFrom('accounts as away')
    .innerJoin('records', (join) =>
      join
        .onRef('records.org_id', '=', 'away.org_id')
        .on('records.form_id', '=', 'ers-employee')
        .on('records.deleted_at', 'is', null)
        .onRef('records.employee_number', '=', 'away.employee_number'),
    )
    .innerJoin('accounts as delegate', (join) =>
      join
        .onRef('delegate.org_id', '=', 'records.org_id')
        .on(
          'delegate.employee_number',
          '=',
          sql<string>`records.data -> 'approvalDelegate' ->> 'employeeNumber'`,
        ),
    )
    .select(['away.account_id as away', 'delegate.account_id as delegate'])
    .where('away.org_id', '=', orgId)
    .where('away.account_id', 'in', [...accountIds])
    .where(
      sql<boolean>`${today} between records.data ->> 'delegationFrom' and records.data ->> 'delegationTo'`,
    )
    .where('delegate.disabled_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.away, row.delegate]));
}
