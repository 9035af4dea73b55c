import { sql } from 'kysely';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import { AppError } from '../../http/app-error';
import type { RecordSave } from '../../records/record-save';
import { saveRecordUpdate } from '../../records/record-update';
import { findRecord, RECORD_JSON } from '../../records/records.repository';
import { masterForm } from '../employee-profile.service';
import { changedFields, MOVED_FIELDS, newValuesOf, valuesOf } from './movement-changes';
import { markRecord } from '../../records/approvals/mark-record';
import { MOVEMENT_FORM_ID, type MovementRecord } from './movement-records';

/**
 * Puts an approved movement into the employee master, as an ordinary edit (the master's checks,
 * history and follow-ups apply: a new manager may not close a reporting loop), and keeps on the
 * movement the values it replaced. The movement is then Applied.
 */
export async function applyMovement(save: RecordSave, movement: MovementRecord): Promise<void> {
  const { tx, orgId, forms } = save;
  const master = await findRecord(tx, orgId, movement.data.employee.id);
  if (!master || master.deletedAt)
    throw new AppError(
      'conflict',
      `The employee record of ${movement.data.employee.label} no longer exists; the movement cannot be applied.`,
    );
  const before = master.data as ErsEmployeeData;
  const fields = changedFields(movement.data, before);
  if (fields.length > 0)
    await saveRecordUpdate(save, forms, masterForm(forms), master, {
      ...before,
      ...newValuesOf(movement.data, fields),
    });
  // Every field the movement names is kept, so the values in force before it stay known even
  // when one already held the new value (a direct edit came first).
  const named = MOVED_FIELDS.filter((field) => movement.data[field] !== undefined);
  await markRecord(save, movement, { status: 'Applied', before: valuesOf(before, named) });
}

/**
 * Applies the organisation's approved movements whose effective date has come, oldest first
 * (two on one employee land in date order); of one employee if named. Returns how many.
 */
export async function applyDueMovements(
  save: RecordSave,
  today: string,
  employeeId?: string,
): Promise<number> {
  const { rows } = await sql<{ item: string }>`
    select ${RECORD_JSON} as item from records
    where org_id = ${save.orgId} and form_id = ${MOVEMENT_FORM_ID} and deleted_at is null
      and data->>'status' = 'Approved' and data->>'effectiveDate' <= ${today}
      and (${employeeId ?? null}::text is null or data->'employee'->>'id' = ${employeeId ?? null})
    order by data->>'effectiveDate', created_at
    for update
  `.execute(save.tx);
  for (const row of rows) await applyMovement(save, JSON.parse(row.item) as MovementRecord);
  return rows.length;
}
