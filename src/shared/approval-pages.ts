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
  movement: 'Employee movement approvals',
  loan: 'Loan approvals',
  records: 'Record approvals',
} as const;

export type ApprovalPage = keyof typeof APPROVAL_PAGES;
export const APPROVAL_PAGE_SLUGS = Object.keys(APPROVAL_PAGES) as ApprovalPage[];

/**
 * Approvals of records staff file (employee movements, loans, workflow transitions): always listed for their
 * approvers. The organisation's approvals list chooses among timekeeping's pages only.
 */
export const RECORD_APPROVAL_PAGES: readonly ApprovalPage[] = ['movement', 'loan', 'records'];

/** The pages an organisation's approvals list chooses from (spec section 6). */
export const LISTED_APPROVAL_PAGES = APPROVAL_PAGE_SLUGS.filter(
  (page) => !RECORD_APPROVAL_PAGES.includes(page),
);

/** The approval pages an organisation's approvers work through. */
export const approvalPagesOf = (approvalsList: readonly ApprovalPage[]): ApprovalPage[] => [
  ...approvalsList,
  ...RECORD_APPROVAL_PAGES,
];
