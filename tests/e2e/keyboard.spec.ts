import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('a keyboard user skips the menu to the page with the first Tab, in every layout', async ({
  page,
}) => {
  await signIn(page, 'acme', 'hr');
  const choose = async (choice: string) => {
    await page
      .getByRole('button', { name: /settings/i })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Settings' }).getByText(choice, { exact: true }).click();
    await page.keyboard.press('Escape');
  };
  for (const [layout, choice] of [
    ['layout2', 'Layout 2'],
    ['layout1', 'Layout 1'],
    ['layout3', 'Layout 3'],
  ]) {
    await choose(choice!);
    await page.goto('/announcements');
    await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', layout!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Clipped out of sight, taking no room, until focused.
    const skip = page.getByRole('link', { name: 'Skip to content' });
    const shown = () =>
      skip.evaluate((link) => {
        const { clip, position } = getComputedStyle(link);
        return { clipped: clip !== 'auto', position };
      });
    expect(await shown()).toEqual({ clipped: true, position: 'absolute' });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    expect(await shown()).toEqual({ clipped: false, position: 'fixed' });
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab lands inside the page, not on the menu.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
  }
  // hr's choice is kept on the server: the default again for the tests after this one.
  await choose('Layout 2');
  await page.reload();
  await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'layout2');
});
