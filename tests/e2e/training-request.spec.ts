import { expect, test, type Browser } from '@playwright/test';
import { approveRecord, openRecordApprovals } from './record-approvals';
import { signIn } from './sign-in';

/** Carla's manager approves her request from Record approvals, found through the menu badge. */
async function approveAsManager(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'acme', 'approver');
  await openRecordApprovals(page);
  await expect(page.getByRole('row', { name: /TR-2026-002/ })).toContainText('Submit for approval');
  await approveRecord(page, /TR-2026-002/);
  await page.context().close();
}

test('an employee requests a training, her manager approves it, and it is on her training calendar', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'acme', 'employee');
  await page.goto('/learning-and-development/training-requests/form/ld-training-request');
  // She files for herself only: the form names her and does not offer anyone else.
  await expect(page.getByRole('combobox', { name: 'Employee' })).toHaveValue(/Mendoza, Carla/);
  await expect(page.getByRole('combobox', { name: 'Employee' })).not.toBeEditable();
  await page.getByRole('combobox', { name: 'Training' }).fill('TR-2026-002');
  await page.getByRole('option', { name: /TR-2026-002/ }).click();
  await page.getByLabel('Why this training').fill('I lead the Cebu warehouse first-aid roster.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Training request saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit for approval?' })
    .getByRole('button', { name: 'Submit for approval' })
    .click();
  await expect(page.getByText('Training request is now Submitted.')).toBeVisible();

  await approveAsManager(browser);

  await page.reload();
  await expect(page.getByText(/Submitted → Approved by approver/)).toBeVisible();

  // Her enrolment is on the attendance calendar on the training's days (2–4 December 2026).
  await page.goto('/learning-and-development/attendance/list?view=calendar');
  const now = new Date();
  const months = (2026 - now.getFullYear()) * 12 + (11 - now.getMonth());
  for (let step = 0; step < Math.abs(months); step += 1)
    await page.getByRole('button', { name: months > 0 ? 'Next month' : 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: 'December 2026' })).toBeVisible();
  await expect(
    page.locator('[data-day="2026-12-02"]').getByRole('button', { name: /TR-2026-002/ }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/training-calendar.png', fullPage: true });
});
