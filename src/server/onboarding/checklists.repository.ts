import type { Selectable } from 'kysely';
import { EMPLOYEE_FORM_ID } from '../../shared/api/employee-profile';
import { CHECKLIST_ITEMS } from '../../shared/onboarding/checklist-template';
import type { OnboardingChecklistsTable } from '../db/database';
import type { Tx } from '../db/tenant';

export type ChecklistRow = Selectable<OnboardingChecklistsTable> & {
  logged_in: boolean;
  email: string | null;
  first_name: string;
  last_name: string;
  master: { id: string; data: Record<string, unknown> } | null;
};

/** A sub-form record naming a new hire: which form, whose, and when it last changed. */
export interface FilledSubForm {
  formId: string;
  employeeNumber: string;
  recordId: string;
  updatedAt: string;
}

const SUB_FORM_IDS = CHECKLIST_ITEMS.map((item) => item.formId);

/** Checklists with their account and employee master record, as one query. */
function checklistQuery(tx: Tx, orgId: string) {
  return tx
    .selectFrom('onboarding_checklists as c')
    .innerJoin('accounts as a', (join) =>
      join.onRef('a.org_id', '=', 'c.org_id').onRef('a.account_id', '=', 'c.account_id'),
    )
    .leftJoin('records as m', (join) =>
      join
        .onRef('m.org_id', '=', 'c.org_id')
        .onRef('m.employee_number', '=', 'c.employee_number')
        .on('m.form_id', '=', EMPLOYEE_FORM_ID)
        .on('m.deleted_at', 'is', null),
    )
    .selectAll('c')
    .select(['a.logged_in', 'a.email', 'a.first_name', 'a.last_name', 'm.id as master_id'])
    .select((eb) => eb.ref('m.data').as('master_data'))
    .where('c.org_id', '=', orgId);
}

type Joined = Awaited<ReturnType<ReturnType<typeof checklistQuery>['execute']>>[number];

const toRow = ({ master_id, master_data, ...row }: Joined): ChecklistRow => ({
  ...row,
  master: master_id ? { id: master_id, data: master_data as Record<string, unknown> } : null,
});

export async function findChecklist(
  tx: Tx,
  orgId: string,
  by: { id: string } | { accountId: string },
): Promise<ChecklistRow | null> {
  const query = checklistQuery(tx, orgId);
  const row = await (
    'id' in by
      ? query.where('c.id', '=', by.id)
      : query.where('c.account_id', '=', by.accountId).where('c.type', '=', 'onboarding')
  ).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Every checklist of the organisation, newest first (open checklists number in the hundreds). */
export async function listChecklists(tx: Tx, orgId: string): Promise<ChecklistRow[]> {
  const rows = await checklistQuery(tx, orgId).orderBy('c.created_at', 'desc').execute();
  return rows.map(toRow);
}

/** The live sub-form records naming any of these employees. */
export async function filledSubForms(
  tx: Tx,
  orgId: string,
  employeeNumbers: readonly string[],
): Promise<FilledSubForm[]> {
  if (employeeNumbers.length === 0) return [];
  const rows = await tx
    .selectFrom('records')
    .select(['form_id', 'employee_number', 'id', 'updated_at'])
    .where('org_id', '=', orgId)
    .where('form_id', 'in', SUB_FORM_IDS)
    .where('employee_number', 'in', [...employeeNumbers])
    .where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((row) => ({
    formId: row.form_id,
    employeeNumber: row.employee_number ?? '',
    recordId: row.id,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** The data of sub-form records, by record id, in one query. */
export async function subFormData(
  tx: Tx,
  orgId: string,
  recordIds: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  if (recordIds.length === 0) return new Map();
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('org_id', '=', orgId)
    .where('id', 'in', [...recordIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.data as Record<string, unknown>]));
}

/** Starts a checklist; null when the account already has one of that type. */
export async function insertChecklist(
  tx: Tx,
  orgId: string,
  values: {
    accountId: string;
    employeeNumber: string;
    dueDate: string | null;
    createdBy: string;
  },
): Promise<string | null> {
  const row = await tx
    .insertInto('onboarding_checklists')
    .values({
      org_id: orgId,
      account_id: values.accountId,
      employee_number: values.employeeNumber,
      due_date: values.dueDate,
      created_by: values.createdBy,
    })
    .onConflict((conflict) => conflict.columns(['org_id', 'account_id', 'type']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateChecklist(
  tx: Tx,
  orgId: string,
  id: string,
  changes: {
    due_date?: string | null;
    required?: string;
    last_reminded_at?: Date;
    applied_at?: Date;
    applied_by?: string;
  },
): Promise<void> {
  await tx
    .updateTable('onboarding_checklists')
    .set(changes)
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
}

/** Whether an account has an onboarding checklist (its menu then offers My onboarding). */
export async function hasChecklist(tx: Tx, orgId: string, accountId: string): Promise<boolean> {
  const row = await tx
    .selectFrom('onboarding_checklists')
    .select('id')
    .where('org_id', '=', orgId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}
