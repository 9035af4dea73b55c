import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const LIST = '/accounting-system/disbursement-voucher/list';

test('an HR admin creates, finds, edits and deletes a disbursement voucher', async ({ page }) => {
  await signIn(page, 'acme', 'admin');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Disbursement vouchers' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Add' })
    .or(page.getByRole('button', { name: 'Add' }))
    .click();
  await expect(page).toHaveURL(
    /\/accounting-system\/disbursement-voucher\/add\/accounting-disbursement-voucher$/,
  );

  await page.getByLabel('Voucher no.').fill('DV-2026-0777');
  await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Particulars').fill('Team building venue deposit');
  await page.getByLabel('Payment mode').selectOption('Check');
  // The check fields are conditional: shown and required for checks only.
  await page.getByLabel('Check no.').fill('0009001234');
  await page.getByLabel('Bank', { exact: true }).fill('BDO Unibank');
  await page.getByLabel('Description, row 1').fill('Venue deposit');
  await page.getByLabel('Account code, row 1').fill('6300');
  await page.getByLabel('Amount, row 1', { exact: true }).fill('12,500.50');
  await page.getByRole('button', { name: '+ Add row' }).click();
  await page.getByLabel('Description, row 2').fill('Catering');
  await page.getByLabel('Account code, row 2').fill('6300');
  await page.getByLabel('Amount, row 2', { exact: true }).fill('7,499.50');
  await page.getByLabel('Withholding tax').fill('400');
  // Computed as you type, by the same rules the server applies.
  await expect(page.getByLabel('Gross amount')).toHaveValue('20,000.00');
  await expect(page.getByLabel('Net amount payable')).toHaveValue('19,600.00');
  await page.locator('input[type=file]').setInputFiles('tests/e2e/fixtures/receipt.pdf');
  await expect(page.getByText('receipt.pdf')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/voucher-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(
    /\/accounting-system\/disbursement-voucher\/view\/accounting-disbursement-voucher\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByText('DV-2026-0777').first()).toBeVisible();
  await expect(page.getByText('₱19,600.00').first()).toBeVisible();
  await expect(page.getByText('receipt.pdf')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/voucher-view.png', fullPage: true });

  // Find it from the list by search.
  await page.goto(LIST);
  await page.getByPlaceholder(/Search/).fill('DV-2026-0777');
  const row = page.getByRole('row', { name: /DV-2026-0777/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/screens/voucher-list.png', fullPage: true });
  await row.click();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Particulars').fill('Team building venue deposit and catering');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/view\/accounting-disbursement-voucher\//);
  await expect(page.getByText('Team building venue deposit and catering').first()).toBeVisible();
  await expect(page.getByText(/updated/i).first()).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.goto(LIST);
  await page.getByPlaceholder(/Search/).fill('DV-2026-0777');
  await expect(
    page.getByText(/No .*match|No disbursement vouchers|nothing/i).first(),
  ).toBeVisible();
});

test('Cancel asks the spec question before leaving a form', async ({ page }) => {
  await signIn(page, 'acme', 'admin');
  await page.goto('/utility/gender/add/utility-gender');
  await page.getByLabel('Name', { exact: true }).fill('Typed but not saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Confirm to cancel')).toBeVisible();
  await expect(
    page.getByText(
      'Are you sure you want to cancel? If you cancel, all information that you have entered will be lost.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/utility\/gender\/list$/);
});
