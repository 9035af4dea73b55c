/** Who fills a sub-form: the new hire, or a team (spec: HR, IT, admin and finance sections). */
export type FilledBy = 'employee' | 'hr' | 'payroll' | 'admin';

export interface ChecklistItem {
  /** Stable id of the sub-form within the checklist (the spec's `name`). */
  name: string;
  label: string;
  /** The engine definition holding the sub-form's record (spec: form_id). */
  formId: string;
  filledBy: FilledBy;
  /** Counts toward completion: the checklist is Completed when every such sub-form has data. */
  isRequiredToEmployee: boolean;
}

export interface ChecklistGroup {
  id: string;
  label: string;
  items: readonly ChecklistItem[];
}

const item = (
  name: string,
  label: string,
  filledBy: FilledBy,
  isRequiredToEmployee = false,
): ChecklistItem => ({
  name,
  label,
  formId: `onb-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
  filledBy,
  isRequiredToEmployee,
});

/**
 * The onboarding checklist (spec: the accumulator's groups). IT and finance have no roles of
 * their own in this product: admins fill the IT section and payroll the finance one.
 */
export const CHECKLIST_GROUPS: readonly ChecklistGroup[] = [
  {
    id: 'personalDetails',
    label: 'Personal details',
    items: [
      item('employeeDetails', 'Employee details', 'employee', true),
      item('bankDetails', 'Bank details', 'employee', true),
      item('government', 'Government numbers', 'employee', true),
      item('family', 'Family', 'employee'),
      item('contact', 'Contact details', 'employee', true),
      item('emergencyContacts', 'Emergency contacts', 'employee', true),
      item('miscellaneous', 'Miscellaneous', 'employee'),
      item('communicationAddress', 'Address for communication', 'employee', true),
      item('permanentAddress', 'Permanent address', 'employee'),
    ],
  },
  {
    id: 'experience',
    label: 'Experience',
    items: [
      item('certifications', 'Certifications', 'employee'),
      item('education', 'Education', 'employee'),
      item('appraisal', 'Previous appraisals', 'hr'),
      item('ijp', 'Internal job postings', 'hr'),
      item('previousExperience', 'Previous employment', 'employee'),
    ],
  },
  {
    id: 'officialDetails',
    label: 'Official details',
    items: [
      item('currentPosition', 'Current position', 'hr'),
      item('officialInformation', 'Official information', 'hr'),
      item('otherBenefits', 'Other benefits', 'hr'),
    ],
  },
  {
    id: 'salary',
    label: 'Salary',
    items: [
      item('salary', 'Salary offer', 'payroll'),
      item('currentSalary', 'Current salary details', 'payroll'),
      item('allowances', 'Allowances', 'payroll'),
      item('bonus', 'Bonus', 'payroll'),
    ],
  },
  { id: 'settlement', label: 'Settlement', items: [item('settlement', 'Settlement', 'payroll')] },
  { id: 'status', label: 'Status', items: [item('status', 'Onboarding status', 'hr')] },
  {
    id: 'onBoardingDetails',
    label: 'Onboarding details',
    items: [item('onboardingDetails', 'Onboarding details', 'hr')],
  },
  { id: 'admin', label: 'Admin', items: [item('admin', 'Admin', 'admin')] },
  { id: 'it', label: 'IT', items: [item('it', 'IT', 'admin')] },
  { id: 'finance', label: 'Finance', items: [item('finance', 'Finance', 'payroll')] },
];

export const CHECKLIST_ITEMS: readonly ChecklistItem[] = CHECKLIST_GROUPS.flatMap((g) => g.items);
