import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

/**
 * Today's semi-monthly cut-off (by the UTC date, as the demo seed reads it): the first one the
 * seed leaves unreleased. Its first date and its label on the register.
 */
function currentCutoff(today = new Date()) {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const firstHalf = today.getUTCDate() <= 15;
  const first = firstHalf ? 1 : 16;
  const last = firstHalf ? 15 : new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const name = today.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return {
    start: `${year}-${String(month + 1).padStart(2, '0')}-${String(first).padStart(2, '0')}`,
    label: `${name} ${first} – ${name} ${last}, ${year}`,
  };
}

// iCare takes loans without approval: a new loan deducts from its first cut-off.
test('payroll adds a loan; the next payslip deducts it with the balance, and the loan shows its ledger', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cutoff = currentCutoff();
  await signIn(page, 'icare', 'payroll');
  await page.goto('/payroll/loans/list');
  await expect(page.getByRole('heading', { name: 'Loans' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Add' })
    .or(page.getByRole('button', { name: 'Add' }))
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Employee' }).fill('Ramos');
  await page.getByRole('option', { name: 'Ramos – Joy (2022-0005)' }).click();
  await page.getByRole('combobox', { name: 'Loan type' }).fill('cash');
  await page.getByRole('option', { name: 'Company cash loan' }).click();
  await page.getByLabel('Principal').fill('3000');
  await page.getByLabel('Deduction per cut-off').fill('1000');
  await page.getByLabel('First deduction in the cut-off of').fill(cutoff.start);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Loan saved.')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deductions and balance' })).toBeVisible();
  await expect(page.getByText('Nothing deducted yet')).toBeVisible();
  const loanPage = page.url();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Payroll registers' }).click();
  await page.getByRole('link', { name: 'Head office (semi-monthly)' }).click();
  await page.getByRole('link', { name: cutoff.label }).click();
  await page.getByRole('button', { name: 'Compute' }).click();
  // The run has ended when the cut-off offers to compute again.
  await expect(page.getByRole('button', { name: 'Re-compute' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Computed/).first()).toBeVisible();
  await page
    .getByRole('link', { name: /^Ramos/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Deductions' })).toContainText(
    'Company cash loan (balance 2,000.00)',
  );
  await expect(page.getByRole('region', { name: 'Deductions' })).toContainText('1,000.00');

  await page.goto(loanPage);
  const ledger = page.getByRole('row', { name: cutoff.label });
  await expect(ledger).toContainText('Not released');
  await expect(ledger).toContainText('2,000.00');
  await page.screenshot({ path: 'test-results/screens/loan-ledger.png', fullPage: true });
});
