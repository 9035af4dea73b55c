import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { foldLists } from '../../src/client/app/layouts/menu-lists';
import type { NavigationResponse } from '../../src/shared/api/platform';
import { apiOf } from './page-api';
import { signIn } from './sign-in';

// axe over every page of the menu (and the header's), for an employee, an approver and HR, and
// for iCare's payroll officer, whose teal theme is painted deeper where white sits on it: no
// serious or critical violation of WCAG 2.1 A/AA. (Not iCare's employee: reading her time records
// computes her days of the open cut-off, absences included, which the loan test's payslip of
// hers must not see.)

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Pages everyone opens from the header rather than the menu. */
const HEADER_PAGES = ['/notifications'];

/** The menu's pages of the signed-in person, as the shell shows them, and the header's. */
async function menuPaths(page: Page, org: string): Promise<string[]> {
  const { groups } = await (
    await apiOf(page, org)
  ).call<NavigationResponse>('GET', '/api/navigation');
  return [
    ...new Set([
      ...foldLists(groups).flatMap((group) => group.items.map((item) => item.path)),
      ...HEADER_PAGES,
    ]),
  ];
}

const PEOPLE = [
  ['acme', 'employee'],
  ['acme', 'approver'],
  ['acme', 'hr'],
  ['icare', 'payroll'],
] as const;

for (const [org, username] of PEOPLE) {
  test(`every menu page passes axe for ${org}'s ${username}`, async ({ page }) => {
    test.setTimeout(1_200_000);
    await signIn(page, org, username);
    const paths = await menuPaths(page, org);
    expect(paths.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const [index, path] of paths.entries()) {
      await page.goto(path);
      await page.locator('main').getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      // A page fading in has its colours part-way: axe measures them once it has arrived.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      // The shell (header and a menu of up to a hundred entries) is the same on every page:
      // checked whole on the first, then each page's own content.
      const axe = new AxeBuilder({ page }).withTags(TAGS);
      const { violations } = await (index === 0 ? axe : axe.include('main')).analyze();
      for (const violation of violations)
        if (violation.impact === 'serious' || violation.impact === 'critical')
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
