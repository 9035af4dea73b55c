import type { MailTemplate } from './mail-content';

export interface PasswordResetData {
  firstName: string;
  username: string;
  link: string;
  minutes: number;
}

/** The link that sets a new password, to the account's recovery address. */
export const passwordResetMail: MailTemplate<PasswordResetData> = (data, org) => ({
  subject: `${org.tradeName}: reset your password`,
  greeting: `Hello ${data.firstName},`,
  blocks: [
    `Someone asked to reset the password of your ${org.tradeName} account "${data.username}".\nTo choose a new password, open this link within ${data.minutes} minutes:`,
  ],
  actions: [{ label: 'Choose a new password', url: data.link }],
  smallPrint: ['If it was not you, ignore this message; your password stays as it is.'],
});
