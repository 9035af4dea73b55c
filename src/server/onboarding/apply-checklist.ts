import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import type { ChecklistSummary } from '../../shared/api/onboarding';
import type { RecordItem } from '../../shared/api/records';
import type { FormRegistry } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import type { RecordSave } from '../records/record-save';
import { saveRecordUpdate } from '../records/record-update';
import { findRecord } from '../records/records.repository';
import { subFormData, type FilledSubForm } from './checklists.repository';
import { masterFieldsFrom } from './master-fields';

/**
 * Copies a completed checklist's personal details, government numbers, bank account and
 * addresses into the employee master, as an edit of the master by the HR user (its checks,
 * history and hooks: a government number someone else holds is refused, naming them).
 * Answers the master fields it changed.
 */
export async function applyChecklist(
  save: RecordSave,
  forms: FormRegistry,
  summary: ChecklistSummary,
  filled: readonly FilledSubForm[],
): Promise<{ recordId: string; fields: string[] }> {
  if (summary.status !== 'Completed')
    throw new AppError(
      'conflict',
      `${summary.employee.name} has not completed the checklist yet (${summary.progress.requiredDone} of ${summary.progress.requiredTotal} required sub-forms).`,
    );
  const masterId = summary.employee.employeeRecordId;
  const master = masterId ? await findRecord(save.tx, save.orgId, masterId) : null;
  const form = forms.get(EMPLOYEE_FORM_ID);
  if (!master || !form)
    throw new AppError('conflict', `${summary.employeeNumber} has no employee master record.`);
  // `filled` is newest first: the first record of each form is its current one.
  const data = await subFormData(
    save.tx,
    save.orgId,
    filled.map((entry) => entry.recordId),
  );
  const subForms = new Map<string, Record<string, unknown>>();
  for (const entry of filled) {
    const values = data.get(entry.recordId);
    if (values && !subForms.has(entry.formId)) subForms.set(entry.formId, values);
  }
  const changes: Record<string, unknown> = masterFieldsFrom(subForms);
  if (changes.governmentNumbers)
    changes.governmentNumbers = {
      ...(master.data.governmentNumbers as object | undefined),
      ...(changes.governmentNumbers as object),
    };
  const fields = Object.keys(changes).filter(
    (name) => JSON.stringify(changes[name]) !== JSON.stringify(master.data[name]),
  );
  if (fields.length === 0) return { recordId: master.id, fields };
  const updated: RecordItem = await saveRecordUpdate(save, forms, form, master, {
    ...master.data,
    ...changes,
  });
  return { recordId: updated.id, fields };
}
