import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

/** Ctrl+K once the header (and with it the shortcut) is on screen. */
async function openPalette(page: Page) {
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search pages, people and records' });
  await expect(box).toBeFocused();
  return box;
}

test('an employee finds an action and a colleague’s card with Ctrl+K, by keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'acme', 'employee');
  await openPalette(page);
  await page.keyboard.type('leave');
  const apply = page.getByRole('option', { name: /^Apply for leave/ });
  await expect(apply).toBeVisible();
  // The best match is highlighted: Enter alone opens it.
  await expect(apply).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/application\/apply\/leave$/);
  await expect(page.getByTestId('command-palette')).toBeHidden();

  await openPalette(page);
  await page.keyboard.type('ana cruz');
  const ana = page.getByRole('option', { name: /Ana Cruz.*Payroll Specialist/ });
  await expect(ana).toBeVisible();
  // What an employee may not open is not suggested: HR's employee list, a colleague's records.
  await expect(page.getByRole('option', { name: /^Employees/ })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ers\/employees\/view\/2022-0003$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Cruz' })).toBeVisible();
  await expect(page.getByText('Payroll Specialist · Finance')).toBeVisible();
  const reports = page.getByRole('heading', { name: /Direct reports/ }).locator('..');
  await expect(reports.getByRole('link', { name: 'Paolo Garcia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open full profile' })).toHaveCount(0);

  // Escape closes it and gives the page back; so does the header's button reopen it.
  await openPalette(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('command-palette')).toBeHidden();
  await page.getByRole('button', { name: /^Search/ }).click();
  await page.keyboard.type('zzzq');
  await expect(page.getByText('Nothing matches “zzzq”.')).toBeVisible();
});

test('HR opens a person found with Ctrl+K on the full profile, and a record on its page', async ({
  page,
}) => {
  await signIn(page, 'acme', 'hr');
  await openPalette(page);
  await page.keyboard.type('ramon');
  await page.getByRole('option', { name: /Ramon Dela Cruz/ }).click();
  await expect(page).toHaveURL(/\/hr\/employee\/profile\/2022-0004$/);
  await expect(page.getByRole('heading', { name: 'Ramon Dela Cruz' })).toBeVisible();

  await openPalette(page);
  await page.keyboard.type('standard leave');
  const template = page.getByRole('option', { name: /Standard leave.*Leave template/ });
  await expect(template).toBeVisible();
  await template.click();
  await expect(page).toHaveURL(/\/leave-template\/view\/leave-template\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Standard leave').first()).toBeVisible();
});
