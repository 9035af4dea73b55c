import type { ChecklistSummary } from '../../shared/api/onboarding';
import { CHECKLIST_ITEMS } from '../../shared/onboarding/checklist-template';
import type { Config } from '../config';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import { mailerFor } from '../mail/mailer';
import { queueMail } from '../mail/outbox.repository';
import type { ChecklistRow, FilledSubForm } from './checklists.repository';
import { isRequired } from './checklist-view';

/** HR may nudge a new hire once an hour: more is noise, and it is what the throttle says. */
const REMIND_EVERY_MS = 60 * 60 * 1000;

/**
 * Mails the new hire what they still have to fill (the required sub-forms marked for them),
 * with the link to their checklist, through the outbox in the caller's transaction.
 */
export async function remindNewHire(
  tx: Tx,
  config: Config,
  row: ChecklistRow,
  summary: ChecklistSummary,
  filled: readonly FilledSubForm[],
  now: Date,
): Promise<string> {
  const to = summary.employee.email;
  if (!to)
    throw new AppError('conflict', `${summary.employee.name} has no e-mail address to remind.`);
  if (summary.status === 'Completed')
    throw new AppError('conflict', `${summary.employee.name} has completed the checklist.`);
  const last = row.last_reminded_at ? new Date(row.last_reminded_at) : null;
  if (last && now.getTime() - last.getTime() < REMIND_EVERY_MS)
    throw new AppError(
      'conflict',
      `${summary.employee.name} was reminded less than an hour ago; remind again later.`,
    );
  const done = new Set(filled.map((entry) => entry.formId));
  const missing = CHECKLIST_ITEMS.filter(
    (item) => isRequired(row, item) && item.filledBy === 'employee' && !done.has(item.formId),
  ).map((item) => item.label);
  const mailer = await mailerFor(tx, row.org_id, config.publicUrl);
  const mail = await mailer.compose('onboarding-reminder', {
    firstName: row.first_name,
    dueDate: summary.dueDate,
    missing,
  });
  await queueMail(tx, row.org_id, { to, ...mail });
  return to;
}
