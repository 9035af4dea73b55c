import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026!';

/** Signs in through the organisation's own sign-in page, as a person would. */
export async function signIn(
  page: Page,
  orgId: string,
  username: string,
  password = DEMO_PASSWORD,
  /** Another server than the suite's own (e.g. one started by the test). */
  baseUrl = '',
): Promise<void> {
  await page.goto(`${baseUrl}/login/${orgId}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs out from the header, as a person would, and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /sign out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * The address (path and query) of the link a mail holds, read as the organisation's admin in
 * the outbox (no SMTP in the tests); signs the admin out again.
 */
export async function linkFromOutbox(
  page: Page,
  orgId: string,
  subject: string,
  link: RegExp,
): Promise<string> {
  await signIn(page, orgId, 'admin');
  await page.goto('/admin-settings/outbox');
  await page.getByRole('button', { name: subject }).first().click();
  const href = await page
    .getByRole('dialog')
    .getByRole('link', { name: link })
    .getAttribute('href');
  expect(href).toBeTruthy();
  await page.keyboard.press('Escape');
  await signOut(page);
  const url = new URL(href ?? '');
  return url.pathname + url.search;
}
