import type { Checklist, ChecklistSummary } from '../../shared/api/onboarding';
import { CHECKLIST_GROUPS, type ChecklistItem } from '../../shared/onboarding/checklist-template';
import { accessScope } from '../forms/form-access';
import type { FormRegistry } from '../forms/form-registry';
import type { Principal } from '../plugins/guard';
import type { ChecklistRow, FilledSubForm } from './checklists.repository';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Whether this hire must fill the sub-form: HR's choice for them, else the template's. */
export const isRequired = (row: ChecklistRow, item: ChecklistItem) =>
  row.required[item.formId] ?? item.isRequiredToEmployee;

/** The sub-forms' records of one checklist, by form id (the latest when several). */
function filledByForm(row: ChecklistRow, filled: readonly FilledSubForm[]) {
  const byForm = new Map<string, FilledSubForm>();
  for (const entry of filled) {
    if (entry.employeeNumber === row.employee_number && !byForm.has(entry.formId))
      byForm.set(entry.formId, entry);
  }
  return byForm;
}

/**
 * The checklist's state, computed from its sub-forms' records: Completed when every required
 * sub-form holds one, else In-Progress, and overdue when past its due date unfinished.
 */
export function summarize(
  row: ChecklistRow,
  filled: readonly FilledSubForm[],
  today: string,
): ChecklistSummary {
  const byForm = filledByForm(row, filled);
  const items = CHECKLIST_GROUPS.flatMap((group) => group.items);
  const required = items.filter((item) => isRequired(row, item));
  const requiredDone = required.filter((item) => byForm.has(item.formId)).length;
  const status = requiredDone === required.length ? 'Completed' : 'In-Progress';
  const master = row.master?.data ?? {};
  const name =
    [text(master.firstName), text(master.lastName)].filter(Boolean).join(' ') ||
    `${row.first_name} ${row.last_name}`;
  return {
    id: row.id,
    employeeNumber: row.employee_number,
    orgId: row.org_id,
    accountId: row.account_id,
    type: 'onboarding',
    accountInfo: { loggedIn: row.logged_in },
    employee: {
      name,
      ...(row.master ? { employeeRecordId: row.master.id } : {}),
      ...(text(master.department) ? { department: text(master.department) } : {}),
      ...(text(master.position) ? { position: text(master.position) } : {}),
      ...(text(master.hireDate) ? { hireDate: text(master.hireDate) } : {}),
      ...((text(master.email) ?? row.email)
        ? { email: text(master.email) ?? row.email ?? '' }
        : {}),
    },
    status,
    progress: {
      requiredDone,
      requiredTotal: required.length,
      done: items.filter((item) => byForm.has(item.formId)).length,
      total: items.length,
    },
    dueDate: row.due_date,
    overdue: status !== 'Completed' && row.due_date !== null && row.due_date < today,
    createdAt: new Date(row.created_at).toISOString(),
    lastRemindedAt: row.last_reminded_at ? new Date(row.last_reminded_at).toISOString() : null,
    appliedAt: row.applied_at ? new Date(row.applied_at).toISOString() : null,
  };
}

/** The whole checklist as `who` sees it: each sub-form's state and what they may do with it. */
export function checklistOf(
  forms: FormRegistry,
  who: Principal,
  row: ChecklistRow,
  filled: readonly FilledSubForm[],
  today: string,
): Checklist {
  const byForm = filledByForm(row, filled);
  const isSelf = who.accountId === row.account_id;
  const may = (item: ChecklistItem, op: 'read' | 'write') => {
    const form = forms.get(item.formId);
    const scope = form ? accessScope(form.definition, who, op) : 'none';
    return scope === 'all' || (scope === 'own' && isSelf);
  };
  return {
    ...summarize(row, filled, today),
    groups: CHECKLIST_GROUPS.map((group) => ({
      id: group.id,
      label: group.label,
      forms: group.items.map((item) => {
        const entry = byForm.get(item.formId);
        return {
          id: item.name,
          name: item.name,
          label: item.label,
          form_id: item.formId,
          filledBy: item.filledBy,
          isRequiredToEmployee: isRequired(row, item),
          status: entry ? 'Completed' : 'Pending',
          ...(entry ? { recordId: entry.recordId, updatedAt: entry.updatedAt } : {}),
          canRead: may(item, 'read'),
          canWrite: may(item, 'write'),
        };
      }),
    })),
  };
}
