import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test.describe('time records', () => {
  test('an employee times in and out on the web bundy and sees it on the time record', async ({
    page,
  }) => {
    await signIn(page, 'acme', 'employee');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Time records', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Time records' })).toBeVisible();
    await expect(page.getByText('Mendoza, Carla · 2022-0005')).toBeVisible();
    await expect(page.getByText(/^Cut-off /)).toBeVisible();

    await page.getByRole('button', { name: 'Time in' }).click();
    await expect(page.getByText(/^Timed in at \d\d:\d\d\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Time out' }).click();
    await expect(page.getByText(/^Timed out at \d\d:\d\d\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Time in' })).toBeVisible();
    // Both punches are listed on today's row of the record.
    await expect(page.getByRole('cell', { name: /in \d\d:\d\d · out \d\d:\d\d/ })).toBeVisible();
  });

  test('HR opens another employee’s record by number, without the web bundy', async ({ page }) => {
    await signIn(page, 'acme', 'hr');
    await page.goto('/time-records/list');
    await page.getByLabel('Employee number').fill('2022-0004');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page).toHaveURL(/\/time-records\/list\/2022-0004$/);
    await expect(page.getByText('Dela Cruz, Ramon · 2022-0004')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Time in' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('row')).not.toHaveCount(0);
  });
});
