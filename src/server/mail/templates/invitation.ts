import type { MailTemplate } from './mail-content';

export interface InvitationData {
  firstName: string;
  username: string;
  /** The one-use link that sets the first password. */
  link: string;
  days: number;
  /** How to get a new link once this one has expired. */
  whenExpired: string;
  /** The organisation's sign-in page, for every later visit. */
  signInUrl: string;
}

/** A new hire's (or a new organisation's first administrator's) first sign-in link. */
export const invitationMail: MailTemplate<InvitationData> = (data, org) => ({
  subject: `${org.tradeName}: your account is ready`,
  greeting: `Hello ${data.firstName},`,
  blocks: [
    `Welcome to ${org.tradeName}. Your account is ready; your username is "${data.username}".\nTo choose your password and sign in for the first time, open this link within ${data.days} days:`,
  ],
  actions: [{ label: 'Choose your password', url: data.link }],
  smallPrint: [
    `After that, sign in at ${data.signInUrl}. If the link has expired, ${data.whenExpired}.`,
  ],
});
