import type { MailTemplate } from './mail-content';

export interface SignInEmailChangedData {
  firstName: string;
  username: string;
  newEmail: string;
  /** The administrator who moved it; null when the owner confirmed it themselves. */
  changedBy: string | null;
}

/** To the old sign-in address: reset links go to the new one from now on. */
export const signInEmailChangedMail: MailTemplate<SignInEmailChangedData> = (data, org) => ({
  subject: `${org.tradeName}: your sign-in e-mail was changed`,
  greeting: `Hello ${data.firstName},`,
  blocks: [
    data.changedBy === null
      ? `You confirmed ${data.newEmail} as the sign-in e-mail of your ${org.tradeName} account "${data.username}". Password reset links now go there.`
      : `The sign-in e-mail of your ${org.tradeName} account "${data.username}" was changed to ${data.newEmail} by "${data.changedBy}". Password reset links now go there.`,
  ],
  smallPrint: [
    data.changedBy === null
      ? 'If it was not you, tell your administrator at once.'
      : 'If you did not expect this, tell your administrator at once.',
  ],
});
