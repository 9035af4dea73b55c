import { expect, type Page } from '@playwright/test';

/** Opens Record approvals from the menu (its badge counts what waits). */
export async function openRecordApprovals(page: Page) {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Record approvals/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Record approvals' })).toBeVisible();
}

/** Approves the one waiting record whose row matches, confirmed; it leaves the queue. */
export async function approveRecord(page: Page, row: RegExp) {
  await openRecordApprovals(page);
  await page
    .getByRole('row', { name: row })
    .getByRole('button', { name: /^Approve / })
    .click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('row', { name: row })).toHaveCount(0);
}
