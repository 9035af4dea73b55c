import { sql } from 'kysely';
import { APPLICATION_KINDS } from '../../shared/applications/application-kinds';
import type { Tx } from '../db/tenant';
import { notify, settleNotices, type NoticeContext } from '../notifications/notify';
import { createApprovalLink, LINK_TTL_MS, spendLinksOfLevel } from './approval-links.repository';
import type { ApplicationRow } from './application-row';
import { decidersOf } from './decision-rights';

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

/** What an application's notices are about, so they are settled when it moves on. */
const sourceOf = (row: Pick<ApplicationRow, 'application_id'>) =>
  `application:${row.application_id}`;

/**
 * Tells each approver of the application's current level that it waits for them (the bell
 * opens it on their approvals page), by e-mail with links to approve or reject it straight from
 * the mail. Sent in the transaction that moved it.
 */
export async function notifyApprovers(tx: Tx, ctx: NoticeContext, row: ApplicationRow) {
  // Approvers away on delegation are told too, and so is whoever stands in for them, unless
  // the application names them: only those who may decide it get links.
  const ids = await decidersOf(tx, ctx.orgId, row);
  const notice = {
    kind: 'approval-waiting',
    title: `${row.employee_name}'s ${labelOf(row)} application awaits your approval`,
    body: row.summary,
    link: `/approvals/${row.approval_type}?view=${row.application_id}`,
    source: sourceOf(row),
  } as const;
  await notify(tx, ctx, notice, ids, async (approver, mailer) => {
    const linkTo = async (decision: 'Approved' | 'Rejected') =>
      approvalLinkUrl(
        ctx.publicUrl,
        row,
        decision,
        await createApprovalLink(tx, ctx.orgId, {
          applicationId: row.application_id,
          level: row.current_level,
          accountId: approver.accountId,
          decision,
        }),
      );
    const [approveUrl, rejectUrl] = await Promise.all([linkTo('Approved'), linkTo('Rejected')]);
    return mailer.compose('approval-waiting', {
      firstName: approver.firstName,
      title: notice.title,
      employeeName: row.employee_name,
      employeeNumber: row.employee_number,
      kindLabel: labelOf(row),
      summary: row.summary,
      reason: String((row.details as { reason?: string }).reason ?? ''),
      level: row.current_level,
      levels: row.levels.length,
      approveUrl,
      rejectUrl,
      linkDays: Math.round(LINK_TTL_MS / 86_400_000),
      appUrl: `${ctx.publicUrl}${notice.link}`,
    });
  });
}

/**
 * Ends the application's current level for its approvers: their e-mailed links die together,
 * whichever was used, and their "waiting on you" notices are marked read.
 */
export async function closeLevel(
  tx: Tx,
  orgId: string,
  row: Pick<ApplicationRow, 'application_id' | 'current_level'>,
) {
  await spendLinksOfLevel(tx, orgId, row.application_id, row.current_level);
  await settleNotices(tx, orgId, sourceOf(row), 'approval-waiting');
}

/** Tells the employee how their application ended. */
export async function notifyFiler(
  tx: Tx,
  ctx: NoticeContext,
  row: ApplicationRow,
  by: string,
  remark: string,
) {
  const status = row.status.toLowerCase();
  const notice = {
    kind: 'decision',
    title: `Your ${labelOf(row)} application was ${status}`,
    body: [`${row.summary}: ${status} by ${by}.`, ...(remark ? [`Remark: ${remark}`] : [])].join(
      '\n',
    ),
    link: `/application/${row.kind}/list?view=${row.application_id}`,
    source: sourceOf(row),
  } as const;
  const filer = sql`select account_id from accounts
    where org_id = ${ctx.orgId} and employee_number = ${row.employee_number}`;
  await notify(tx, ctx, notice, filer);
}
