import { expect, test } from '@playwright/test';
import { signIn, signOut } from './sign-in';

const TITLE = 'Year-end party on December 19';

/** Yesterday at 08:00 in Taipei, as the publish date-time input takes it. */
function yesterdayMorning(): string {
  const day = new Date(Date.now() - 86_400_000).toLocaleString('sv-SE', {
    timeZone: 'Asia/Taipei',
  });
  return `${day.slice(0, 10)}T08:00`;
}

test('HR publishes an announcement to everyone, the employee reads it from the dashboard, HR sees one read', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'acme', 'hr');
  await page.goto('/announcements');
  await page.getByRole('link', { name: 'New announcement' }).click();
  await expect(page.getByRole('heading', { name: 'Add announcement' })).toBeVisible();
  await page.getByLabel('Title').fill(TITLE);
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Dinner and games at the head office, 6 PM. Bring your family.');
  await page.getByLabel('Publish on').fill(yesterdayMorning());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/announcements\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByText(/^0 of \d+ people in its audience have read it\.$/)).toBeVisible();
  const viewPath = new URL(page.url()).pathname;
  await signOut(page);

  await signIn(page, 'acme', 'employee');
  const onDashboard = page.getByRole('region', { name: 'Announcements' });
  await expect(onDashboard.getByRole('link', { name: `${TITLE} (unread)` })).toBeVisible();
  await onDashboard.getByRole('link', { name: new RegExp(TITLE) }).click();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByText('Dinner and games at the head office')).toBeVisible();
  // Employees get neither the editing buttons nor the receipts.
  await expect(page.getByRole('main').getByRole('link', { name: 'Edit', exact: true })).toHaveCount(
    0,
  );
  await expect(page.getByText(/have read it/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  // Read now: the link names the title and date, without "(unread)".
  await expect(
    onDashboard.getByRole('link', { name: new RegExp(`^${TITLE} [A-Z][a-z]{2} \\d{1,2}$`) }),
  ).toBeVisible();
  await signOut(page);

  await signIn(page, 'acme', 'hr');
  await page.goto(viewPath);
  await expect(page.getByText(/^1 of \d+ people in its audience have read it\.$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Carla Mendoza' })).toBeVisible();
});
