import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const SHOTS = 'test-results/screens';

/** The builder's field row of `label`, to edit, move or remove it. */
const fieldRow = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });

test('an admin builds a list in the form builder, uses it at once, and changes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'acme', 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Form builder' }).click();
  await expect(page.getByRole('heading', { name: 'Form builder' })).toBeVisible();
  await page.getByRole('link', { name: 'New record type' }).click();

  await page.getByLabel('Name of one record').fill('Company vehicle');
  await page.getByLabel('Name of the list').fill('Company vehicles');
  await expect(page.getByLabel('Form id')).toHaveValue('custom-company-vehicle');

  // The starting field becomes the plate number.
  await page.getByRole('button', { name: 'Edit Name' }).click();
  await page.getByLabel('Label').fill('Plate number');
  await page.getByRole('button', { name: 'Done' }).click();

  // A required choice of kind.
  await page.getByLabel('Type of the new field').selectOption({ label: 'Choice (list)' });
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByLabel('Label').fill('Kind');
  await page.getByLabel('Choices, one per line').fill('Car\nVan\nTruck');
  await page.getByRole('checkbox', { name: 'Required' }).check();
  await page.getByRole('button', { name: 'Done' }).click();

  // An amount.
  await page.getByLabel('Type of the new field').selectOption({ label: 'Amount (₱)' });
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByLabel('Label').fill('Book value');
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('checkbox', { name: 'Kind: Column' }).check();
  await page.getByRole('checkbox', { name: 'Kind: Filter' }).check();
  await page.getByRole('checkbox', { name: 'Book value: Column' }).check();

  // The preview is the form people will fill in, checked by the server as it changes.
  const preview = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Preview' }) });
  await expect(preview.getByText('Ready to save')).toBeVisible();
  await expect(preview.getByLabel('Plate number')).toBeVisible();
  await preview.getByRole('button', { name: 'Try it' }).click();
  await expect(preview.getByText('Kind is required')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/form-builder-new.png`, fullPage: true });

  await page.getByLabel('What changed (optional)').fill('First cut');
  await page.getByRole('button', { name: 'Create record type' }).click();
  await expect(page).toHaveURL(/\/record_template\/custom-company-vehicle$/);
  await expect(page.getByText('Company vehicle saved as version 1.')).toBeVisible();

  // Live at once: in the menu (a new type starts among the lists the admin keeps), with its
  // list, form and validation.
  await page.getByRole('navigation').getByRole('link', { name: 'Lists', exact: true }).click();
  await page.getByRole('link', { name: 'Company vehicles' }).click();
  await expect(page).toHaveURL(/\/custom\/company-vehicle\/list$/);
  await expect(page.getByText('No company vehicles found')).toBeVisible();
  await page.getByRole('link', { name: 'Add' }).first().click();
  await page.getByLabel('Plate number').fill('NBC 1234');
  await page.getByLabel('Kind').selectOption('Van');
  await page.getByLabel('Book value').fill('1250000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company vehicle saved.')).toBeVisible();
  await page.goto('/custom/company-vehicle/list');
  const row = page.getByRole('row', { name: /NBC 1234/ });
  await expect(row).toContainText('Van');
  await expect(row).toContainText('1,250,000.00');
  await page.screenshot({ path: `${SHOTS}/form-builder-list.png`, fullPage: true });

  // A second version adds a field; the record keeps its values and gains the new one.
  await page.goto('/rtb');
  await page.getByRole('table').getByRole('link', { name: 'Company vehicles' }).click();
  await page.getByLabel('Type of the new field').selectOption({ label: 'Number' });
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByLabel('Label').fill('Seats');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(fieldRow(page, 'Seats')).toBeVisible();
  await expect(page.getByText('Ready to save')).toBeVisible();
  await page.getByRole('button', { name: 'Save new version' }).click();
  await expect(page.getByText('Company vehicle saved as version 2.')).toBeVisible();
  await page.getByRole('link', { name: 'Versions' }).click();
  await expect(page.getByRole('row', { name: /v2 \(current\)/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /v1.*First cut/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/form-builder-versions.png`, fullPage: true });

  await page.goto('/custom/company-vehicle/list');
  await page.getByRole('row', { name: /NBC 1234/ }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Seats').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company vehicle updated.')).toBeVisible();
  await expect(page.getByText('12', { exact: true })).toBeVisible();
});
