import { APPLICATION_KINDS } from '../../shared/applications/application-kinds';
import type { Tx } from '../db/tenant';
import { queueMail } from '../mail/outbox.repository';
import { createApprovalLink, LINK_TTL_MS } from './approval-links.repository';
import type { ApplicationRow } from './application-row';
import { decidersOf } from './decision-rights';

export interface NoticeContext {
  orgId: string;
  /** Where the app is reached, for links in e-mails. */
  publicUrl: string;
}

const LINK_STATUS = { Approved: 'approve', Rejected: 'reject' } as const;

/** The link an approver follows from an e-mail: the page asks them to confirm. */
export function approvalLinkUrl(
  publicUrl: string,
  row: ApplicationRow,
  decision: 'Approved' | 'Rejected',
  token: string,
): string {
  const type = APPLICATION_KINDS[row.kind as keyof typeof APPLICATION_KINDS].emailType;
  const path = [type, row.employee_number, row.application_id, LINK_STATUS[decision]]
    .map(encodeURIComponent)
    .join('/');
  return `${publicUrl}/email/applications/${path}?token=${encodeURIComponent(token)}`;
}

const labelOf = (row: ApplicationRow) =>
  APPLICATION_KINDS[row.kind as keyof typeof APPLICATION_KINDS].label.toLowerCase();

/**
 * Tells each approver of the application's current level that it waits for them, with links
 * to approve or reject it straight from the e-mail. Sent in the transaction that moved it.
 */
export async function notifyApprovers(tx: Tx, ctx: NoticeContext, row: ApplicationRow) {
  // Approvers away on delegation are mailed too, and so is whoever stands in for them, unless
  // the application names them: only those who may decide it get links.
  const ids = await decidersOf(tx, ctx.orgId, row);
  if (ids.length === 0) return;
  const approvers = await tx
    .selectFrom('accounts')
    .select(['account_id', 'email', 'first_name'])
    .where('org_id', '=', ctx.orgId)
    .where('account_id', 'in', ids)
    .where('email', 'is not', null)
    .execute();
  const days = Math.round(LINK_TTL_MS / 86_400_000);
  for (const approver of approvers) {
    const links = await Promise.all(
      (['Approved', 'Rejected'] as const).map(async (decision) =>
        approvalLinkUrl(
          ctx.publicUrl,
          row,
          decision,
          await createApprovalLink(tx, ctx.orgId, {
            applicationId: row.application_id,
            level: row.current_level,
            accountId: approver.account_id,
            decision,
          }),
        ),
      ),
    );
    await queueMail(tx, ctx.orgId, {
      to: approver.email as string,
      subject: `${row.employee_name}'s ${labelOf(row)} application awaits your approval`,
      text: [
        `Hello ${approver.first_name},`,
        '',
        `${row.employee_name} (${row.employee_number}) filed a ${labelOf(row)} application:`,
        `  ${row.summary}`,
        `  Reason: ${String((row.details as { reason?: string }).reason ?? '')}`,
        `It waits for a decision at level ${row.current_level} of ${row.levels.length}.`,
        '',
        `Approve: ${links[0]}`,
        `Reject:  ${links[1]}`,
        '',
        `Each link asks you to confirm, works once and for ${days} days, and stops working once the`,
        `application is decided. You can also decide in the app: ${ctx.publicUrl}/approvals/${row.approval_type}`,
      ].join('\n'),
    });
  }
}

/** Tells the employee how their application ended. */
export async function notifyFiler(
  tx: Tx,
  ctx: NoticeContext,
  row: ApplicationRow,
  by: string,
  remark: string,
) {
  const filer = await tx
    .selectFrom('accounts')
    .select(['email', 'first_name'])
    .where('org_id', '=', ctx.orgId)
    .where('employee_number', '=', row.employee_number)
    .where('email', 'is not', null)
    .executeTakeFirst();
  if (!filer?.email) return;
  const status = row.status.toLowerCase();
  await queueMail(tx, ctx.orgId, {
    to: filer.email,
    subject: `Your ${labelOf(row)} application was ${status}`,
    text: [
      `Hello ${filer.first_name},`,
      '',
      `Your ${labelOf(row)} application (${row.summary}) was ${status} by ${by}.`,
      ...(remark ? [`Remark: ${remark}`] : []),
      '',
      `See it in the app: ${ctx.publicUrl}/application/${row.kind}/list`,
    ].join('\n'),
  });
}
