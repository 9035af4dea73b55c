import { expect, test } from '@playwright/test';
import { org } from './org-command';

const ORG = 'e2e-console';
const EMAIL = 'olive.ops@platform.example';

test('an operator added at the command line starts, suspends, exports and deletes an organisation in the console', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const password = await org(baseURL!, 'add-operator', '--email', EMAIL, '--name', 'Olive Ops');
  expect(password.length).toBeGreaterThan(11);

  await page.goto('/platform');
  await expect(page.getByRole('heading', { name: 'Platform console' })).toBeVisible();
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Olive Ops')).toBeVisible();
  const organisations = page.getByRole('table', { name: 'Organisations' });
  await expect(organisations.getByRole('cell', { name: 'acme', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Platform console');

  await page.getByRole('button', { name: 'New organisation' }).click();
  const form = page.getByRole('dialog', { name: 'New organisation' });
  await form.getByLabel('Organisation id').fill(ORG);
  await form.getByLabel('Trade name').fill('Console Foods');
  await form.getByLabel('Administrator e-mail').fill('maria@console-foods.example');
  await form.getByLabel('Administrator name (optional)').fill('Maria Santos');
  await form.getByRole('button', { name: 'Create organisation' }).click();
  const ready = page.getByRole('dialog', { name: '“Console Foods” is ready' });
  await expect(ready.getByLabel('Invitation link')).toContainText(
    `/session/activate?org=${ORG}&token=`,
  );
  await ready.getByRole('button', { name: 'Done' }).click();
  const row = organisations.getByRole('row').filter({ hasText: 'Console Foods' });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete ${ORG}` })).toBeDisabled();

  await row.getByRole('button', { name: `Suspend ${ORG}` }).click();
  const suspend = page.getByRole('alertdialog', { name: 'Suspend "Console Foods"?' });
  await expect(suspend.getByText(/Every session of its people ends at once/)).toBeVisible();
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Export ${ORG}` }).click();
  const archive = await downloading;
  expect(archive.suggestedFilename()).toMatch(new RegExp(`^${ORG}-export-\\d{8}-\\d{6}\\.zip$`));
  expect(await archive.failure()).toBeNull();
  await expect(page.getByText(`"${ORG}" is exported`)).toBeVisible();

  await row.getByRole('button', { name: `Delete ${ORG}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete "${ORG}"?` });
  await confirm.getByLabel(`Type "${ORG}" to confirm`).fill(ORG);
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  const deleted = page.getByRole('dialog', { name: `“${ORG}” is deleted` });
  await expect(deleted.getByText(/background jobs? (are|is) gone/)).toBeVisible();
  await deleted.getByRole('button', { name: 'Done' }).click();
  await expect(organisations.getByText('Console Foods')).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Activity' }).getByText('Deleted "Console Foods"'),
  ).toBeVisible();
});
