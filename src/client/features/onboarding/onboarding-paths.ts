const id = encodeURIComponent;

/** Where a checklist and its sub-forms open: the new hire's own pages, or HR's for anyone. */
export interface ChecklistPaths {
  checklist: string;
  fill: (formId: string) => string;
}

export const ownChecklistPaths: ChecklistPaths = {
  checklist: '/onboarding',
  fill: (formId) => `/onboarding/fill/${id(formId)}`,
};

export const staffChecklistPaths = (accountId: string): ChecklistPaths => ({
  checklist: `/hr/onboarding/${id(accountId)}`,
  fill: (formId) => `/hr/onboarding/${id(accountId)}/fill/${id(formId)}`,
});
