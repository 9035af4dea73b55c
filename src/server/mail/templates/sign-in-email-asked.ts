import type { MailTemplate } from './mail-content';
import { askerOf } from './sign-in-email-confirm';

export interface SignInEmailAskedData {
  firstName: string;
  username: string;
  /** Who asked for the change; null when it was the account's owner. */
  askedBy: string | null;
  newEmail: string;
}

/** To the old sign-in address: a change was asked and waits for confirmation from the new. */
export const signInEmailAskedMail: MailTemplate<SignInEmailAskedData> = (data, org) => ({
  subject: `${org.tradeName}: a change of your sign-in e-mail was asked`,
  greeting: `Hello ${data.firstName},`,
  blocks: [
    `${askerOf(data.askedBy)} asked to change the sign-in e-mail of your ${org.tradeName} account "${data.username}" to ${data.newEmail}. It changes only when you confirm it, with your password, from the link sent there; until then reset links still come here.`,
  ],
  smallPrint: ['If you did not expect this, tell your administrator.'],
});
