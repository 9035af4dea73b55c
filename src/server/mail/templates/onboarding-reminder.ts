import type { MailTemplate } from './mail-content';

export interface OnboardingReminderData {
  firstName: string;
  /** "2026-12-15", when the checklist has a due date. */
  dueDate: string | null;
  /** The sub-forms the new hire still has to fill. */
  missing: string[];
}

/** HR's nudge to a new hire: what of their onboarding checklist is still to fill. */
export const onboardingReminderMail: MailTemplate<OnboardingReminderData> = (data, org) => ({
  subject: `${org.tradeName}: please complete your onboarding checklist`,
  greeting: `Hello ${data.firstName},`,
  blocks: [
    `Please complete your onboarding checklist${data.dueDate ? ` by ${data.dueDate}` : ''}. Still to fill:`,
    { list: data.missing },
  ],
  actions: [{ label: 'Continue your checklist', url: `${org.publicUrl}/onboarding` }],
  smallPrint: ['Sign in to continue where you left off.'],
});
