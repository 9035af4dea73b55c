import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

// Dates in the display zone (UTC+8), as the opening's date inputs take them.
const dayAt = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a candidate applies on the careers page and HR finds them at Applied on the pipeline', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // HR posts an opening that takes applications from today.
  await signIn(page, 'acme', 'hr');
  await page.goto('/ats/job-opening/add/ats-job-opening');
  await page.getByLabel('Opening code').fill('JO-2026-777');
  await page.getByLabel('Job title').fill('Payroll analyst');
  await page.getByLabel('Department').fill('Finance');
  await page.getByLabel('Openings').fill('1');
  await page.getByLabel('Posted on').fill(dayAt(0));
  await page.getByLabel('Applications close on').fill(dayAt(30));
  await page
    .getByLabel('Qualifications')
    .fill('Two years of payroll; knows SSS, PhilHealth and Pag-IBIG');
  await page.getByLabel('Status').selectOption('Open');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Job opening saved.')).toBeVisible();

  // A candidate, signed in as nobody, applies with a CV.
  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto('/session/application?org=acme');
  await expect(
    candidate.getByRole('heading', { name: 'Careers at Acme Corporation' }),
  ).toBeVisible();
  const opening = candidate.getByRole('article', { name: 'Payroll analyst' });
  await expect(opening).toContainText('Two years of payroll');
  await opening.getByRole('button', { name: 'Apply for Payroll analyst' }).click();
  const form = candidate.getByRole('form', { name: 'Apply for Payroll analyst' });
  await form.getByLabel('First name').fill('Liza');
  await form.getByLabel('Last name').fill('Domingo');
  await form.getByLabel('Email').fill('liza.domingo@example.com');
  await form.getByLabel('Mobile number').fill('0917 555 0101');
  await form.getByRole('button', { name: 'Send application' }).click();
  // The mobile number is checked by the applicant's own rules; the CV is required.
  await expect(form.getByText('Attach your CV (PDF or Word)')).toBeVisible();
  await form.getByLabel(/CV \/ résumé/).setInputFiles({
    name: 'liza-domingo-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Liza Domingo\n'),
  });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Mobile number is not in the expected format')).toBeVisible();
  await form.getByLabel('Mobile number').fill('09175550101');
  await form.getByLabel('Expected monthly salary (₱)').fill('35,000');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(candidate.getByText(/your application for Payroll analyst is in/)).toBeVisible();
  await candidate.screenshot({ path: 'test-results/screens/careers-applied.png', fullPage: true });
  await candidate.context().close();

  // HR sees the new applicant in the first column of the pipeline.
  await page.goto('/ats/applicants/pipeline');
  await expect(
    page
      .getByRole('region', { name: 'Applied', exact: true })
      .getByRole('group', { name: /^Liza Domingo, in Applied/ }),
  ).toBeVisible();
});
