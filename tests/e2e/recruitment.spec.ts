import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const column = (page: Page, stage: string) =>
  page.getByRole('region', { name: stage, exact: true });
const card = (page: Page, name: string, stage: string) =>
  column(page, stage).getByRole('group', { name: new RegExp(`^${name}, in ${stage}`) });

/**
 * Scrolls the board to centre the card (the next column is then on screen beside it), drags it
 * into that column's near side with the mouse, a few steps at a time, as a person does.
 */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.evaluate((element) => element.scrollIntoView({ inline: 'center', block: 'nearest' }));
  // Let the cards' layout animation of the last move settle before grabbing one.
  await page.waitForTimeout(600);
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag, or nowhere to drop');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height - 12);
  await page.mouse.down();
  await page.mouse.move(end.x + 60, end.y + 60, { steps: 12 });
  await page.mouse.up();
}

test('an applicant dragged through the pipeline to Hired becomes an employee being onboarded', async ({
  page,
}) => {
  await signIn(page, 'acme', 'hr');
  await page.goto('/ats/applicants/pipeline');
  const bea = card(page, 'Bea Santiago', 'Screening');
  await expect(bea).toBeVisible();

  // Screening → Interview → Assessment → Offer → Hired, each by dragging to the next column.
  for (const [from, to] of [
    ['Screening', 'Interview'],
    ['Interview', 'Assessment'],
    ['Assessment', 'Offer'],
  ] as const) {
    await drag(page, card(page, 'Bea Santiago', from), column(page, to));
    await expect(card(page, 'Bea Santiago', to)).toBeVisible();
  }
  await drag(page, card(page, 'Bea Santiago', 'Offer'), column(page, 'Hired'));
  await expect(
    page.getByRole('status').filter({ hasText: 'Moved Bea Santiago to Hired.' }),
  ).toBeAttached();
  await page.screenshot({ path: 'test-results/screens/pipeline.png', fullPage: true });

  await page.reload();
  await expect(card(page, 'Bea Santiago', 'Hired')).toBeVisible();
  await column(page, 'Hired').getByRole('button', { name: 'Bea Santiago', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Applicant', exact: true })).toBeVisible();
  await expect(page.getByText('Santiago, Bea', { exact: true })).toBeVisible();

  // The hire made her an employee whose onboarding checklist HR now follows.
  await page.goto('/hr/onboarding');
  await expect(page.getByText('Santiago, Bea').or(page.getByText('Bea Santiago'))).toBeVisible();
});
