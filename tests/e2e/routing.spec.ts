import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('the root goes to sign-in and /login asks for the organisation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Organisation').fill('icare');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login\/icare$/);
});

test('an unmatched path redirects to /session/404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/session\/404$/);
});

test('a page the role may not open sends the user to /session/signin with the message', async ({
  page,
}) => {
  await signIn(page, 'acme', 'employee');
  await page.goto('/admin-settings/outbox');
  await expect(page).toHaveURL(/\/session\/signin$/);
  await expect(
    page.getByText('Sorry, you do not have a permission to view this page'),
  ).toBeVisible();
});

test('the layout needs a session', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
