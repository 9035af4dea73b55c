import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { ApplicationDetail } from '../../src/shared/api/applications';
import { workday } from '../api/support/work-dates';
import { apiOf } from './page-api';
import { signIn } from './sign-in';

// A leave filed by the employee rings the approver's bell; the approver opens it there and
// approves it on the page it leads to; the employee's bell then says so.

const leaveDate = workday(4, 3);

test('the approver is told in the bell, approves from it, and the employee hears back', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'acme', 'employee');
  const { call } = await apiOf(employee);
  const filed = await call<ApplicationDetail>('POST', '/api/hcm/application', {
    kind: 'leave',
    details: {
      leaveType: 'Vacation leave',
      dateFrom: leaveDate,
      dateTo: leaveDate,
      dayPart: 'Whole day',
      reason: 'Town fiesta',
    },
  });
  // The employee starts with nothing unread and keeps the dashboard open throughout.
  await call('POST', '/api/notifications/read-all');
  await employee.goto('/dashboard');
  await expect(employee.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const approver = await (await browser.newContext()).newPage();
  await signIn(approver, 'acme', 'approver');
  const bell = approver.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const notice = approver.getByRole('link', {
    name: new RegExp(`Carla Mendoza's leave application awaits your approval.*${leaveDate}`),
  });
  await notice.click();
  await expect(approver).toHaveURL(new RegExp(`/approvals/leave\\?view=${filed.id}$`));
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

  // The employee's bell, live: no reload, the next poll brings it.
  await employee
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .click({ timeout: 20_000 });
  const decided = employee.getByRole('link', {
    name: new RegExp(`Your leave application was approved.*${leaveDate}`),
  });
  await expect(decided).toBeVisible();
  const { violations } = await new AxeBuilder({ page: employee })
    .include('[data-scope="popover"][data-part="content"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);
  await decided.click();
  await expect(employee).toHaveURL(new RegExp(`/application/leave/list\\?view=${filed.id}$`));
});
