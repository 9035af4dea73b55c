import type { MovementDetails } from '../../../shared/api/application-details';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import { summarize } from '../../../shared/applications/application-summary';
import { todayAtWork } from '../../../shared/timekeeping/time-labels';
import { notifyApprovers } from '../../applications/application-notices';
import { insertApplication, type ApplicationRow } from '../../applications/applications.repository';
import { resolveApprovalChain } from '../../applications/approval-chain';
import type { FormRegistry } from '../../forms/form-registry';
import { AppError } from '../../http/app-error';
import type { RecordSave } from '../../records/record-hooks';
import { applyMovement } from './apply-movement';
import { changedFields, describeChanges } from './movement-changes';
import { findMovement, markMovement, type MovementRecord } from './movement-records';

export const noApprover = (employeeNumber: string) =>
  `No approval matrix names an approver for employee movements of ${employeeNumber}: add "movement" to the application types of an approval matrix that covers them.`;

/**
 * Who approves a movement of this employee, level by level; null when no one would. Neither the
 * employee nor whoever files it approves it.
 */
export async function movementChain(save: RecordSave, employee: ErsEmployeeData) {
  const chain = await resolveApprovalChain(save.tx, save.orgId, employee, 'movement');
  const levels = (chain?.levels ?? [])
    .map((level) => ({
      ...level,
      approvers: level.approvers.filter((approver) => approver.accountId !== save.accountId),
    }))
    .filter((level) => level.approvers.length > 0)
    .map((level, index) => ({ ...level, level: index + 1 }));
  return chain && levels.length > 0 ? { ...chain, levels } : null;
}

/**
 * Files a new movement for approval, through the approval matrix like an employee's
 * applications (levels, delegation, e-mail links, the approver's badge), and tells level 1.
 */
export async function fileMovement(
  save: RecordSave,
  movement: MovementRecord,
  employee: ErsEmployeeData,
): Promise<void> {
  const chain = await movementChain(save, employee);
  if (!chain) throw new AppError('validation_failed', noApprover(employee.employeeNumber));
  const { data } = movement;
  const details: MovementDetails = {
    movementId: movement.id,
    movementType: data.movementType,
    effectiveDate: data.effectiveDate,
    changes: describeChanges(changedFields(data, employee), data, employee).slice(0, 2000),
    reason: data.reason,
  };
  if (!save.accountId) throw new Error('A movement is filed by a signed-in account');
  const row = await insertApplication(save.tx, save.orgId, {
    kind: 'movement',
    approvalType: 'movement',
    employeeNumber: employee.employeeNumber,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    details,
    dateFrom: data.effectiveDate,
    dateTo: data.effectiveDate,
    summary: summarize({ kind: 'movement', details }),
    levels: chain.levels,
    chargeMinutes: 0,
    backdated: false,
    filedBy: save.accountId,
  });
  await notifyApprovers(save.tx, { orgId: save.orgId, publicUrl: save.config.publicUrl }, row);
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
export async function settleMovement(
  save: RecordSave,
  forms: FormRegistry,
  row: ApplicationRow,
): Promise<void> {
  const { movementId } = row.details as MovementDetails;
  const movement = await findMovement(save.tx, save.orgId, movementId);
  if (!movement) return;
  if (movement.data.status === 'Applied')
    throw new AppError(
      'conflict',
      'This movement is already applied to the employee record; file a new movement to change it back.',
    );
  const status = STATUS_OF[row.status as keyof typeof STATUS_OF];
  if (!status) return;
  const marked = await markMovement(
    save.tx,
    save.orgId,
    forms,
    movement,
    { status },
    save.username,
  );
  if (status === 'Approved' && marked.data.effectiveDate <= todayAtWork())
    await applyMovement(save, forms, marked);
}
