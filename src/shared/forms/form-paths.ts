import type { FormDefinition } from './definition';
import type { PathAlias } from './definition-workflow';

type Routed = Pick<FormDefinition, 'route' | 'formId' | 'paths'> & { listAtBase?: boolean };

/**
 * A declared page pattern with its params filled in (URL-encoded); an optional param without
 * a value (`/:admin?`, `/:recordId?` on an add page) is left out.
 */
function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\/:([A-Za-z]+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name];
    if (value !== undefined) return `/${encodeURIComponent(value)}`;
    return optional ? '' : `/:${name}`;
  });
}

/**
 * The page patterns of a definition (spec section 2: list, add, edit, view): its declared
 * `paths`, else the standard shapes under its route base.
 */
export function pagePatterns({ paths, ...form }: Routed) {
  return {
    list: paths?.list ?? (form.listAtBase ? form.route : `${form.route}/list`),
    add: paths?.add ?? `${form.route}/add/:formId`,
    edit: paths?.edit ?? `${form.route}/edit/:formId/:recordId`,
    view: paths?.view ?? `${form.route}/view/:formId/:recordId`,
  };
}

type DeclaredPaths = NonNullable<FormDefinition['paths']>;

/** Each declared page pattern with its page (`list`, `add`, ...): the four, then the aliases. */
export function declaredPages(paths: DeclaredPaths | undefined): PathAlias[] {
  const { aliases = [], ...own } = paths ?? {};
  const pages = Object.entries(own).map(([page, path]) => ({
    path,
    page: page as keyof typeof own,
  }));
  return [...pages, ...aliases];
}

/** The pages of a definition, their params filled in. */
export const formPaths = {
  list: (form: Routed) => fillPattern(pagePatterns(form).list, { formId: form.formId }),
  add: (form: Routed) => fillPattern(pagePatterns(form).add, { formId: form.formId }),
  edit: (form: Routed, recordId: string) =>
    fillPattern(pagePatterns(form).edit, { formId: form.formId, recordId }),
  view: (form: Routed, recordId: string) =>
    fillPattern(pagePatterns(form).view, { formId: form.formId, recordId }),
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
