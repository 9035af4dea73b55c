import { expect, test, type Browser, type Page } from '@playwright/test';
import { approveRecord, openRecordApprovals } from './record-approvals';
import { signIn } from './sign-in';

// Carla's 2026 appraisal, seeded at Self-assessment: she rates herself, her manager rates her
// while it waits on him and approves it, and HR calibrates and locks it.

/** The rating cells of one table (KPIs or competencies), row by row. */
async function rate(page: Page, table: string, column: string, ratings: number[]) {
  const grid = page.getByRole('table', { name: table });
  for (const [index, rating] of ratings.entries())
    await grid.getByLabel(`${column}, row ${index + 1}`).fill(String(rating));
}

async function openCarlas(page: Page, list: string) {
  await page.goto(list);
  await page.getByRole('row', { name: /Mendoza, Carla.*Annual review 2026/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appraisal' })).toBeVisible();
}

async function edit(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit appraisal' })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Appraisal updated.')).toBeVisible();
}

async function take(page: Page, action: string, state: string) {
  await page.getByRole('button', { name: action }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: action }).click();
  await expect(page.getByText(`Appraisal is now ${state}.`)).toBeVisible();
}

/** Her manager opens it from Record approvals, rates her, and approves it. */
async function rateAndApproveAsManager(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'acme', 'approver');
  await openRecordApprovals(page);
  const row = page.getByRole('row', { name: /Submit self-assessment/ });
  await row.getByText(/^Appraisal Mendoza, Carla/).click();
  await page.getByRole('link', { name: 'Open the appraisal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appraisal' })).toBeVisible();
  await edit(page);
  // Her self ratings are hers: he sees them and cannot change them.
  const kpis = page.getByRole('table', { name: 'Key performance indicators' });
  await expect(kpis.getByLabel('Self rating (1-5), row 1')).toBeDisabled();
  await rate(page, 'Key performance indicators', "Manager's rating (1-5)", [4, 3]);
  await rate(page, 'Competencies', "Manager's rating (1-5)", [4, 4]);
  await page.getByLabel("Manager's comments").fill('Reliable; more care with the cash count.');
  await save(page);
  // 70% on the KPIs and 80% on the competencies, 60/40: 74%, Meets expectations.
  await expect(page.getByText('Meets expectations', { exact: true })).toBeVisible();

  await approveRecord(page, /Submit self-assessment/);
  await page.context().close();
}

test('an appraisal goes from the self-assessment through the manager’s rating to lock', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'acme', 'employee');
  await openCarlas(page, '/appraisals/employee/list');
  await edit(page);
  // The KPIs are HR's: she cannot reweigh them, add or remove one.
  const kpis = page.getByRole('table', { name: 'Key performance indicators' });
  await expect(kpis.getByLabel('Weight (%), row 1')).toBeDisabled();
  await expect(page.getByRole('button', { name: '+ Add row' })).toHaveCount(0);
  await rate(page, 'Key performance indicators', 'Self rating (1-5)', [4, 5]);
  await rate(page, 'Competencies', 'Self rating (1-5)', [5, 4]);
  await page
    .getByLabel("Employee's comments")
    .fill('Covered the counter through the typhoon week.');
  await save(page);
  await take(page, 'Submit self-assessment', 'Manager review');

  await rateAndApproveAsManager(browser);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, 'acme', 'hr');
  await openCarlas(page, '/appraisals/list');
  await expect(page.getByText('Approved').first()).toBeVisible();
  await edit(page);
  await page.getByLabel('Calibrated score (%)').fill('81');
  await page.getByLabel('Calibration note').fill('Panel: the typhoon week counts for more.');
  await save(page);
  await take(page, 'Lock', 'Locked');
  await expect(page.getByText('Exceeds expectations', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/appraisal-locked.png', fullPage: true });
});
