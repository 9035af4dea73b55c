import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('HR saves a filtered employee view and shares it; its link opens the same list elsewhere; picked rows export alone', async ({
  page,
  browser,
}) => {
  await signIn(page, 'acme', 'hr');
  await page.goto('/hr/employees');
  await page.getByRole('combobox', { name: 'Department' }).selectOption('Operations');
  // The list is sorted by last name already: a press turns it round.
  await page.getByRole('button', { name: /^Last name/ }).click();
  // The list's state is in its address: filter and sort.
  await expect(page).toHaveURL(/filter=.*Operations.*&sort=-lastName/);
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox') });
  await expect(rows.filter({ hasText: 'Operations' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save as a new view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByLabel('Name').fill('Operations, Z to A');
  await dialog.getByLabel('Share with everyone who can see this list').check();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('button', { name: 'View: Operations, Z to A' })).toBeVisible();
  await expect(page).toHaveURL(/view=/);
  const link = page.url();

  // Another person, in a browser of their own, opens the link: the same list.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signIn(other, 'acme', 'admin');
  await other.goto(link);
  await expect(other.getByRole('combobox', { name: 'Department' })).toHaveValue('Operations');
  await expect(other.getByRole('columnheader', { name: 'Last name' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const names = other.locator('tbody tr td:nth-child(4)');
  await expect(names.first()).toBeVisible();
  const shown = await names.allTextContents();
  expect(shown.length).toBeGreaterThan(1);
  expect([...shown].sort().reverse()).toEqual(shown);
  await expect(other.getByRole('button', { name: 'View: Operations, Z to A' })).toBeVisible();
  await other.getByRole('button', { name: 'View: Operations, Z to A' }).click();
  // A view shared by someone else is theirs to change.
  await expect(other.getByRole('menuitem', { name: /Operations, Z to A/ })).toBeVisible();
  await expect(other.getByRole('menuitem', { name: /Remove/ })).toHaveCount(0);
  await elsewhere.close();

  // Two rows picked: the bar offers their export, and the file holds those two.
  const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const bar = page.getByRole('dialog', { name: 'Bulk actions' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Export selected' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines.slice(1).every((line) => line.includes('Operations'))).toBe(true);
  await page.screenshot({ path: 'test-results/screens/list-views-bulk.png' });
});
