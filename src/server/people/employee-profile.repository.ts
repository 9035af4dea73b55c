import type { Tx } from '../db/tenant';

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
