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
