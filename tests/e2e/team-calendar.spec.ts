import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { weekday, workday } from '../api/support/work-dates';
import { apiOf } from './page-api';
import { settled } from './settled';
import { signIn, signOut } from './sign-in';

// Carla opens the team calendar and finds Ramon (her manager, Operations like her) out and a
// holiday HR added, in the week view and the month view; her own feed address is there to copy
// and to renew. axe finds nothing serious in either view, and a phone's width never scrolls
// sideways.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const leaveDate = workday(2, 2);
const holidayDate = weekday(2, 5);

async function seriousViolations(page: Page) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

/** The calendar shows the week of the leave: this week's list, then Next week until it. */
async function openWeekOfLeave(page: Page) {
  await page.goto('/team-calendar');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 2 });
  const monthDay = new Date(`${leaveDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (let week = 0; week < 3; week += 1) {
    if ((await page.getByText(monthDay, { exact: true }).count()) > 0) break;
    const before = await heading.textContent();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(heading).not.toHaveText(before ?? '');
    // The last week's events stay on screen while the next week's load: wait for them.
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  }
  await expect(page.getByText(monthDay, { exact: true })).toBeVisible();
}

/** HR adds a holiday and Ramon files a day's leave, in the week after next. */
async function plantHolidayAndLeave(page: Page) {
  await signIn(page, 'acme', 'hr');
  await (
    await apiOf(page)
  ).call('POST', '/api/records', {
    form_id: 'company-holiday',
    data: {
      date: holidayDate,
      name: 'Team Calendar Day',
      type: 'Special non-working day',
      scope: 'Nationwide',
    },
  });
  await signOut(page);
  await signIn(page, 'acme', 'approver');
  await (
    await apiOf(page)
  ).call('POST', '/api/hcm/application', {
    kind: 'leave',
    details: {
      leaveType: 'Sick leave',
      dateFrom: leaveDate,
      dateTo: leaveDate,
      dayPart: 'Whole day',
      reason: 'Check-up',
    },
  });
  await signOut(page);
}

test('an employee sees a colleague out and a holiday, by week and by month', async ({ page }) => {
  test.setTimeout(90_000);
  await plantHolidayAndLeave(page);
  await signIn(page, 'acme', 'employee');
  await page.getByRole('link', { name: 'Team calendar' }).first().click();
  await expect(page.getByRole('heading', { name: 'Team calendar', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Pending approval');

  await openWeekOfLeave(page);
  // The colleague's leave says neither its kind nor its reason, and that it is pending.
  await expect(page.getByText('Ramon Dela Cruz: Leave (pending)')).toBeVisible();
  await expect(page.getByText('Sick leave')).toHaveCount(0);
  await expect(page.getByText('Holiday: Team Calendar Day')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  const grid = page.getByRole('grid');
  // Other pending leave of his may fall in the same month (the suite shares one database).
  await expect(grid.getByText('Ramon Dela Cruz: Leave (pending)').first()).toBeVisible();
  await expect(grid.getByText('Team Calendar Day', { exact: true })).toBeVisible();
  await expect(grid.getByText('Rest day').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the employee copies her feed address and renews it after confirming', async ({ page }) => {
  await signIn(page, 'acme', 'employee');
  await page.goto('/team-calendar');
  await page.getByRole('button', { name: 'Subscribe (iCalendar)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe (iCalendar)' });
  const make = dialog.getByRole('button', { name: 'Make my feed address' });
  const address = dialog.getByRole('status', { name: 'Your feed address' });
  await make.or(address).waitFor();
  if (await make.isVisible()) await make.click();
  await expect(address).toHaveText(/\/api\/calendar-feed\/acme\./);
  const first = await address.textContent();
  expect((await page.request.get(first ?? '')).headers()['content-type']).toMatch(/text\/calendar/);

  await dialog.getByRole('button', { name: 'Get a new address' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Get a new address' }).click();
  await expect(address).not.toHaveText(first ?? '');
  expect((await page.request.get(first ?? '')).status()).toBe(404);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});

test('at a phone’s width the calendar opens as a list and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'acme', 'employee');
  await page.goto('/team-calendar');
  await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBe(0);
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  expect(await overflow()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});
