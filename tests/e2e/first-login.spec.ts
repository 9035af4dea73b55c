import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './sign-in';

test('a new hire must set a new password on first sign-in', async ({ page }) => {
  await signIn(page, 'icare', 'newhire');
  const dialog = page.getByRole('dialog', { name: 'Set a new password' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill('weakpassword');
  await expect(
    dialog.getByText(/must contain a digit, an uppercase letter and a special character/).first(),
  ).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('Kevin#2027');
  await dialog.getByLabel('Confirm new password').fill('Kevin#2027');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Set a new password' })).toHaveCount(0);
  await page
    .getByRole('button', { name: /sign out/i })
    .first()
    .click();
  await signIn(page, 'icare', 'newhire', 'Kevin#2027');
  await expect(page.getByRole('dialog', { name: 'Set a new password' })).toHaveCount(0);
});
