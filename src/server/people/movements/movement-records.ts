import { sql } from 'kysely';
import type { RecordItem } from '../../../shared/api/records';
import type { ErsMovementData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';
import type { FormRegistry, LoadedForm } from '../../forms/form-registry';
import { AppError } from '../../http/app-error';
import { diffRecords } from '../../records/record-diff';
import { addHistory, findRecord, updateRecord } from '../../records/records.repository';
import type { MovementStep } from './values-in-force';

export const MOVEMENT_FORM_ID = 'ers-movement';

export type MovementRecord = RecordItem & { data: ErsMovementData };

export const movementForm = (forms: FormRegistry): LoadedForm => {
  const form = forms.get(MOVEMENT_FORM_ID);
  if (!form) throw new Error(`The ${MOVEMENT_FORM_ID} definition is missing`);
  return form;
};

/** A live movement by id, or null. */
export async function findMovement(tx: Tx, orgId: string, id: string) {
  const record = await findRecord(tx, orgId, id);
  return record && record.formId === MOVEMENT_FORM_ID && !record.deletedAt
    ? (record as MovementRecord)
    : null;
}

/**
 * The approval's and the application's marks on a movement (its status, the values it
 * replaced): written by the system, not an edit, so a filed movement's own checks (which
 * refuse edits) do not apply; the change is in its history all the same.
 */
export async function markMovement(
  tx: Tx,
  orgId: string,
  forms: FormRegistry,
  movement: MovementRecord,
  marks: Partial<ErsMovementData>,
  username: string,
): Promise<MovementRecord> {
  const data = { ...movement.data, ...marks };
  const updated = await updateRecord(
    tx,
    orgId,
    movementForm(forms),
    movement.id,
    movement.version,
    data,
    username,
  );
  if (!updated)
    throw new AppError('conflict', 'The movement changed meanwhile; reload it and try again.');
  await addHistory(tx, orgId, updated, 'updated', username, diffRecords(movement.data, data));
  return updated as MovementRecord;
}

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
