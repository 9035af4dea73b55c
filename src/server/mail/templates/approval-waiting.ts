import type { MailTemplate } from './mail-content';

export interface ApprovalWaitingData {
  firstName: string;
  /** The notice's title: "Carla Mendoza's leave application awaits your approval". */
  title: string;
  employeeName: string;
  employeeNumber: string;
  /** "leave", "overtime"... */
  kindLabel: string;
  summary: string;
  reason: string;
  level: number;
  levels: number;
  /** The approver's own one-time links. */
  approveUrl: string;
  rejectUrl: string;
  linkDays: number;
  /** The application on the approver's approvals page. */
  appUrl: string;
}

/** To an approver: an application waits at their level, with links to decide from the mail. */
export const approvalWaitingMail: MailTemplate<ApprovalWaitingData> = (data) => ({
  subject: data.title,
  greeting: `Hello ${data.firstName},`,
  blocks: [
    `${data.employeeName} (${data.employeeNumber}) filed a ${data.kindLabel} application:`,
    { list: [data.summary, ...(data.reason ? [`Reason: ${data.reason}`] : [])] },
    `It waits for a decision at level ${data.level} of ${data.levels}.`,
  ],
  actions: [
    { label: 'Approve', url: data.approveUrl },
    { label: 'Reject', url: data.rejectUrl, secondary: true },
  ],
  smallPrint: [
    `Each link asks you to confirm, works once and for ${data.linkDays} days, and stops working once the application is decided. You can also decide in the app: ${data.appUrl}`,
  ],
});
