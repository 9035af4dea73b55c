import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, linkFromOutbox, signIn, signOut } from './sign-in';

test('a new e-mail becomes the sign-in e-mail once its owner confirms it with their password', async ({
  page,
}) => {
  await signIn(page, 'icare', 'employee');
  await page.goto('/profile/me');
  await page.getByRole('button', { name: 'Edit contact details' }).click();
  await expect(
    page.getByText(/Password reset links go to a new e-mail once you confirm/),
  ).toBeVisible();
  await page.getByLabel(/^Email/).fill('new.address@example.org');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Your contact details were saved.')).toBeVisible();
  await signOut(page);

  await page.goto(
    await linkFromOutbox(
      page,
      'icare',
      'iCare Health: confirm your sign-in e-mail',
      /confirm-email\?org=icare&token=/,
    ),
  );
  await expect(page.getByRole('heading', { name: 'Confirm your sign-in e-mail' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Not#TheirPassword1');
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(page.getByText('Password is incorrect.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
  await expect(page.getByText(/Your sign-in e-mail is now new.address@example.org/)).toBeVisible();
});
