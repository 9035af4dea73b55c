/** The approval pages of spec section 2, keyed by the slug used in `/approvals/:slug`. */
export const APPROVAL_PAGES = {
  leave: 'Leave',
  overtime: 'Overtime',
  'rest-day': 'Rest Day',
  holiday: 'Holiday',
  'official-business': 'Official Business',
  'punch-alteration': 'Time Correction',
  'change-work-schedule': 'Change Work Schedule',
  cto: 'Compensatory Time Off',
  mta: 'MTA',
  dtr: 'DTR Review & Approvals',
} as const;

export type ApprovalPage = keyof typeof APPROVAL_PAGES;
export const APPROVAL_PAGE_SLUGS = Object.keys(APPROVAL_PAGES) as ApprovalPage[];
