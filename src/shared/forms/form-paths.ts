import type { FormDefinition } from './definition';

type Routed = Pick<FormDefinition, 'route' | 'formId'> & { listAtBase?: boolean };

/** The pages a definition's route base gives it (spec section 2: list, add, edit, view). */
export const formPaths = {
  list: (form: Routed) => (form.listAtBase ? form.route : `${form.route}/list`),
  add: (form: Routed) => `${form.route}/add/${form.formId}`,
  edit: (form: Routed, recordId: string) => `${form.route}/edit/${form.formId}/${recordId}`,
  view: (form: Routed, recordId: string) => `${form.route}/view/${form.formId}/${recordId}`,
};

/** Menu group of each module, in menu order. */
export const MODULE_LABELS: Record<FormDefinition['module'], string> = {
  ers: 'Employees',
  timekeeping: 'Timekeeping',
  'company-settings': 'Company settings',
  reference: 'Reference lists',
  utility: 'Utilities',
  accounting: 'Accounting',
  ats: 'Recruitment',
  pms: 'Performance',
  payroll: 'Payroll',
  training: 'Training',
  wom: 'Contacts',
  onboarding: 'Onboarding',
};
