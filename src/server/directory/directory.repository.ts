import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import type { Tx } from '../db/tenant';

/**
 * Who is who in an organisation: employees (the master's live records) and their sign-in
 * accounts, found by number or account. The record engine and every module read people here.
 * Both demo organisations number their people from 2022-0001: every look-up names the
 * organisation itself, besides row-level security.
 */

/** The live master record of an employee number (of two with one number, the older). */
export const findEmployeeRecord = (tx: Tx, orgId: string, employeeNumber: string) =>
  tx
    .selectFrom('records')
    .select(['id', 'version', 'data'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', EMPLOYEE_FORM_ID)
    .where('employee_number', '=', employeeNumber)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/** The master data of an employee number, if it has a live record. */
export async function findEmployee(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
): Promise<ErsEmployeeData | null> {
  const record = await findEmployeeRecord(tx, orgId, employeeNumber);
  return record ? (record.data as ErsEmployeeData) : null;
}

/**
 * Employee numbers with a live master record, in order: all of them, or those of `only`. A
 * number on two records counts once.
 */
export async function employeeNumbersOf(
  tx: Tx,
  orgId: string,
  only?: readonly string[],
): Promise<string[]> {
  let query = tx
    .selectFrom('records')
    .select('employee_number')
    .distinct()
    .where('org_id', '=', orgId)
    .where('form_id', '=', EMPLOYEE_FORM_ID)
    .where('employee_number', 'is not', null)
    .where('deleted_at', 'is', null);
  if (only) query = query.where('employee_number', '=', sql<string>`any(${[...only]}::text[])`);
  const rows = await query.orderBy('employee_number').execute();
  return rows.map((row) => row.employee_number ?? '');
}

/** The master records of many employees; of two records with one number, the older. */
export async function employeesOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
): Promise<ErsEmployeeData[]> {
  const { rows } = await sql<{ data: ErsEmployeeData }>`
    select distinct on (employee_number) data from records
    where org_id = ${orgId} and form_id = ${EMPLOYEE_FORM_ID} and deleted_at is null
      and employee_number = any(${[...employeeNumbers]}::text[])
    order by employee_number, created_at, id
  `.execute(tx);
  return rows.map((row) => row.data);
}

/** The employee number an account is linked to, if any. */
export async function accountEmployeeNumber(
  tx: Kysely<Database>,
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

/**
 * Which of an employee's accounts: `any` state, `enabled` only (whose PIN the kiosk checks), or
 * `enabled-first` (an enabled one before a disabled one: the account a profile links to).
 */
export type AccountChoice = 'any' | 'enabled' | 'enabled-first';

/**
 * The account of an employee number (matched without regard to case); of several, the
 * oldest of those `choice` prefers.
 */
export const findEmployeeAccount = (
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  choice: AccountChoice = 'any',
) =>
  tx
    .selectFrom('accounts')
    .selectAll()
    .where('org_id', '=', orgId)
    .where((eb) => eb(eb.fn('lower', ['employee_number']), '=', employeeNumber.toLowerCase()))
    .$if(choice === 'enabled', (query) => query.where('disabled_at', 'is', null))
    .$if(choice === 'enabled-first', (query) =>
      query.orderBy((eb) => eb('disabled_at', 'is not', null)),
    )
    .orderBy('created_at')
    .orderBy('account_id')
    .limit(1)
    .executeTakeFirst();
