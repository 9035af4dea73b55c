import type { FiledDetails } from '../../../shared/api/application-details';
import type { RecordItem } from '../../../shared/api/records';
import { APPLICATION_KINDS, type RecordKind } from '../../../shared/applications/application-kinds';
import { summarize } from '../../../shared/applications/application-summary';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import { closeLevel, notifyApprovers } from '../../approvals/application-notices';
import {
  insertApplication,
  insertDecision,
  moveApplication,
} from '../../approvals/applications.repository';
import { resolveApprovalChain } from '../../approvals/approval-chain';
import { AppError } from '../../http/app-error';
import type { RecordSave } from '../record-save';

// Records staff file for an employee (a movement, a loan, a workflow's transition) are approved as applications of their
// kind: the matrix's chain, delegation, e-mail links and the approver's badge are the same. The
// application's details name the record (`recordId`); a decision comes back to the record.

/** Why a record of a kind cannot be filed: nobody would approve it. */
export const noApprover = (kind: RecordKind, employeeNumber: string) =>
  `No approval matrix names an approver for ${APPLICATION_KINDS[kind].label.toLowerCase()}s of ${employeeNumber}: add "${kind}" to the application types of an approval matrix that covers them.`;

/**
 * Who approves a record of this kind for this employee, level by level; null when no one
 * would. Neither the employee nor whoever files it approves it (`resolveApprovalChain`).
 */
export async function recordChain(save: RecordSave, employee: ErsEmployeeData, kind: RecordKind) {
  const chain = await resolveApprovalChain(save.tx, save.orgId, employee, kind, save.accountId);
  return chain && chain.levels.length > 0 ? chain : null;
}

/** Files a record for approval and tells the first level; `date` places it for the approvers. */
export async function fileRecord(
  save: RecordSave,
  employee: ErsEmployeeData,
  filed: FiledDetails & { kind: RecordKind },
  date: string,
): Promise<void> {
  const chain = await recordChain(save, employee, filed.kind);
  if (!chain)
    throw new AppError('validation_failed', noApprover(filed.kind, employee.employeeNumber));
  if (!save.accountId) throw new Error('A record is filed for approval by a signed-in account');
  const row = await insertApplication(save.tx, save.orgId, {
    kind: filed.kind,
    approvalType: filed.kind,
    employeeNumber: employee.employeeNumber,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    details: filed.details,
    dateFrom: date,
    dateTo: date,
    summary: summarize(filed),
    levels: chain.levels,
    chargeMinutes: 0,
    backdated: false,
    filedBy: save.accountId,
  });
  await notifyApprovers(save.tx, { orgId: save.orgId, publicUrl: save.config.publicUrl }, row);
}

/** Takes a withdrawn record out of its approvers' queues, as a cancellation. */
export async function withdrawRecord(save: RecordSave, kind: RecordKind, record: RecordItem) {
  const { tx, orgId } = save;
  const row = await tx
    .selectFrom('applications')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .where('status', 'in', ['Pending', 'Approved'])
    .where(({ ref, eb }) => eb(ref('details', '->>').key('recordId'), '=', record.id))
    .executeTakeFirst();
  if (!row) return;
  const moved = await moveApplication(
    tx,
    orgId,
    row.application_id,
    row.current_level,
    { status: 'Cancelled', level: row.current_level, approverIds: [] },
    row.status as 'Pending' | 'Approved',
  );
  if (!moved) throw new AppError('conflict', 'It was decided meanwhile; reload it.');
  await insertDecision(tx, orgId, {
    applicationId: row.application_id,
    level: row.current_level,
    decision: 'Cancelled',
    by: save.accountId ?? '',
    byName: save.username,
    channel: 'app',
    remark: 'Withdrawn: the record was deleted.',
  });
  await closeLevel(tx, orgId, row);
}
