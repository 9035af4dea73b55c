import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import type { Tx } from '../db/tenant';

// Both demo organisations number their people from 2022-0001: every lookup names the
// organisation itself, besides row-level security.

/** The live master record of an employee number. */
export const findEmployeeRecord = (tx: Tx, orgId: string, employeeNumber: string) =>
  tx
    .selectFrom('records')
    .select(['id', 'version', 'data'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', EMPLOYEE_FORM_ID)
    .where('employee_number', '=', employeeNumber)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** The employee number an account is linked to, if any. */
export async function accountEmployeeNumber(
  tx: Tx,
  orgId: string,
  accountId: string,
): Promise<string | null> {
  const row = await tx
    .selectFrom('accounts')
    .select('employee_number')
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.employee_number ?? null;
}

/** The account of an employee: an enabled one before a disabled one, then the oldest. */
export const findLinkedAccount = (tx: Tx, orgId: string, employeeNumber: string) =>
  tx
    .selectFrom('accounts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where((eb) => eb(eb.fn('lower', ['employee_number']), '=', employeeNumber.toLowerCase()))
    .orderBy((eb) => eb('disabled_at', 'is not', null))
    .orderBy('created_at')
    .orderBy('account_id')
    .limit(1)
    .executeTakeFirst();

/** How many live records of each of `formIds` name the employee, in one grouped query. */
export async function countRecordsNaming(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  formIds: string[],
): Promise<Map<string, number>> {
  if (formIds.length === 0) return new Map();
  const rows = await tx
    .selectFrom('records')
    .select(['form_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('org_id', '=', orgId)
    .where('form_id', 'in', formIds)
    .where('employee_number', '=', employeeNumber)
    .where('deleted_at', 'is', null)
    .groupBy('form_id')
    .execute();
  return new Map(rows.map((row) => [row.form_id, Number(row.count)]));
}
