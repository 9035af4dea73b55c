import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { exited, spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import {
  loadFixtures,
  messageMatcher,
  schemasWithFixtures,
  type BrowserCase,
  type Step,
} from '../fixtures/drop-in-fixtures';
import { signIn } from './sign-in';

/**
 * Every drop-in fixture with a `browser` section, used as a person would: fill the add form by
 * the labels they read, save, find the record on its view page and in the list; then make the
 * fixture's invalid entry and read the message Save shows. Screens of each saved record go to
 * test-results/screens/dropin-<name>.png.
 */
const FIXTURES = loadFixtures().filter((fixture) => fixture.browser);

let server: RunningServer | undefined;
const workDir = mkdtempSync(join(tmpdir(), 'hcm-drop-in-conformance-'));
// PostgreSQL runs as its own OS user and must reach its data directory inside.
chmodSync(workDir, 0o755);

test.beforeAll(async () => {
  const schemasDir = schemasWithFixtures(join(workDir, 'schemas'));
  server = await spawnServer(
    { PORT: '4321', DATA_DIR: join(workDir, 'data'), SCHEMAS_DIR: schemasDir },
    120_000,
  );
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  if (server) await exited(server.child);
  rmSync(workDir, { recursive: true, force: true });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label or name as shown, with or without the required mark. */
const named = (text: string) => new RegExp(`^${escape(text)}( \\*)?$`);

function target(page: Page, step: Step): Locator {
  const scope = step.group ? page.getByRole('group', { name: named(step.group) }).first() : page;
  const all = step.label
    ? scope.getByLabel(named(step.label))
    : step.button
      ? scope.getByRole('button', { name: step.button, exact: true })
      : step.role
        ? scope.getByRole(step.role, step.name ? { name: named(step.name) } : {})
        : null;
  if (!all) throw new Error(`step names no control: ${JSON.stringify(step)}`);
  return all.nth(step.nth ?? 0);
}

async function perform(page: Page, step: Step) {
  // The keyboard goes where the focus is: no control to find first.
  if (step.press !== undefined) return page.keyboard.press(step.press);
  if (step.type !== undefined) return page.keyboard.type(step.type);
  const control = target(page, step);
  if (step.fill !== undefined) await control.fill(step.fill);
  else if (step.select !== undefined) await control.selectOption({ label: step.select });
  else if (step.check !== undefined) {
    // Forced: the theme's drawn box sits on top of the native input, and a person's click on
    // it toggles the input; whether it did is checked right after.
    await control.setChecked(step.check, { force: true });
    await expect(control).toBeChecked({ checked: step.check });
  } else if (step.file !== undefined) {
    // An input of type file takes the file; a button opens the chooser, as a person clicks it.
    const isInput = await control.evaluate(
      (element) => element instanceof HTMLInputElement && element.type === 'file',
    );
    if (isInput) await control.setInputFiles(step.file);
    else {
      const chooser = page.waitForEvent('filechooser');
      await control.click();
      await (await chooser).setFiles(step.file);
    }
    await expect(page.getByText(step.file.split('/').pop() ?? '').first()).toBeVisible();
  } else await control.click();
}

async function fillForm(page: Page, steps: Step[]) {
  for (const [index, step] of steps.entries()) {
    await test.step(`step ${index + 1}: ${JSON.stringify(step)}`, () => perform(page, step));
  }
}

/** The view page shows the record's texts (above its history) and not the unchosen ones. */
async function expectView(page: Page, { view, notShown = [] }: BrowserCase) {
  // The history below repeats every value: a text counts only above its heading.
  const main = page.getByRole('main');
  const history = main.getByText('History', { exact: true });
  await expect(history).toBeVisible();
  const historyTop = (await history.boundingBox())?.y ?? 0;
  for (const text of view) {
    const shown = main.getByText(text).first();
    await expect.soft(shown, `view shows ${text}`).toBeVisible();
    if (!(await shown.isVisible())) continue;
    const top = (await shown.boundingBox())?.y ?? Infinity;
    expect
      .soft(top, `view shows ${text} in the record, not only in its history`)
      .toBeLessThan(historyTop);
  }
  for (const text of notShown)
    await expect
      .soft(main.getByText(text), `view does not show ${text}`)
      .toHaveCount(0, { timeout: 1_000 });
}

for (const { name, definition, browser } of FIXTURES) {
  if (!browser) continue;
  test(`${name}: a person adds, views, lists and is told what is wrong`, async ({ page }) => {
    // Soft expectations let one run name every missing text, each waiting its own timeout.
    test.setTimeout(90_000);
    const url = server?.url ?? '';
    const addUrl = `${url}${definition.route}/add/${definition.formId}`;
    await signIn(page, 'acme', 'hr', undefined, url);
    await page.goto(addUrl);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

    if (browser.order) {
      const tops: number[] = [];
      for (const label of browser.order) {
        const field = page.getByLabel(named(label)).first();
        await expect(field).toBeVisible();
        tops.push((await field.boundingBox())?.y ?? NaN);
      }
      expect(tops, `labels in the order ${browser.order.join(', ')}`).toEqual(
        [...tops].sort((a, b) => a - b),
      );
    }

    await fillForm(page, browser.steps);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(
      new RegExp(`${escape(definition.route)}/view/${definition.formId}/[0-9a-f-]{36}$`),
    );
    const viewUrl = page.url();
    await expectView(page, browser);
    await page.screenshot({ path: `test-results/screens/dropin-${name}.png`, fullPage: true });

    await page.goto(`${url}${definition.route}/list`);
    const row = browser.list.reduce(
      (rows, text) => rows.filter({ hasText: text }),
      page.getByRole('row'),
    );
    await expect.soft(row.first(), `a list row shows ${browser.list.join(', ')}`).toBeVisible();

    // Opening the saved record in the form and saving it untouched must keep it as it was
    // (a fallback field that cannot show its value would drop or reset it here).
    await page.goto(viewUrl);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(viewUrl);
    await expectView(page, browser);

    if (browser.invalid) {
      await page.goto(addUrl);
      await fillForm(page, browser.invalid.steps);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(messageMatcher(browser.invalid.error)).first()).toBeVisible();
      await expect(page).toHaveURL(addUrl);
    }
  });
}
