import { expect, test } from '@playwright/test';
import {
  APP_CLIENT,
  startTestProvider,
  type TestProvider,
} from '../api/support/oidc-test-provider';
import { signIn, signOut } from './sign-in';

// The suite's server has no PUBLIC_URL, so its links (and the redirect URI it gives the
// provider) name http://localhost:<port>, as playwright.config.ts starts it.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const CALLBACK = `http://localhost:${PORT}/api/iam/sso/callback`;

let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startTestProvider(CALLBACK);
  // iCare's approver: an account no other spec changes (confirm-email changes the employee's).
  provider.people.set('antonio', { email: 'antonio.lim@icare.example', email_verified: true });
});
test.afterAll(() => provider?.close());

test('an administrator sets up single sign-on and an approver signs in with the provider', async ({
  page,
}) => {
  await signIn(page, 'icare', 'admin');
  await page
    .getByRole('list', { name: 'Shortcuts' })
    .getByRole('link', { name: 'Single sign-on' })
    .click();
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  await expect(page.getByText(CALLBACK)).toBeVisible();

  await page.getByLabel('Issuer URL').fill(provider.issuer);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(`Found ${provider.issuer}`)).toBeVisible();
  await page.getByLabel('Client ID').fill(APP_CLIENT.clientId);
  await page.getByLabel('Client secret').fill(APP_CLIENT.secret);
  await page.getByLabel('Name on the sign-in button').fill('iCare Identity');
  await page.getByText('Sign-in with the provider', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The single sign-on settings are saved.')).toBeVisible();
  await expect(page.getByText(/A secret is kept/)).toBeVisible();
  await signOut(page);

  await page.goto('/login/icare');
  await page.getByRole('link', { name: 'Sign in with iCare Identity' }).click();
  // The provider's own sign-in page.
  await page.locator('input[name="login"]').fill('antonio');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Antonio Lim' })).toBeVisible();
});
