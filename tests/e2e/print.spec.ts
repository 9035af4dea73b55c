import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

// Printing a page prints the page: no menu, header or breadcrumb, no buttons, one column as wide
// as the sheet, and the whole table.

for (const [title, path] of [
  ['time records', '/time-records/list'],
  ['payslips', '/hcm/payslip/list'],
] as const) {
  test(`the employee's ${title} print without the app around them`, async ({ page }) => {
    await signIn(page, 'acme', 'employee');
    await page.goto(path);
    const table = page.locator('main table').first();
    await expect(table).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const frame of [page.locator('aside'), page.locator('header'), page.getByRole('button')])
      await expect(frame.first()).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(table).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The main column starts at the page's left edge: the sidebar's room is not kept.
    expect((await page.locator('main').boundingBox())?.x).toBe(0);
  });
}
