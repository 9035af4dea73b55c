import { expect, test, type Page } from '@playwright/test';
import { pastWorkday } from '../api/support/work-dates';
import { signIn } from './sign-in';

// The whole loop: an employee punches and files leave and overtime; the approver sees the
// badge rise, approves the leave in the app and the overtime from the e-mail link in the
// outbox; the employee sees both approved and the time record counting them.

// One past working day for both, so one cut-off of the time record shows them (the seeded
// overtime that day runs 18:00–21:00).
const leaveDate = pastWorkday(1);
const overtimeDate = leaveDate;

async function apply(page: Page, kind: string, fields: [string, string][]) {
  await page.goto(`/application/apply/${kind}`);
  for (const [label, value] of fields) {
    const field = page.getByLabel(new RegExp(`^${label}`));
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
      await field.selectOption(value);
    else await field.fill(value);
  }
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/${kind}/list`));
}

/** The approval page's entry in the side menu, with its 'N new' badge. */
const badgeOf = (page: Page, slug: string) =>
  page.getByRole('navigation').locator(`a[href="/approvals/${slug}"]`);

test('an application goes from the employee to the approver and back to the time record', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const employee = await (await browser.newContext()).newPage();
  await signIn(employee, 'acme', 'employee');
  await employee.goto('/time-records/list');
  await employee.getByRole('button', { name: 'Time in' }).click();
  await expect(employee.getByText(/^Timed in at \d\d:\d\d\.$/)).toBeVisible();
  await employee.getByRole('button', { name: 'Time out' }).click();
  await expect(employee.getByText(/^Timed out at \d\d:\d\d\.$/)).toBeVisible();

  const approver = await (await browser.newContext()).newPage();
  await signIn(approver, 'acme', 'approver');
  // Seeded: one leave and one overtime wait for the approver.
  await expect(badgeOf(approver, 'leave')).toContainText('1 new');

  await employee.goto('/application/apply/leave');
  await expect(employee.getByText('Ramon Dela Cruz')).toBeVisible();
  await apply(employee, 'leave', [
    ['Leave type', 'Vacation leave'],
    ['From', leaveDate],
    ['To', leaveDate],
    ['Reason', 'Family errand'],
  ]);
  await expect(employee.getByRole('row', { name: new RegExp(leaveDate) })).toContainText('Pending');
  await apply(employee, 'overtime', [
    ['Date', overtimeDate],
    ['Start', '21:00'],
    ['End', '23:00'],
    ['Reason', 'Quarter-end reports'],
  ]);

  await approver.reload();
  await expect(badgeOf(approver, 'leave')).toContainText('2 new');
  await expect(badgeOf(approver, 'overtime')).toContainText('2 new');

  // The leave, in the app.
  await badgeOf(approver, 'leave').click();
  const row = approver.getByRole('row', { name: new RegExp(leaveDate) });
  await row.getByRole('button', { name: 'Approve Carla Mendoza' }).click();
  await approver.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(row).toHaveCount(0);
  await expect(badgeOf(approver, 'leave')).toContainText('1 new');

  // The overtime, from the e-mail the approver was sent (read here in the admin's outbox).
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'acme', 'admin');
  await admin.goto('/admin-settings/outbox');
  await admin
    .getByRole('row', { name: /ramon\.delacruz@acme\.example.*overtime application awaits/i })
    .first()
    .click();
  // The dialog reads the mail's text once it opens.
  await expect(admin.getByRole('dialog')).toContainText('Approve:');
  const mail = await admin.getByRole('dialog').innerText();
  const link = mail.match(/Approve: (\S+\/approve\?token=\S+)/)?.[1];
  expect(link, mail).toContain('/email/applications/overtime/2022-0005/');
  const url = new URL(link ?? '');
  const linkPage = await (await browser.newContext()).newPage();
  await linkPage.goto(url.pathname + url.search);
  await expect(linkPage.getByText(`Overtime, ${overtimeDate} 21:00–23:00`)).toBeVisible();
  await linkPage.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(linkPage.getByRole('status')).toContainText('approved');

  // The employee sees both approved, and the time record counts them.
  await employee.goto('/application/leave/list');
  await expect(employee.getByRole('row', { name: new RegExp(leaveDate) })).toContainText(
    'Approved',
  );
  await employee.goto('/application/overtime/list');
  await expect(
    employee.getByRole('row', { name: `Overtime, ${overtimeDate} 21:00–23:00` }),
  ).toContainText('Approved');
  await employee.goto('/time-records/list');
  await expect(employee.getByText(/^Cut-off /)).toBeVisible();
  if (!(await employee.getByText(/^Cut-off /).innerText()).includes(leaveDate.slice(0, 4)))
    await employee.getByRole('button', { name: 'Previous' }).click();
  const approved = employee.getByText(`Vacation leave, ${leaveDate}`);
  // The rows and the applications the record counts arrive in one response: wait for them
  // before deciding that the leave is in the cut-off before.
  await expect(employee.getByRole('row').nth(1)).toBeVisible();
  if ((await approved.count()) === 0)
    await employee.getByRole('button', { name: 'Previous' }).click();
  await expect(approved).toBeVisible();
  await expect(employee.getByText(`Overtime, ${overtimeDate} 21:00–23:00`)).toBeVisible();
});
