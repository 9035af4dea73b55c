import type { NotificationKind } from '../../../shared/notifications/notification-kinds';
import type { MailTemplate } from './mail-content';

export interface NoticeData {
  firstName: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app path of what it is about. */
  link: string;
}

/** What the button of each kind of notice opens. */
const OPEN_LABELS: Record<NotificationKind, string> = {
  'approval-waiting': 'Open it',
  decision: 'See your application',
  payslip: 'See your payslips',
  onboarding: 'Open your checklist',
  announcement: 'Read it',
  'job-run': 'See the run',
};

/** One notice mailed at once, as its reader's notification settings ask. */
export const noticeMail: MailTemplate<NoticeData> = (data, org) => ({
  subject: data.title,
  greeting: `Hello ${data.firstName},`,
  blocks: [data.body ? `${data.title}\n${data.body}` : data.title],
  actions: [{ label: OPEN_LABELS[data.kind], url: `${org.publicUrl}${data.link}` }],
  smallPrint: [
    `You are told of this by e-mail as your notification settings ask: ${org.publicUrl}/notifications`,
  ],
});
