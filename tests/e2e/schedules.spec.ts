import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

// Acme has multiple shifts and break durations switched on; iCare has neither.

test('a schedule template follows the organisation’s switches', async ({ browser }) => {
  const icare = await (await browser.newContext()).newPage();
  await signIn(icare, 'icare', 'admin');
  await icare.goto('/schedule-template/create');
  await expect(icare.getByRole('heading', { name: 'Add schedule template' })).toBeVisible();
  await expect(icare.getByLabel('Code')).toBeVisible();
  await expect(icare.getByLabel(/^Break duration/)).toHaveCount(0);

  await icare.getByLabel('Code').fill('TWO-SHIFTS');
  await icare.getByLabel(/^Name/).fill('Two shifts');
  await icare.getByLabel('Start, row 1', { exact: true }).fill('07:00');
  await icare.getByLabel('End, row 1', { exact: true }).fill('11:00');
  await icare.getByRole('button', { name: /Add row/ }).click();
  await icare.getByLabel('Start, row 2', { exact: true }).fill('17:00');
  await icare.getByLabel('End, row 2', { exact: true }).fill('21:00');
  await icare.getByRole('button', { name: 'Save' }).click();
  await expect(
    icare.getByText('Only one shift a day: this organisation has not switched on multiple shifts.'),
  ).toBeVisible();
  await expect(icare).toHaveURL(/\/schedule-template\/create$/);

  const acme = await (await browser.newContext()).newPage();
  await signIn(acme, 'acme', 'admin');
  await acme.goto('/schedule-template/create');
  await acme.getByLabel('Code').fill('FLEX-E2E');
  await acme.getByLabel(/^Name/).fill('Flexible break');
  await acme.getByLabel('Start, row 1', { exact: true }).fill('09:00');
  await acme.getByLabel('End, row 1', { exact: true }).fill('18:00');
  await acme.getByLabel(/^Break duration/).fill('60');
  await acme.getByRole('button', { name: 'Save' }).click();
  await expect(acme).toHaveURL(/\/schedule-template\/view\//);
  await expect(acme.getByText('FLEX-E2E', { exact: true })).toBeVisible();
});
