import { expect, test, type Browser } from '@playwright/test';
import { signIn } from './sign-in';

const TITLE = `Logistics planner ${Date.now() % 100_000}`;

/** The line approver approves the vacancy from Record approvals, found through the menu badge. */
async function approveAsApprover(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'acme', 'approver');
  const entry = page.getByRole('navigation').getByRole('link', { name: /Record approvals/ });
  await expect(entry).toContainText(/\d+ new/);
  await entry.click();
  await expect(page).toHaveURL(/\/approvals\/records$/);
  await expect(page.getByRole('heading', { name: 'Record approvals' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toContainText(`Vacancy ${TITLE}, Operations: Submit for approval`);
  await page.screenshot({ path: 'test-results/screens/record-approvals.png', fullPage: true });
  await row.getByRole('button', { name: 'Approve Jose Reyes' }).click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toHaveCount(0);
  await page.context().close();
}

test('HR submits a vacancy for approval; the approver approves it from Record approvals; HR sees it Open', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'acme', 'hr');
  await page.goto('/ers/vacancies/list');
  await expect(page.getByRole('heading', { name: 'Vacancies' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Add' })
    .or(page.getByRole('button', { name: 'Add' }))
    .first()
    .click();
  await page.getByLabel('Position title').fill(TITLE);
  await page.getByLabel('Department', { exact: true }).fill('Operations');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Vacancy saved.')).toBeVisible();
  const status = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Status' }) });
  await expect(status).toContainText('Draft');

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Submit for approval?' });
  await dialog.getByLabel('Remark (optional)').fill('Two new routes from January.');
  await dialog.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Vacancy is now For approval.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(status).toContainText('Draft → For approval');
  await page.screenshot({ path: 'test-results/screens/vacancy-submitted.png', fullPage: true });

  await approveAsApprover(browser);

  await page.reload();
  await expect(status).toContainText('For approval → Open');
  await expect(page.getByRole('button', { name: 'Put on hold' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/vacancy-open.png', fullPage: true });
});
