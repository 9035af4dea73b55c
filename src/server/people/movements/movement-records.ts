import { sql } from 'kysely';
import type { RecordItem } from '../../../shared/api/records';
import type { ErsMovementData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';
import { findLiveRecord } from '../../records/approvals/mark-record';
import type { MovementStep } from './values-in-force';

export const MOVEMENT_FORM_ID = 'ers-movement';

export type MovementRecord = RecordItem & { data: ErsMovementData };

/** A live movement by id, or null. */
export const findMovement = (tx: Tx, orgId: string, id: string) =>
  findLiveRecord<MovementRecord>(tx, orgId, MOVEMENT_FORM_ID, id);

/**
 * The approved and applied movements of these employees, oldest first, by employee number: one
 * query for a whole payroll.
 */
export async function movementStepsOf(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
): Promise<Map<string, MovementStep[]>> {
  const steps = new Map<string, MovementStep[]>();
  if (employeeNumbers.length === 0) return steps;
  const { rows } = await sql<{ data: ErsMovementData }>`
    select data from records
    where org_id = ${orgId} and form_id = ${MOVEMENT_FORM_ID} and deleted_at is null
      and data->>'status' in ('Approved', 'Applied')
      and data->'employee'->>'employeeNumber' = any(${employeeNumbers}::text[])
    order by data->>'effectiveDate', created_at
  `.execute(tx);
  for (const { data } of rows) {
    const number = data.employee.employeeNumber ?? '';
    steps.set(number, [...(steps.get(number) ?? []), data]);
  }
  return steps;
}
