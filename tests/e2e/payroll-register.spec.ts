import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const EMPLOYEE = '2022-0005';

test('payroll runs a new register to a mailed payslip, and the employee downloads it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'acme', 'payroll');
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  // The employee moves from the demo register to a new one.
  await menu.getByRole('link', { name: 'Payroll registers' }).click();
  await page.getByRole('link', { name: 'Head office (semi-monthly)' }).click();
  await page.getByRole('textbox', { name: 'Search members' }).fill(EMPLOYEE);
  await page.getByRole('checkbox', { name: /^Select Mendoza/ }).check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No member matches')).toBeVisible();

  await menu.getByRole('link', { name: 'Payroll registers' }).click();
  await page.getByRole('button', { name: 'New register' }).click();
  const created = page.getByRole('dialog');
  await created.getByLabel('Name').fill('Branch payroll (e2e)');
  await created.getByText('Require approved time records before computing').click();
  await created.getByRole('button', { name: 'Create register' }).click();
  await expect(page.getByRole('heading', { name: 'Branch payroll (e2e)' })).toBeVisible();

  await page.getByRole('button', { name: 'Add employees' }).click();
  const adding = page.getByRole('dialog');
  await adding.getByLabel('Employee numbers').fill(EMPLOYEE);
  await adding.getByRole('button', { name: 'Add employees' }).click();
  await adding.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('cell', { name: /^Mendoza, Carla/ })).toBeVisible();

  // Compute the first November cut-off and watch the run.
  await page.getByRole('link', { name: 'Nov 1 – Nov 15, 2026' }).click();
  await page.getByRole('button', { name: 'Compute' }).click();
  await expect(page.getByText(/^Computed/).first()).toBeVisible({ timeout: 30_000 });

  // The payslip, one line's trace, then a line added with its reason.
  await page
    .getByRole('link', { name: /^Mendoza/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Basic pay/ }).click();
  await expect(page.getByRole('list', { name: 'Trace' })).toContainText('basic_pay');
  await page.getByRole('link', { name: 'Edit payslip' }).click();
  await page.getByRole('button', { name: 'Add or change a line' }).click();
  const line = page.getByRole('dialog');
  await line.getByLabel('Name').fill('Meal allowance');
  await line.getByLabel('Amount (pesos)').fill('750.00');
  await line.getByLabel('Reason').fill('Overtime meals in November');
  await line.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('Meal allowance');
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('750.00');

  // Release and mail.
  await page.getByRole('link', { name: 'Back to the payslip' }).click();
  await page.getByRole('link', { name: 'Back to the cut-off' }).click();
  await page.getByRole('button', { name: 'Release' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Release' }).click();
  await page.getByRole('button', { name: 'Distribute payslips' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Distribute' }).click();
  await expect(page.getByText(/queued/)).toBeVisible({ timeout: 30_000 });

  // The employee sees the released payslip and downloads its PDF.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, 'acme', 'employee');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My payslips' })
    .click();
  const row = page.getByRole('row', { name: /Branch payroll \(e2e\)/ });
  await row.getByRole('link', { name: 'Nov 1 – Nov 15, 2026' }).click();
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('Meal allowance');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Standard' }).click();
  const pdf = readFileSync((await (await downloading).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
