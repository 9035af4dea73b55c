import { expect, test } from '@playwright/test';
import { linkFromOutbox, signIn, signOut } from './sign-in';

const PASSWORD = 'Officer#2026';

test('the admin makes a payroll officer role and invites someone with it, who computes a cut-off but cannot release it', async ({
  page,
}) => {
  // About 20 s alone; the margin is for a machine busy with other suites.
  test.setTimeout(90_000);
  await signIn(page, 'acme', 'admin');
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  // The role: reading and computing payroll, and the registers page.
  await menu.locator('a[href="/admin-settings/roles"]').click();
  await page.getByRole('link', { name: 'New role' }).click();
  await page.getByLabel('Name').fill('Payroll officer');
  await page.getByLabel('Description').fill('Computes payroll; never releases it');
  await page.getByLabel('Find a permission').fill('payroll');
  await page.getByRole('checkbox', { name: /^Read payroll/ }).check();
  await page.getByRole('checkbox', { name: /^Compute payroll/ }).check();
  await page.getByRole('checkbox', { name: /^Payroll registers Open/ }).check();
  await expect(page.getByText('3 permissions selected')).toBeVisible();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('The role "Payroll officer" is saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payroll officer' })).toBeVisible();

  // The invitation, with the new role beside the built-in employee's.
  await menu.locator('a[href="/admin-settings/users"]').click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite user' });
  await invite.getByLabel('E-mail').fill('olive.reyes@acme.example');
  await invite.getByLabel('First name').fill('Olive');
  await invite.getByLabel('Last name').fill('Reyes');
  await invite.getByRole('checkbox', { name: /^Payroll officer/ }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Olive Reyes is invited')).toBeVisible();
  await page.getByLabel('Status').selectOption('Invited');
  await expect(page).toHaveURL(/status=Invited/);
  const row = page.getByRole('row', { name: /Olive Reyes/ });
  await expect(row.getByText('Payroll officer')).toBeVisible();
  await expect(row.getByText('Invited')).toBeVisible();
  await signOut(page);

  // Olive sets her password from the mailed link and signs in.
  await page.goto(
    await linkFromOutbox(
      page,
      'acme',
      'Acme Corporation: your account is ready',
      /session\/activate\?org=acme&token=/,
    ),
  );
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await signIn(page, 'acme', 'olive.reyes', PASSWORD);

  // She opens the registers, computes a cut-off, and is offered no release.
  await expect(menu.getByRole('link', { name: 'Calculator' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Payroll registers' }).click();
  await page.getByRole('link', { name: 'Head office (semi-monthly)' }).click();
  await page
    .getByRole('row')
    .filter({ has: page.getByText('Draft', { exact: true }) })
    .first()
    .getByRole('link')
    .click();
  await page.getByRole('button', { name: 'Compute' }).click();
  await expect(page.getByRole('button', { name: 'Re-compute' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Computed/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Release' })).toHaveCount(0);
});
