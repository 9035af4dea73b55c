import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const BOARD = '/accounting-system/disbursement-voucher/list?view=board';

const column = (page: Page, status: string) =>
  page.getByRole('region', { name: status, exact: true });

/** Drags with the mouse, a few steps at a time, as a person does. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag, or nowhere to drop');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height - 12);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + 60, { steps: 12 });
  await page.mouse.up();
}

test('a voucher dragged to another column of the board stays there after a reload', async ({
  page,
}) => {
  await signIn(page, 'acme', 'admin');
  await page.goto('/accounting-system/disbursement-voucher/list');
  await page.getByRole('group', { name: 'Views' }).getByRole('link', { name: 'Board' }).click();
  await expect(page).toHaveURL(BOARD);
  const card = column(page, 'Draft').getByRole('group', { name: /^DV-2025-0003, in Draft/ });
  await expect(card).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/board.png', fullPage: true });

  await drag(page, card, column(page, 'Approved'));
  await expect(
    page.getByRole('status').filter({ hasText: 'Moved DV-2025-0003 to Approved.' }),
  ).toBeAttached();
  await expect(column(page, 'Approved').getByText('DV-2025-0003')).toBeVisible();

  await page.reload();
  await expect(column(page, 'Approved').getByText('DV-2025-0003')).toBeVisible();
  await expect(column(page, 'Draft').getByText('DV-2025-0003')).toHaveCount(0);

  // The move was an edit like any other: the record says so.
  await column(page, 'Approved').getByRole('button', { name: 'DV-2025-0003', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Disbursement voucher' })).toBeVisible();
  await expect(page.getByText('Draft → Approved')).toBeVisible();
});

test('the holidays calendar shows a month and opens a holiday', async ({ page }) => {
  await signIn(page, 'acme', 'hr');
  await page.goto('/company-settings/holidays/list?view=calendar');
  const now = new Date();
  await expect(
    page.getByRole('heading', {
      // The calendar opens on the browser's month, as the months below are counted.
      name: now.toLocaleString('en-US', { month: 'long', year: 'numeric' }),
    }),
  ).toBeVisible();
  // December 2026 holds the seeded Christmas Day.
  const months = (2026 - now.getFullYear()) * 12 + (11 - now.getMonth());
  for (let step = 0; step < Math.abs(months); step += 1)
    await page.getByRole('button', { name: months > 0 ? 'Next month' : 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: 'December 2026' })).toBeVisible();
  const christmas = page
    .locator('[data-day="2026-12-25"]')
    .getByRole('button', { name: 'Christmas Day' });
  await expect(christmas).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/calendar.png', fullPage: true });
  await christmas.click();
  await expect(page).toHaveURL(/\/company-settings\/holidays\/view\/company-holiday\//);
  await expect(page.getByRole('heading', { name: 'Holiday', exact: true })).toBeVisible();
  await expect(page.getByText('Christmas Day')).toBeVisible();
});
