import type { MailTemplate } from './mail-content';

export interface NewApplicantData {
  name: string;
  email: string;
  openingTitle: string;
  openingCode: string;
}

/** To an opening's hiring manager: someone applied through the careers page. */
export const newApplicantMail: MailTemplate<NewApplicantData> = (data) => ({
  subject: `New applicant for ${data.openingTitle}: ${data.name}`,
  blocks: [
    `${data.name} (${data.email}) applied for ${data.openingTitle} (${data.openingCode}) through the careers page, with a CV. Find them under Recruitment › Applicants, at the Applied stage.`,
  ],
});
