import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const EMPLOYEE = '2022-0005';
const PAYOUT = '13th month 2026 (e2e)';

test('payroll runs the 13th month and the employee opens their special payslip', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'acme', 'payroll');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Special payouts' })
    .click();
  // Other suites may have run a payout already; this one is told apart by its name.
  await expect(page.getByRole('heading', { level: 1, name: 'Special payouts' })).toBeVisible();
  await page.getByRole('link', { name: 'New payout' }).click();

  await page.getByLabel('Name').fill(PAYOUT);
  await page.getByLabel('Year', { exact: true }).fill('2026');
  await page.getByLabel('Employee numbers').fill(EMPLOYEE);
  await page.getByRole('button', { name: 'Create payout' }).click();
  await expect(page.getByRole('heading', { name: PAYOUT })).toBeVisible();
  await expect(page.getByText('Not computed yet')).toBeVisible();

  await page.getByRole('button', { name: 'Compute' }).click();
  await expect(page.getByText(/^Computed/).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /^Mendoza/ })).toBeVisible();
  await page.getByRole('button', { name: 'Release' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('Released', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recompute' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, 'acme', 'employee');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My payslips' })
    .click();
  await page.getByRole('link', { name: PAYOUT }).click();
  await expect(page.getByRole('heading', { name: `${PAYOUT}: Mendoza` })).toBeVisible();
  const earnings = page.getByRole('region', { name: 'Earnings' });
  await expect(earnings).toContainText('13th month pay');
  await earnings.getByRole('button', { name: /^13th month pay/ }).click();
  await expect(page.getByRole('list', { name: 'Trace' })).toContainText('thirteenth_month');
});
