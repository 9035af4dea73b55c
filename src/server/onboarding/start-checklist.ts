import dayjs from 'dayjs';
import type { RecordItem } from '../../shared/api/records';
import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';
import { findEmployeeAccount } from '../directory/directory.repository';
import { notify } from '../notifications/notify';
import type { RecordSave } from '../records/record-save';
import { insertChecklist } from './checklists.repository';

/** A new hire has their first week to fill their part of the checklist. */
const DAYS_TO_COMPLETE = 7;

/** The default due date: a week after the hire date, or after today when there is none. */
export const defaultDueDate = (hireDate: string | undefined, today: string) =>
  dayjs(hireDate ?? today)
    .add(DAYS_TO_COMPLETE, 'day')
    .format('YYYY-MM-DD');

/** Adding an employee starts their onboarding checklist and tells them, in the same transaction. */
export async function startNewHireChecklist(save: RecordSave, record: RecordItem): Promise<void> {
  const data = record.data as ErsEmployeeData;
  const account = await findEmployeeAccount(save.tx, save.orgId, data.employeeNumber);
  if (!account || account.disabled_at) return;
  const dueDate = defaultDueDate(data.hireDate, dayjs().format('YYYY-MM-DD'));
  await insertChecklist(save.tx, save.orgId, {
    accountId: account.account_id,
    employeeNumber: data.employeeNumber,
    dueDate,
    createdBy: save.username,
  });
  const notice = {
    kind: 'onboarding',
    title: `Please fill your onboarding forms by ${dayjs(dueDate).format('MMM D, YYYY')}`,
    body: 'Fill your part of the onboarding checklist: HR completes your record from it.',
    link: '/onboarding',
    source: `onboarding:${account.account_id}`,
  } as const;
  // The bell only: the invitation mailed beside it already asks them to sign in.
  const ctx = { orgId: save.orgId, publicUrl: save.config.publicUrl };
  await notify(save.tx, ctx, notice, [account.account_id], null);
}
