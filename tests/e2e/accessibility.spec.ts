import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, default as Axe } from 'axe-core';
import { foldLists } from '../../src/client/app/layouts/menu-lists';
import { pageName } from '../../src/client/app/layouts/page-trail';
import type { NavigationResponse } from '../../src/shared/api/platform';
import type { NavGroup } from '../../src/shared/navigation';
import { apiOf } from './page-api';
import { settled } from './settled';
import { signIn } from './sign-in';

// axe over every page of the menu (and the header's), for an employee, an approver and HR, and
// for iCare's payroll officer, whose teal theme is painted deeper where white sits on it: no
// serious or critical violation of WCAG 2.1 A/AA. (Not iCare's employee: reading her time records
// computes her days of the open cut-off, absences included, which the loan test's payslip of
// hers must not see.)

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Pages everyone opens from the header rather than the menu. */
const HEADER_PAGES = ['/notifications'];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The menu of the signed-in person, as the shell has it. */
async function menuOf(page: Page, org: string): Promise<NavGroup[]> {
  const api = await apiOf(page, org);
  return (await api.call<NavigationResponse>('GET', '/api/navigation')).groups;
}

/** The menu's pages, as the shell shows them (reference lists folded), and the header's. */
const pathsOf = (groups: NavGroup[]) => [
  ...new Set([
    ...foldLists(groups).flatMap((group) => group.items.map((item) => item.path)),
    ...HEADER_PAGES,
  ]),
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Moves to a page as a menu link does, without loading the app again: the tab's title names the
 * page once the router has shown it, then its own data and fade-in settle.
 */
async function show(page: Page, groups: NavGroup[], path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveTitle(new RegExp(`^${escaped(pageName(groups, path))} · `));
  await page.locator('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  await settled(page);
}

/** axe, loaded once into the app: serious or critical violations in the document or one part. */
async function seriousViolations(
  page: Page,
  include: string | null,
): Promise<AxeResults['violations']> {
  // Evaluated rather than added as a script tag, which the app's content security policy refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    ([context, tags]) =>
      (window as unknown as { axe: typeof Axe }).axe.run(context ?? document, {
        runOnly: { type: 'tag', values: tags },
      }),
    [include, TAGS] as const,
  );
  return violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
}

/** What a second look a moment later still finds: a state in passing is not the page's. */
async function lastingViolations(page: Page, include: string | null) {
  if ((await seriousViolations(page, include)).length === 0) return [];
  await page.waitForTimeout(1_000);
  await settled(page);
  return seriousViolations(page, include);
}

const PEOPLE = [
  ['acme', 'employee'],
  ['acme', 'approver'],
  ['acme', 'hr'],
  ['icare', 'payroll'],
] as const;

for (const [org, username] of PEOPLE) {
  test(`every menu page passes axe for ${org}'s ${username}`, async ({ page }) => {
    test.setTimeout(900_000);
    await signIn(page, org, username);
    const groups = await menuOf(page, org);
    const paths = pathsOf(groups);
    expect(paths.length).toBeGreaterThan(5);
    const found: string[] = [];
    let previous = '';
    for (const [index, path] of paths.entries()) {
      // Two pages of one name in a row would not tell the second arrived: that one loads anew.
      if (pageName(groups, path) === previous) await page.goto(path);
      await show(page, groups, path);
      previous = pageName(groups, path);
      // The shell (header and a menu of up to a hundred entries) is the same on every page:
      // checked whole on the first, then each page's own content.
      for (const violation of await lastingViolations(page, index === 0 ? null : 'main'))
        found.push(
          `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
        );
    }
    expect(found).toEqual([]);
  });
}
