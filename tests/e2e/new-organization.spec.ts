import { expect, test } from '@playwright/test';
import { org } from './org-command';
import { signIn } from './sign-in';

const ORG = 'e2e-bayani';
const PASSWORD = 'Bayani#2026!';

test('an operator starts an organisation whose administrator signs in from the mailed link; suspending it shows the notice', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const link = await org(
    baseURL!,
    'create',
    '--id',
    ORG,
    '--name',
    'Bayani Foods, Inc.',
    '--admin-email',
    'maria.santos@bayani.example',
    '--admin-name',
    'Maria Santos',
  );
  expect(link).toMatch(/\/session\/activate\?org=e2e-bayani&token=/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome, Maria' })).toBeVisible();
  await expect(page.getByText('Your username is maria.santos.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();

  await signIn(page, ORG, 'maria.santos', PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome, Maria Santos' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Set a new password' })).toHaveCount(0);
  await page.goto('/company-settings/holidays/list');
  await expect(page.getByRole('cell', { name: "New Year's Day" }).first()).toBeVisible();

  await org(baseURL!, 'suspend', ORG);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(new RegExp(`/login/${ORG}$`));
  await expect(page.getByRole('heading', { name: 'Sign-in is unavailable' })).toBeVisible();
  await expect(
    page.getByText('This organisation is suspended. Contact your administrator.'),
  ).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);
});
