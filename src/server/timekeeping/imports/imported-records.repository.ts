import { sql } from 'kysely';
import type { HrBiometricMappingData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';

// The engine records the importers' checks read: biometric mappings, the time records already
// imported, and approved DTR reviews (the dates closed to imports).

/** Live biometric mappings of these devices, active ones first. */
export async function mappingsOfDevices(
  tx: Tx,
  orgId: string,
  devices: readonly string[],
): Promise<HrBiometricMappingData[]> {
  if (devices.length === 0) return [];
  const { rows } = await sql<{ data: HrBiometricMappingData }>`
    select data from records
    where org_id = ${orgId} and form_id = 'hr-biometric-mapping' and deleted_at is null
      and data ->> 'device' = any(${[...devices]}::text[])
    order by (data ->> 'active')::boolean desc nulls last, created_at, id
  `.execute(tx);
  return rows.map((row) => row.data);
}

/** Live imported time records of these employees dated in `[from, to]`. */
export async function timeRecordsOn(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
): Promise<{ id: string; employeeNumber: string; date: string }[]> {
  if (employeeNumbers.length === 0) return [];
  const { rows } = await sql<{ id: string; employee_number: string; date: string }>`
    select id, employee_number, data ->> 'date' as date from records
    where org_id = ${orgId} and form_id = 'tk-time-record' and deleted_at is null
      and employee_number = any(${[...employeeNumbers]}::text[])
      and data ->> 'date' between ${from} and ${to}
  `.execute(tx);
  return rows.map((row) => ({ id: row.id, employeeNumber: row.employee_number, date: row.date }));
}

/** Approved DTR reviews of these employees touching `[from, to]`: their dates are closed. */
export async function approvedReviews(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
  from: string,
  to: string,
): Promise<{ employeeNumber: string; dateFrom: string; dateTo: string }[]> {
  if (employeeNumbers.length === 0) return [];
  const rows = await tx
    .selectFrom('applications')
    .select(['employee_number', 'date_from', 'date_to'])
    .where('org_id', '=', orgId)
    .where('kind', '=', 'dtr')
    .where('status', '=', 'Approved')
    .where('employee_number', '=', sql<string>`any(${[...employeeNumbers]}::text[])`)
    .where('date_from', '<=', to)
    .where('date_to', '>=', from)
    .execute();
  return rows.map((row) => ({
    employeeNumber: row.employee_number,
    dateFrom: row.date_from,
    dateTo: row.date_to,
  }));
}
