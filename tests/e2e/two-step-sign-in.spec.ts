import { expect, test, type Page } from '@playwright/test';
import { codeAt, steadyStep } from '../api/support/authenticator';
import { DEMO_PASSWORD, signIn, signOut } from './sign-in';

// The accountant is nobody else's in these specs: signing in needs a code once this has run.
const USERNAME = 'accountant';

async function passwordStep(page: Page): Promise<void> {
  await page.goto('/login/acme');
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test('turning on two-step sign-in, then signing in with the app’s code or a recovery code', async ({
  page,
}) => {
  // Waiting for a time step with room left (steadyStep) can take a dozen seconds.
  test.setTimeout(90_000);
  await signIn(page, 'acme', USERNAME);
  await page.goto('/profile/security');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByAltText('QR code to scan with your authenticator app')).toBeVisible();
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  await steadyStep();
  await page.getByLabel('Code from the app').fill(await codeAt(secret, -1));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = await codes.first().innerText();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();
  await signOut(page);

  // The password alone no longer signs in: the code step follows it.
  await passwordStep(page);
  const code = page.getByLabel('Code from the app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await code.fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile/security');
  await expect(page.getByText('9 recovery codes left.')).toBeVisible();
});
