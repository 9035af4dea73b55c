import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { ApplicationDetail } from '../../src/shared/api/applications';
import { workday } from '../api/support/work-dates';
import { apiOf } from './page-api';
import { settled } from './settled';
import { signIn } from './sign-in';

// The employee applies for leave seeing what it takes and who else is out; it rings the
// approver's bell, who opens it there and approves it where it leads; the employee's open page
// hears back.

const leaveDate = workday(4, 3);

test('leave filed with its outlook rings the approver’s bell, is approved from it, and the employee hears back', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // Ramon (the approver, Operations like Carla) is away that day himself.
  const approver = await (await browser.newContext()).newPage();
  await signIn(approver, 'acme', 'approver');
  const ramon = await apiOf(approver);
  const ramonsLeave = await ramon.call<ApplicationDetail>('POST', '/api/hcm/application', {
    kind: 'leave',
    details: {
      leaveType: 'Vacation leave',
      dateFrom: leaveDate,
      dateTo: leaveDate,
      dayPart: 'Whole day',
      reason: 'Seminar',
    },
  });

  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'acme', 'employee');
  await (await apiOf(employee)).call('POST', '/api/notifications/read-all');
  await employee.goto('/application/apply/leave');
  await employee.getByLabel(/^Leave type/).selectOption('Vacation leave');
  await employee.getByLabel(/^From/).fill(leaveDate);
  await employee.getByLabel(/^To/).fill(leaveDate);
  await employee.getByLabel(/^Reason/).fill('Town fiesta');
  const outlook = employee.getByRole('complementary', { name: 'This leave' });
  await expect(outlook.getByText('1 working day, takes 1 day')).toBeVisible();
  await expect(outlook.getByText(/days? of Vacation leave left after it\.$/)).toBeVisible();
  await expect(outlook.getByText('Also out in Operations')).toBeVisible();
  await expect(outlook.getByText('Ramon Dela Cruz')).toBeVisible();
  await employee.getByRole('button', { name: 'Submit application' }).click();
  await expect(employee).toHaveURL(/\/application\/leave\/list/);
  // The employee keeps the dashboard open from here on.
  await employee.goto('/dashboard');
  await expect(employee.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await approver.goto('/dashboard');
  await approver.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  // The bell's list (the dashboard's "Waiting for you" holds the same notice).
  await approver
    .getByRole('dialog')
    .getByRole('link', {
      name: new RegExp(`Carla Mendoza's leave application awaits your approval.*${leaveDate}`),
    })
    .click();
  await expect(approver).toHaveURL(/\/approvals\/leave\?view=[0-9a-f-]+$/);
  const drawer = approver.getByRole('dialog');
  await expect(drawer.getByText('Town fiesta')).toBeVisible();
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await approver.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(drawer.getByText('Approved', { exact: true }).first()).toBeVisible();
  await approver.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Opened is read, and decided is settled: the notice no longer counts as unread.
  await approver.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    approver.getByRole('link', { name: new RegExp(`^Carla Mendoza's leave.*${leaveDate}`) }),
  ).toBeVisible();
  await expect(
    approver.getByRole('link', {
      name: new RegExp(`^Unread: Carla Mendoza's leave.*${leaveDate}`),
    }),
  ).toHaveCount(0);

  // The employee's bell, live: no reload, a poll (every 15 s) brings it, open or closed.
  await employee.getByRole('button', { name: /^Notifications/ }).click();
  const decided = employee.getByRole('dialog').getByRole('link', {
    name: new RegExp(`Your leave application was approved.*${leaveDate}`),
  });
  await expect(decided).toBeVisible({ timeout: 20_000 });
  await settled(employee);
  const { violations } = await new AxeBuilder({ page: employee })
    .include('[data-scope="popover"][data-part="content"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);
  await decided.click();
  await expect(employee).toHaveURL(/\/application\/leave\/list\?view=[0-9a-f-]+$/);

  // Ramon's own leave leaves the queues as it found them.
  await ramon.call('POST', `/api/hcm/application/${ramonsLeave.id}/cancel`, {
    remark: 'Seminar moved',
  });
});
