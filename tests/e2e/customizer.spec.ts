import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('layout and sidebar colour choices survive a reload', async ({ page }) => {
  await signIn(page, 'acme', 'hr');
  await page
    .getByRole('button', { name: /settings/i })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Layout 1', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Teal' }).click();
  await expect(drawer.getByRole('button', { name: 'Teal' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  const layout = await page.locator('[data-layout]').first().getAttribute('data-layout');
  expect(layout).toBe('layout1');

  await page.reload();
  await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'layout1');
  await page
    .getByRole('button', { name: /settings/i })
    .first()
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Teal' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('right to left flips the layout and stays flipped', async ({ page }) => {
  await signIn(page, 'acme', 'payroll');
  const menu = page.getByRole('navigation', { name: /main menu/i });
  const before = await menu.boundingBox();
  await page
    .getByRole('button', { name: /settings/i })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Settings' }).getByText('Right to left').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const after = await menu.boundingBox();
  const width = page.viewportSize()?.width ?? 1280;
  expect(before && before.x < width / 2).toBe(true);
  expect(after && after.x > width / 2).toBe(true);
});
