import { expect, test, type Browser } from '@playwright/test';
import { signIn } from './sign-in';

/** Today on the work clock (UTC+8), as the effective date input takes it. */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** One approver's decision on Liza's movement, from their ERS approvals queue. */
async function approveAs(browser: Browser, username: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'acme', username);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /ERS approvals/ })
    .click();
  await expect(page).toHaveURL(/\/ers\/approvals$/);
  await expect(page.getByRole('heading', { name: 'Employee movement approvals' })).toBeVisible();
  const row = page.getByRole('row', { name: /Senior Accountant/ });
  await row.getByRole('button', { name: 'Approve Liza Villanueva' }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('row', { name: /Senior Accountant/ })).toHaveCount(0);
  await page.context().close();
}

test('HR files a promotion; the line approver and the administrator approve it in ERS approvals; the employee record changes and keeps the movement', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'acme', 'hr');
  await page.goto('/ers/lateral-movement/list');
  await expect(page.getByRole('heading', { name: 'Employee movements' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Add' })
    .or(page.getByRole('button', { name: 'Add' }))
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Employee' }).fill('Villanueva');
  await page.getByRole('option', { name: 'Villanueva – Liza (2022-0007)' }).click();
  await page.getByLabel('Movement').selectOption('Promotion');
  await page.getByLabel('Effective date').fill(today());
  await page.getByLabel('New position').fill('Senior Accountant');
  await page.getByLabel('Reason').fill('Closed the 2026 books ahead of schedule.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Employee movement saved.')).toBeVisible();
  await expect(page.getByText('Pending approval', { exact: true })).toBeVisible();

  await approveAs(browser, 'approver');
  await approveAs(browser, 'admin');

  await page.goto('/hr/employee/profile/2022-0007');
  await expect(page.getByText('Senior Accountant').first()).toBeVisible();
  await page.getByRole('tab', { name: /Employee movements/ }).click();
  await expect(page.getByRole('row', { name: /Promotion/ })).toContainText('Applied');
  await page.screenshot({ path: 'test-results/screens/movement-profile.png', fullPage: true });
});
