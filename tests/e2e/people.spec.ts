import { expect, test } from '@playwright/test';
import { linkFromOutbox, signIn, signOut } from './sign-in';

const NUMBER = 'E2E-0101';
const PASSWORD = 'Nina#2026a';

test('HR adds an employee; the new hire sets a password from the mailed link, signs in and finds their profile and reporting line', async ({
  page,
}) => {
  await signIn(page, 'acme', 'hr');
  await page.goto('/hr/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Add' })
    .or(page.getByRole('button', { name: 'Add' }))
    .click();
  await expect(page).toHaveURL(/\/hr\/employee\/new$/);
  await page.getByLabel('Employee number').fill(NUMBER);
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Email', { exact: true }).fill('nina.lopez@acme.example');
  await page.getByLabel('Department').fill('Operations');
  await page.getByLabel('Position').fill('Customer Service Associate');
  await page.getByRole('combobox', { name: 'Reports to' }).fill('Dela Cruz');
  await page.getByRole('option', { name: /Dela Cruz – Ramon/ }).click();
  // A government number in the wrong shape is refused where it is typed.
  await page.getByLabel('SSS number').fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('SSS number is not in the expected format').first()).toBeVisible();
  await page.getByLabel('SSS number').fill('34-7654321-0');
  await page.getByRole('button', { name: 'Save' }).click();

  // Saving opens the new employee's profile.
  await expect(page).toHaveURL(new RegExp(`/hr/employee/profile/${NUMBER}$`));
  await expect(page.getByRole('heading', { name: 'Nina Lopez' })).toBeVisible();
  await expect(page.getByText('Reports to')).toBeVisible();
  await page.getByRole('tab', { name: 'Government numbers' }).click();
  await expect(page.getByText('34-7654321-0')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/people-profile-hr.png', fullPage: true });
  await signOut(page);

  // The invitation is in the outbox; an admin reads its link.
  await page.goto(
    await linkFromOutbox(
      page,
      'acme',
      'Acme Corporation: your account is ready',
      /session\/activate\?org=acme&token=/,
    ),
  );
  await expect(page.getByRole('heading', { name: 'Welcome, Nina' })).toBeVisible();
  await expect(page.getByText(`Your username is ${NUMBER.toLowerCase()}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();

  // The first sign-in asks for nothing more: the password is one she chose.
  await signIn(page, 'acme', NUMBER.toLowerCase(), PASSWORD);
  await expect(page.getByRole('dialog', { name: /new password/i })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile/me');
  await expect(page.getByRole('heading', { name: 'Nina Lopez' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Personal' })).toBeVisible();
  // Pay is for HR and payroll only.
  await expect(page.getByRole('tab', { name: 'Pay' })).toHaveCount(0);
  await page.screenshot({
    path: 'test-results/screens/people-profile-self-390.png',
    fullPage: true,
  });

  await page.goto('/organization-chart');
  await page.getByPlaceholder(/Find by name/).fill('Nina');
  // The match is opened, scrolled to and highlighted, under her manager's line.
  await expect(page.locator('[data-highlighted="true"]', { hasText: 'Nina Lopez' })).toBeVisible();
  await expect(page.locator('[data-employee="2022-0004"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/people-org-chart-390.png', fullPage: true });
});
