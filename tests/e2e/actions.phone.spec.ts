import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

// At 390 px, the pages people act on show every figure and every button on screen: nothing
// needs a sideways scroll, of the page or of a table.

/** What lies past the screen's right edge: the page's own overflow and any visible control. */
async function offScreen(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const controls = [...document.querySelectorAll<HTMLElement>('main button, main a[href]')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim());
    return { page: document.documentElement.scrollWidth - width, controls };
  });
}

const PAGES: [string, string, (page: Page) => Promise<void>][] = [
  [
    'approver',
    '/approvals/leave',
    async (page) => {
      const approve = page.getByRole('button', { name: /^Approve Carla Mendoza/ }).first();
      await expect(approve).toBeInViewport();
      await expect(
        page.getByRole('button', { name: /^Reject Carla Mendoza/ }).first(),
      ).toBeInViewport();
      // Bulk: the cards keep a box that selects them all, and the bulk buttons follow.
      await page.getByRole('checkbox', { name: 'Select all shown' }).check();
      await expect(page.getByText(/^\d+ selected$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve selected' })).toBeInViewport();
    },
  ],
  [
    'hr',
    '/hr/employees',
    async (page) => {
      // The engine's lists draw cards too: each employee's name opens them, figures on screen.
      await expect(page.getByRole('button', { name: /^Dela Cruz – Ramon$/ })).toBeVisible();
      await page.getByRole('checkbox', { name: 'Select Dela Cruz – Ramon' }).check();
      const bar = page.getByRole('dialog', { name: 'Bulk actions' });
      await expect(bar.getByRole('button', { name: 'Export selected' })).toBeInViewport();
      await expect(bar.getByRole('button', { name: 'Delete' })).toBeInViewport();
    },
  ],
  [
    'employee',
    '/hcm/payslip/list',
    async (page) => {
      await expect(page.getByText('Net', { exact: true }).first()).toBeInViewport();
      await expect(page.getByRole('link', { name: /^\w{3} \d+ – / }).first()).toBeInViewport();
    },
  ],
  [
    'employee',
    '/application/leave/list',
    async (page) => {
      await expect(page.getByText(/Vacation leave/).first()).toBeVisible();
    },
  ],
  [
    'employee',
    '/notifications',
    async (page) => {
      await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    },
  ],
];

for (const [username, path, check] of PAGES) {
  test(`${path} for the ${username}: every figure and button on a phone's screen`, async ({
    page,
  }) => {
    await signIn(page, 'acme', username);
    await page.goto(path);
    await page.locator('main').getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    await check(page);
    expect(await offScreen(page)).toEqual({ page: 0, controls: [] });
  });
}
