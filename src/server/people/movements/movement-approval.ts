import type { MovementDetails } from '../../../shared/api/application-details';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import { todayAtWork } from '../../../shared/timekeeping/time-labels';
import type { ApplicationRow } from '../../approvals/application-row';
import { AppError } from '../../http/app-error';
import { fileRecord } from '../../records/approvals/record-approval';
import type { RecordSave } from '../../records/record-save';
import { applyMovement } from './apply-movement';
import { changedFields, describeChanges } from './movement-changes';
import { markRecord } from '../../records/approvals/mark-record';
import { findMovement, type MovementRecord } from './movement-records';

/** Files a new movement for approval, and tells level 1 of its chain. */
export async function fileMovement(
  save: RecordSave,
  movement: MovementRecord,
  employee: ErsEmployeeData,
): Promise<void> {
  const { data } = movement;
  const details: MovementDetails = {
    recordId: movement.id,
    movementType: data.movementType,
    effectiveDate: data.effectiveDate,
    changes: describeChanges(changedFields(data, employee), data, employee).slice(0, 2000),
    reason: data.reason,
  };
  await fileRecord(save, employee, { kind: 'movement', details }, data.effectiveDate);
}

const STATUS_OF = {
  Approved: 'Approved',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
} as const;

/**
 * What a decision on a movement's application does to the movement: approved, it is applied at
 * once when its effective date has come (else on that date); rejected or cancelled, it stays
 * as a record of what was asked. An applied movement cannot be cancelled: it is history.
 */
export async function settleMovement(save: RecordSave, row: ApplicationRow): Promise<void> {
  const { recordId: movementId } = row.details as MovementDetails;
  const movement = await findMovement(save.tx, save.orgId, movementId);
  if (!movement) return;
  if (movement.data.status === 'Applied')
    throw new AppError(
      'conflict',
      'This movement is already applied to the employee record; file a new movement to change it back.',
    );
  const status = STATUS_OF[row.status as keyof typeof STATUS_OF];
  if (!status) return;
  const marked = await markRecord(save, movement, { status });
  if (status === 'Approved' && marked.data.effectiveDate <= todayAtWork())
    await applyMovement(save, marked);
}
