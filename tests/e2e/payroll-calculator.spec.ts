import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('payroll calculates the example payslip, traces a line and reads the statutory tables', async ({
  page,
}) => {
  await signIn(page, 'acme', 'payroll');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Calculator' }).click();
  await expect(page).toHaveURL(/\/payroll\/calculator$/);

  await page.getByRole('button', { name: 'Calculate' }).click();
  const netPay = page.getByRole('rowheader', { name: 'Net pay' }).locator('xpath=..');
  await expect(netPay).toContainText('11,305.67');

  await page.getByRole('button', { name: 'Withholding tax', exact: true }).click();
  const step = page.getByRole('list', { name: 'Trace' }).locator('li[aria-current="true"]');
  await expect(step).toContainText('withholding_tax');
  await expect(step).toContainText('withholding 2023-01-01 semi_monthly');
  await expect(step).toContainText('156.83');

  await menu.getByRole('link', { name: 'Statutory tables' }).click();
  await expect(page.getByRole('tab', { name: 'SSS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Valid from 2025-01-01');
});

test('the payroll screens are not for employees', async ({ page }) => {
  await signIn(page, 'acme', 'employee');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Time records' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Calculator' })).toHaveCount(0);
  await page.goto('/payroll/calculator');
  await expect(page).toHaveURL(/\/session\/signin$/);
});
