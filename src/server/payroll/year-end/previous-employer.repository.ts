import { sql } from 'kysely';
import type { PayrollPreviousEmployerData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';

export const PREVIOUS_EMPLOYER_FORM = 'payroll-previous-employer';

/** An employee's previous employer of a year (the definition allows one), or null. */
export async function previousEmployerOf(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  year: number,
): Promise<PayrollPreviousEmployerData | null> {
  const { rows } = await sql<{ data: PayrollPreviousEmployerData }>`
    select data from records
    where org_id = ${orgId} and form_id = ${PREVIOUS_EMPLOYER_FORM} and deleted_at is null
      and employee_number = ${employeeNumber} and data->>'year' = ${String(year)}
    order by created_at, id
    limit 1
  `.execute(tx);
  return rows[0]?.data ?? null;
}

/** Live records of these (employee number, year) pairs: their ids by `number:year`. */
export async function previousEmployerIds(
  tx: Tx,
  orgId: string,
  pairs: readonly { employeeNumber: string; year: number }[],
): Promise<Map<string, string[]>> {
  if (pairs.length === 0) return new Map();
  const { rows } = await sql<{ key: string; id: string }>`
    select employee_number || ':' || (data->>'year') as key, id from records
    where org_id = ${orgId} and form_id = ${PREVIOUS_EMPLOYER_FORM} and deleted_at is null
      and (employee_number, data->>'year') in (select * from unnest(
        ${pairs.map((p) => p.employeeNumber)}::text[], ${pairs.map((p) => String(p.year))}::text[]))
  `.execute(tx);
  const ids = new Map<string, string[]>();
  for (const row of rows) ids.set(row.key, [...(ids.get(row.key) ?? []), row.id]);
  return ids;
}

/** The previous employer of a year of these employees (`null`: all), by employee number. */
export async function previousEmployersOf(
  tx: Tx,
  orgId: string,
  year: number,
  employees: readonly string[] | null,
): Promise<Map<string, PayrollPreviousEmployerData>> {
  const { rows } = await sql<{ employeeNumber: string; data: PayrollPreviousEmployerData }>`
    select distinct on (employee_number) employee_number as "employeeNumber", data from records
    where org_id = ${orgId} and form_id = ${PREVIOUS_EMPLOYER_FORM} and deleted_at is null
      and data->>'year' = ${String(year)}
      and (${employees === null} or employee_number = any(${[...(employees ?? [])]}::text[]))
    order by employee_number, created_at, id
  `.execute(tx);
  return new Map(rows.map((row) => [row.employeeNumber, row.data]));
}
