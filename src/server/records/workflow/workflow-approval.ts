import type { RecordTransitionDetails } from '../../../shared/api/application-details';
import type { RecordItem } from '../../../shared/api/records';
import type { WorkflowTransition } from '../../../shared/forms/definition-workflow';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import { todayAtWork } from '../../../shared/timekeeping/time-labels';
import type { ApplicationRow } from '../../approvals/application-row';
import type { LoadedForm } from '../../forms/form-registry';
import { AppError } from '../../http/app-error';
import { accountEmployeeNumber, findEmployee } from '../../directory/directory.repository';
import { findLiveRecord } from '../approvals/mark-record';
import { moveRecord } from '../record-update';
import { fileRecord } from '../approvals/record-approval';
import type { RecordSave } from '../record-save';
import { recordEmployeeNumber } from '../record-scope';
import { recordLabel } from '../record-writes';
import { assertRequired } from './field-rights';

/**
 * Whose approval chain a record's transition follows: the record's employee when the form names
 * one (list.employeeField), else the employee record of whoever files it.
 */
async function subjectOf(save: RecordSave, form: LoadedForm, record: RecordItem) {
  const named = recordEmployeeNumber(form, record.data);
  const number =
    named ??
    (save.accountId ? await accountEmployeeNumber(save.tx, save.orgId, save.accountId) : null);
  const employee = number ? await findEmployee(save.tx, save.orgId, number) : null;
  if (!employee)
    throw new AppError(
      'validation_failed',
      named
        ? `${named} has no employee record, so nobody can approve this ${form.definition.title.toLowerCase()}.`
        : `Your account has no employee record, so no approval matrix can route this ${form.definition.title.toLowerCase()}.`,
    );
  return employee as ErsEmployeeData;
}

/** Files a record that a transition moved for approval; its approvers' queue lists it. */
export async function fileTransition(
  save: RecordSave,
  form: LoadedForm,
  record: RecordItem,
  step: { transition: WorkflowTransition; from: string; remark?: string },
): Promise<void> {
  const employee = await subjectOf(save, form, record);
  const filedOn = todayAtWork();
  const details: RecordTransitionDetails = {
    recordId: record.id,
    formId: form.definition.formId,
    form: form.definition.title,
    record: recordLabel(form, record.data).slice(0, 300),
    action: step.transition.label,
    from: step.from,
    to: step.transition.to,
    filedOn,
    ...(step.remark ? { remark: step.remark } : {}),
  };
  await fileRecord(save, employee, { kind: 'records', details }, filedOn);
}

/**
 * What a decision does to the record: approved or rejected, it moves to the transition's
 * `approved` or `rejected` state; cancelled, back where it was filed from. A record that has
 * left the waiting state meanwhile is left alone.
 */
export async function settleTransition(save: RecordSave, row: ApplicationRow): Promise<void> {
  const details = row.details as RecordTransitionDetails;
  const form = save.forms.find(details.formId, save.orgId);
  const workflow = form?.definition.workflow;
  const record = await findLiveRecord(save.tx, save.orgId, details.formId, details.recordId);
  if (!workflow || !record || record.data[workflow.field] !== details.to) return;
  const transition = workflow.transitions.find(
    (candidate) => candidate.to === details.to && candidate.from.includes(details.from),
  );
  const next: string | undefined = {
    Approved: transition?.approval?.approved,
    Rejected: transition?.approval?.rejected,
    Cancelled: details.from,
  }[row.status];
  if (row.status === 'Approved')
    assertRequired(
      form,
      record.data,
      transition?.approval?.requires,
      `approve the ${form.definition.title.toLowerCase()}`,
    );
  if (next) await moveRecord(save, record, workflow.field, next);
}
