import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, signOut } from './sign-in';

// acme's demo new hire (2022-0006) has never signed in: their checklist starts empty.
const NEW_PASSWORD = 'Paolo#2026new';

/** Picks a lookup's option by typing part of it, as a person would. */
async function choose(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a sub-form from the checklist, lets `fill` fill it, saves and is back. */
async function fillSubForm(page: Page, label: string, fill: () => Promise<void>) {
  await page.getByRole('link', { name: `Fill in ${label.toLowerCase()}` }).click();
  await expect(page.getByRole('heading', { name: label })).toBeVisible();
  await fill();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${label} saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
}

test('the new hire fills the required sub-forms with an ID attached, and HR copies them into the employee record', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'acme', 'newhire');
  const dialog = page.getByRole('dialog', { name: 'Set a new password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('link', { name: 'My onboarding' }).first().click();
  await expect(page.getByRole('heading', { name: 'My onboarding' })).toBeVisible();
  await expect(page.getByText('0 of 6 required')).toBeVisible();

  // A draft survives leaving the page before saving.
  await page.getByRole('link', { name: 'Fill in contact details' }).click();
  await page.getByLabel(/^Mobile number/).fill('09171230006');
  await page.waitForTimeout(800);
  await page.goto('/onboarding');
  await page.getByRole('link', { name: 'Fill in contact details' }).click();
  await expect(page.getByText(/We kept what you entered/)).toBeVisible();
  await expect(page.getByLabel(/^Mobile number/)).toHaveValue('09171230006');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact details saved.')).toBeVisible();

  await fillSubForm(page, 'Employee details', async () => {
    await page.getByLabel(/^Birth date/).fill('1999-03-14');
    await choose(page, 'Gender', 'Male', 'Male');
    await choose(page, 'Civil status', 'Single', 'Single');
    await choose(page, 'Nationality', 'Filip', 'Filipino');
  });
  await fillSubForm(page, 'Government numbers', async () => {
    // A number in the wrong shape is refused where it is typed.
    await page.getByLabel(/^SSS number/).fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('SSS number is not in the expected format').first()).toBeVisible();
    await page.getByLabel(/^SSS number/).fill('34-1111111-6');
    await page.getByLabel(/^PhilHealth number/).fill('12-111111111-6');
    await page.getByLabel(/^Pag-IBIG MID number/).fill('1111-2222-3336');
    await page.getByLabel(/^TIN/).fill('111-222-336-000');
    await page.locator('input[type=file]').setInputFiles('tests/e2e/fixtures/receipt.pdf');
    await expect(page.getByText('receipt.pdf')).toBeVisible();
  });
  await fillSubForm(page, 'Bank details', async () => {
    await choose(page, 'Bank', 'BDO', 'BDO Unibank');
    await page.getByLabel(/^Bank account number/).fill('0012345600');
    await page.getByLabel(/^Account name/).fill('Paolo Garcia');
  });
  await fillSubForm(page, 'Emergency contacts', async () => {
    await page.getByLabel('Name, row 1').fill('Rosa Garcia');
    await page.getByLabel('Relationship, row 1').fill('Mother');
    await page.getByLabel('Mobile number, row 1').fill('09181230006');
  });
  await fillSubForm(page, 'Address for communication', async () => {
    await page.getByLabel(/^Address line 1/).fill('8 Rizal Avenue, Barangay 1');
    await page.getByLabel(/^City \/ municipality/).fill('Manila');
    await page.getByLabel(/^ZIP code/).fill('1000');
  });

  await expect(page.getByText('6 of 6 required')).toBeVisible();
  await expect(page.getByText(/You have filled every required section/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: 'test-results/screens/onboarding-complete-390.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signOut(page);

  await signIn(page, 'acme', 'hr');
  await page.goto('/hr/onboarding');
  await page.getByLabel('Status').selectOption('Completed');
  await page.getByRole('link', { name: 'Paolo Garcia' }).click();
  await expect(page.getByRole('heading', { name: 'Paolo Garcia' })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/onboarding-hr-checklist.png',
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Copy to employee record' }).click();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText(/Copied \d+ field\(s\) into the employee record/)).toBeVisible();

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/hr\/employee\/profile\/2022-0006$/);
  await page.getByRole('tab', { name: 'Government numbers' }).click();
  await expect(page.getByText('34-1111111-6')).toBeVisible();
  await page.getByRole('tab', { name: 'Bank account' }).click();
  await expect(page.getByText('0012345600')).toBeVisible();
  await page.getByRole('tab', { name: 'Onboarding' }).click();
  await expect(page.getByText(/Copied to the employee record on/)).toBeVisible();
});
