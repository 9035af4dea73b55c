import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test.describe('signing in', () => {
  test('each organisation shows its own branding on its sign-in page', async ({ page }) => {
    await page.goto('/login/acme');
    await expect(page).toHaveTitle(/Acme Corporation/);
    await expect(page.getByRole('img', { name: /Acme Corporation/ }).first()).toBeVisible();
    const acmeFavicon = await page.locator('link[rel~="icon"]').first().getAttribute('href');
    expect(acmeFavicon).toContain('/api/organization/assets/acme/favicon.svg');

    await page.goto('/login/icare');
    await expect(page).toHaveTitle(/iCare Health/);
    await expect(page.getByRole('img', { name: /iCare Health/ }).first()).toBeVisible();
  });

  test('an unknown organisation says so and offers to pick another', async ({ page }) => {
    await page.goto('/login/globex');
    await expect(page.getByText(/globex/i).first()).toBeVisible();
    await expect(page.getByLabel('Organisation')).toBeVisible();
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login/acme');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  });

  // `approvals`: whether the Approvals group lists the leave approval page (Leave is also an
  // entry of everyone's Applications group).
  const menus = [
    { user: 'admin', sees: ['Dashboard', 'Audit trail', 'Mail outbox'], not: [], approvals: true },
    { user: 'hr', sees: ['Dashboard', 'Audit trail'], not: ['Mail outbox'], approvals: true },
    {
      user: 'payroll',
      sees: ['Dashboard', 'Password and PIN', 'Backdated transactions'],
      not: ['Audit trail'],
      approvals: false,
    },
    {
      user: 'approver',
      sees: ['Dashboard', 'Overtime', 'Time Correction'],
      not: ['Audit trail'],
      approvals: true,
    },
    {
      user: 'employee',
      sees: ['Dashboard', 'Password and PIN', 'Leave'],
      not: ['Audit trail', 'Mail outbox', 'Backdated transactions'],
      approvals: false,
    },
  ];
  for (const { user, sees, not, approvals } of menus) {
    test(`${user} lands on the branded layout with the right menu`, async ({ page }) => {
      await signIn(page, 'acme', user);
      const menu = page.getByRole('navigation', { name: /main menu/i });
      for (const label of sees)
        await expect(
          menu.getByRole('link', { name: new RegExp(`^${label}`) }).first(),
        ).toBeVisible();
      for (const label of not)
        await expect(menu.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveCount(0);
      await expect(
        menu.getByRole('list', { name: 'Applications' }).getByRole('link', { name: /^Leave/ }),
      ).toBeVisible();
      await expect(
        menu.getByRole('list', { name: 'Approvals' }).getByRole('link', { name: /^Leave/ }),
      ).toHaveCount(approvals ? 1 : 0);
      await expect(page.getByRole('img', { name: /Acme Corporation/ }).first()).toBeVisible();
    });
  }

  test("the approver sees 'N new' beside approval pages with pending items", async ({ page }) => {
    await signIn(page, 'acme', 'approver');
    const menu = page
      .getByRole('navigation', { name: /main menu/i })
      .getByRole('list', { name: 'Approvals' });
    // Seeded: Carla's leave and overtime wait for line approvers (Ana's leave goes to HR).
    await expect(menu.getByRole('link', { name: /^Leave/ })).toContainText('1 new');
    await expect(menu.getByRole('link', { name: /^Overtime/ })).toContainText('1 new');
    await menu.getByRole('link', { name: /^Leave/ }).click();
    await expect(page).toHaveURL(/\/approvals\/leave$/);
    await expect(menu.getByRole('link', { name: /^Leave/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByText(/^Vacation leave, \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d$/),
    ).toBeVisible();
  });

  test('icare uses its own theme and hides time corrections', async ({ page }) => {
    await signIn(page, 'icare', 'approver');
    const menu = page.getByRole('navigation', { name: /main menu/i });
    await expect(
      menu.getByRole('list', { name: 'Approvals' }).getByRole('link', { name: /^Leave/ }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Time Correction/ })).toHaveCount(0);
  });

  test('signing out ends the session', async ({ page }) => {
    await signIn(page, 'acme', 'employee');
    await page
      .getByRole('button', { name: /sign out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login\/acme$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});
