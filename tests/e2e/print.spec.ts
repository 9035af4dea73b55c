import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

// Printing a page prints the page: no menu, header or breadcrumb, no buttons, one column as wide
// as the sheet, and the whole table.

for (const [user, title, path] of [
  ['employee', 'time records', '/time-records/list'],
  ['employee', 'payslips', '/hcm/payslip/list'],
  ['hr', 'employee list', '/hr/employees'],
] as const) {
  test(`${user}: the ${title} print without the app around them`, async ({ page }) => {
    await signIn(page, 'acme', user);
    await page.goto(path);
    const table = page.locator('main table').first();
    await expect(table).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const controls = page.locator('main button:not(th > button), main a.chakra-button');
    for (const frame of [page.locator('aside'), page.locator('header'), controls])
      await expect(frame.first()).toBeHidden();
    // A sortable column's header is a button on screen and its title on paper.
    const heads = await table
      .locator('th')
      .evaluateAll((cells) =>
        cells.map((cell) => [(cell as HTMLElement).innerText.trim(), cell.textContent?.trim()]),
      );
    expect(heads.filter(([, text]) => text).length).toBeGreaterThan(1);
    for (const [shown, text] of heads) expect(shown).toBe(text);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(table).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // On an A4 sheet's width the table wraps its cells rather than run off the sheet.
    await page.setViewportSize({ width: 794, height: 1123 });
    const sheet = await table.evaluate((element) => ({
      right: element.getBoundingClientRect().right,
      width: document.documentElement.clientWidth,
    }));
    expect(sheet.right).toBeLessThanOrEqual(sheet.width);
    // The main column starts at the page's left edge: the sidebar's room is not kept.
    expect((await page.locator('main').boundingBox())?.x).toBe(0);
  });
}

test('employee: a payslip prints as the payslip, its lines and totals without the steps or links', async ({
  page,
}) => {
  await signIn(page, 'acme', 'employee');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Open payslip' }).click();
  const steps = page.getByRole('heading', { name: 'How it was computed' });
  await expect(steps).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  // Whose payslip it is: with the header off paper, the organisation's letterhead heads the page.
  const letterhead = page.getByText('Acme Corporation', { exact: true }).filter({ visible: true });
  await expect(letterhead).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Acme Corporation logo' })).toBeVisible();
  const head = await letterhead.boundingBox();
  const content = await page.getByRole('main').boundingBox();
  expect((head?.y ?? Infinity) + (head?.height ?? 0)).toBeLessThanOrEqual(content?.y ?? 0);
  // Each line is a button on screen (it marks its steps) and a line of the payslip on paper.
  await expect(page.getByRole('button', { name: /^SSS/ })).toBeVisible();
  await expect(page.getByLabel('Net pay')).toBeVisible();
  for (const hidden of [
    steps,
    page.getByRole('navigation', { name: 'Print layouts' }),
    page.getByRole('link', { name: 'Back to my payslips' }),
    page.getByText('Select a line to find the steps'),
  ])
    await expect(hidden).toBeHidden();
});
