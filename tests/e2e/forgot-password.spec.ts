import { expect, test } from '@playwright/test';
import { linkFromOutbox, signIn } from './sign-in';

test('a forgotten password is reset through the link an admin can read in the outbox', async ({
  page,
}) => {
  await page.goto('/session/forgot-password?org=icare');
  await page.getByLabel('Username').fill('hr');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If the account exists, we have sent a link to reset its password.'),
  ).toBeVisible();

  await page.goto(
    await linkFromOutbox(
      page,
      'icare',
      'iCare Health: reset your password',
      /forgot-password\?org=icare&token=/,
    ),
  );
  await page.getByLabel('New password', { exact: true }).fill('Miguel#2027');
  await page.getByLabel('Confirm new password').fill('Miguel#2027');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await signIn(page, 'icare', 'hr', 'Miguel#2027');
});
