import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { exited, spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import { signIn } from './sign-in';

/**
 * Product staff drop a new definition file into schemas/ and restart: the module is there,
 * from the menu to a saved record, with no code written.
 */
let server: RunningServer | undefined;
const workDir = mkdtempSync(join(tmpdir(), 'hcm-drop-in-'));
// PostgreSQL runs as its own OS user and must reach its data directory inside.
chmodSync(workDir, 0o755);

test.beforeAll(async () => {
  const schemasDir = join(workDir, 'schemas');
  cpSync('schemas', schemasDir, { recursive: true });
  writeFileSync(
    join(schemasDir, 'utility', 'uniform-size.json'),
    JSON.stringify({
      formId: 'utility-uniform-size',
      title: 'Uniform size',
      pluralTitle: 'Uniform sizes',
      module: 'utility',
      route: '/utility/uniform-size',
      schema: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'name'],
        properties: {
          code: { type: 'string', title: 'Code', minLength: 1, maxLength: 5 },
          name: { type: 'string', title: 'Name', minLength: 1, maxLength: 40 },
        },
      },
      list: {
        columns: ['code', 'name'],
        sort: { field: 'code', direction: 'asc' },
        search: ['name'],
        filters: [],
      },
      access: { read: ['*'], write: ['admin', 'hr'] },
      seed: [
        { code: 'S', name: 'Small' },
        { code: 'M', name: 'Medium' },
      ],
    }),
  );
  server = await spawnServer(
    { PORT: '4320', DATA_DIR: join(workDir, 'data'), SCHEMAS_DIR: schemasDir },
    120_000,
  );
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  if (server) await exited(server.child);
  rmSync(workDir, { recursive: true, force: true });
});

test('a dropped-in definition becomes a working module', async ({ page }) => {
  const url = server?.url ?? '';
  await signIn(page, 'acme', 'hr', undefined, url);
  // Lists live under one menu entry, with the others a maintainer keeps.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Lists', exact: true })
    .click();
  await page.getByRole('searchbox', { name: 'Search lists' }).fill('uniform');
  await page.getByRole('link', { name: 'Uniform sizes' }).click();
  await expect(page).toHaveURL(/\/utility\/uniform-size\/list$/);
  await expect(page.getByRole('row', { name: /Medium/ })).toBeVisible();
  await page
    .getByRole('link', { name: 'Add' })
    .or(page.getByRole('button', { name: 'Add' }))
    .click();
  await page.getByLabel('Code').fill('XXL');
  await page.getByRole('button', { name: 'Save' }).click();
  // The definition's own validation, precompiled for the browser, in plain words.
  await expect(page.getByText(/Name is required/).first()).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Extra extra large');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/utility\/uniform-size\/view\/utility-uniform-size\//);
  await page.goto(`${url}/utility/uniform-size/list`);
  await expect(page.getByRole('row', { name: /Extra extra large/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/drop-in-list.png', fullPage: true });
});
