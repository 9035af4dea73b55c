import type { Page } from '@playwright/test';
import type { FormSummary } from '../../src/shared/api/records';
import { specialPayslipId } from '../../src/shared/api/special-payouts';
import { formPaths, pagePatterns } from '../../src/shared/forms/form-paths';

/** One route of the spec's catalogue (../shared/spec/routes.json). */
export interface SpecRoute {
  path: string;
  layout: boolean;
  module: string;
}

/** The shape of a route pattern, whatever its params are called: `/a/:x/b/:y?` -> `/a/:/b/:`. */
export const shapeOf = (pattern: string) => pattern.replace(/\/:[A-Za-z]+\??/g, '/:');

/** What the spec's pages are given as parameters: ids of things the organisation has. */
export interface Samples {
  forms: FormSummary[];
  /** A record of each form that has one. */
  records: Map<string, string>;
  accountId: string;
  employeeNumber: string;
  registerId: string;
  cutoffId: string;
  payslipEmployee: string;
  consolidationId: string;
  payoutId: string;
  runId: string;
  announcementId: string;
}

/** The page a route pattern is of a definition, by its shape: its list, add, view or edit. */
function formPage(pattern: string, forms: FormSummary[]) {
  const shape = shapeOf(pattern);
  for (const form of forms) {
    const pages = [
      ...Object.entries(pagePatterns(form)),
      ...(form.paths?.aliases ?? []).map(({ page, path }) => [page, path] as const),
    ];
    for (const [page, candidate] of pages) if (shapeOf(candidate) === shape) return { form, page };
    for (const viewPath of Object.values(form.viewPaths ?? {}))
      if (viewPath === pattern) return { form, page: 'list' };
  }
  return null;
}

/** The last segment some pages take as the name of their download. */
const FILENAMES: Record<string, string> = {
  tar: 'time-and-attendance',
  payroll: 'payroll-register',
  'payroll-itemized': 'payroll-register-itemized',
  backdated: 'backdated-adjustments',
};

/**
 * A path to open for a spec route, its params filled from the samples (optional params left
 * out unless a record is wanted), or null when nothing can fill one.
 */
export function concretePath(pattern: string, samples: Samples): string | null {
  // `/payroll/bank/*`: the module under that base, at its list.
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -1);
    const form = samples.forms.find((candidate) => formPaths.list(candidate).startsWith(base));
    return form ? formPaths.list(form) : null;
  }
  const importer = samples.forms.find(
    (form) => form.importerRoute === pattern.replace(':formId', form.formId),
  );
  if (importer?.importerRoute) return importer.importerRoute;
  const found = formPage(pattern, samples.forms);
  const record = found ? samples.records.get(found.form.formId) : undefined;
  const segments = pattern.split('/');
  const screen = segments[segments.length - 4] ?? '';
  const values: Record<string, string | undefined> = {
    formId: found?.form.formId ?? 'utility-gender',
    recordId:
      record ?? (pattern.startsWith('/rtb') ? undefined : samples.records.get('utility-gender')),
    id: record ?? idFor(pattern, samples),
    orgId: 'acme',
    // A cut-off's pages name one of its members; the rest, the signed-in administrator.
    employeeNumber: pattern.startsWith('/register/')
      ? samples.payslipEmployee
      : samples.employeeNumber,
    accountId: samples.accountId,
    registerId: samples.registerId,
    registerCutoffId: samples.cutoffId,
    registerCutOffId: samples.cutoffId,
    consolidatedId: samples.consolidationId,
    filename: FILENAMES[screen] ?? samples.payslipEmployee,
    queueId: samples.runId,
    type: 'leave',
    src: 'me',
    leaveTemplateId: samples.records.get('leave-template'),
  };
  let missing = false;
  const path = pattern.replace(/\/:([A-Za-z]+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = optional && !['id', 'leaveTemplateId'].includes(name) ? undefined : values[name];
    if (value === undefined) {
      if (!optional) missing = true;
      return '';
    }
    return `/${encodeURIComponent(value)}`;
  });
  return missing ? null : path || '/';
}

/** The id a bespoke page's `:id` names, by its path. */
function idFor(pattern: string, samples: Samples): string | undefined {
  if (pattern.startsWith('/register/')) return samples.registerId;
  if (pattern.startsWith('/consolidated-register/')) return samples.consolidationId;
  if (pattern.startsWith('/hcm/special-payout/')) return samples.payoutId;
  if (pattern.startsWith('/hcm/special-payslip/'))
    return specialPayslipId(samples.payoutId, samples.payslipEmployee);
  if (pattern.startsWith('/announcements/')) return samples.announcementId;
  if (pattern.startsWith('/schedule-template/')) return samples.records.get('schedule-template');
  return undefined;
}

const push = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** A page every role has, unlike any other: the step between two pages opened in a row. */
const BETWEEN = '/profile/security';

/**
 * Goes to `path` inside the app as its own links do (no reload), by way of another page so the
 * heading that then shows is the new page's own, and says where it ended: the path, and the
 * page's heading once it has one (null when none came).
 */
export async function openInApp(page: Page, path: string) {
  await push(page, BETWEEN);
  await page.getByRole('heading', { level: 1, name: 'Password and PIN' }).waitFor();
  await page.evaluate(() => {
    (window as unknown as { before: Element | null }).before = document.querySelector('h1');
  });
  await push(page, path);
  const arrived = await page
    .waitForFunction(
      () => {
        const heading = document.querySelector('h1');
        const before = (window as unknown as { before: Element | null }).before;
        return (
          window.location.pathname.startsWith('/session/') ||
          (heading !== null && heading !== before && heading.isConnected)
        );
      },
      null,
      { timeout: 20_000 },
    )
    .then(
      () => true,
      () => false,
    );
  // What the page loads after its heading (a list, a chart) has a moment to answer.
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url()).pathname;
  const heading = arrived ? await page.locator('h1').first().textContent() : null;
  return { landed, heading };
}
