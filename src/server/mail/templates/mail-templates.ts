import { approvalWaitingMail } from './approval-waiting';
import { dailyDigestMail } from './daily-digest';
import { invitationMail } from './invitation';
import type { MailTemplate } from './mail-content';
import { newApplicantMail } from './new-applicant';
import { noticeMail } from './notice';
import { onboardingReminderMail } from './onboarding-reminder';
import { passwordResetMail } from './password-reset';
import { payslipMail } from './payslip';
import { signInEmailAskedMail } from './sign-in-email-asked';
import { signInEmailChangedMail } from './sign-in-email-changed';
import { signInEmailConfirmMail } from './sign-in-email-confirm';

/** Every kind of mail the app sends, by name: a new kind is one file and one line here. */
export const MAIL_TEMPLATES = {
  invitation: invitationMail,
  'password-reset': passwordResetMail,
  'sign-in-email-confirm': signInEmailConfirmMail,
  'sign-in-email-asked': signInEmailAskedMail,
  'sign-in-email-changed': signInEmailChangedMail,
  notice: noticeMail,
  'approval-waiting': approvalWaitingMail,
  'daily-digest': dailyDigestMail,
  payslip: payslipMail,
  'onboarding-reminder': onboardingReminderMail,
  'new-applicant': newApplicantMail,
};

export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailData<K extends MailKind> = Parameters<(typeof MAIL_TEMPLATES)[K]>[0];

/** The template of one kind, typed by its data. */
export const templateOf = <K extends MailKind>(kind: K) =>
  MAIL_TEMPLATES[kind] as MailTemplate<MailData<K>>;
