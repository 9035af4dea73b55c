import type { MailTemplate } from './mail-content';

export interface SignInEmailConfirmData {
  firstName: string;
  username: string;
  /** Who asked for the change; null when it was the account's owner. */
  askedBy: string | null;
  link: string;
  hours: number;
}

/** To a new sign-in address: the link its owner confirms it with, with their password. */
export const signInEmailConfirmMail: MailTemplate<SignInEmailConfirmData> = (data, org) => ({
  subject: `${org.tradeName}: confirm your sign-in e-mail`,
  greeting: `Hello ${data.firstName},`,
  blocks: [
    `${askerOf(data.askedBy)} asked to make this address the sign-in e-mail of your ${org.tradeName} account "${data.username}", where password reset links go.\nTo confirm, open this link within ${data.hours} hours and enter your password:`,
  ],
  actions: [{ label: 'Confirm this address', url: data.link }],
  smallPrint: ['If this is not your account, ignore this message; nothing changes.'],
});

/** "You", or the username of whoever else asked. */
export const askerOf = (askedBy: string | null) => (askedBy === null ? 'You' : `"${askedBy}"`);
