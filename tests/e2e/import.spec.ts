import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './sign-in';

const HEADERS = [
  'Employee number',
  'Last name',
  'First name',
  'Active',
  'Department',
  'Position',
  'Reports to',
  'Hire date',
  'SSS number',
];

/** Row n of 200: the first reports to Ramon Dela Cruz (2022-0004), the rest to the first. */
const person = (n: number) => {
  const number = `IMP-${String(n).padStart(3, '0')}`;
  return [
    number,
    'Importado',
    `Persona ${n}`,
    'Yes',
    n % 2 ? 'Operations' : 'Finance',
    n === 1 ? 'Team lead' : 'Associate',
    n === 1 ? '2022-0004' : 'IMP-001',
    '2026-11-02',
    `34-${String(5000000 + n).padStart(7, '0')}-1`,
  ];
};

/** 200 employees; with `bad`, three of their cells are wrong. */
async function workbook(dir: string, bad: boolean): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Employees');
  sheet.addRow(HEADERS);
  for (let n = 1; n <= 200; n += 1) {
    const row = person(n);
    if (bad && n === 10) row[8] = '12345';
    if (bad && n === 50) row[7] = '2026-13-45';
    if (bad && n === 120) row[6] = 'NOPE-999';
    sheet.addRow(row);
  }
  const path = join(dir, bad ? 'employees-with-mistakes.xlsx' : 'employees.xlsx');
  await book.xlsx.writeFile(path);
  return path;
}

async function uploadAndCheck(page: Page, file: string) {
  await page.getByLabel('File to import').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('3. Match the columns')).toBeVisible();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('4. Check result')).toBeVisible({ timeout: 60_000 });
}

test('HR imports 200 employees, fixes three bad cells, commits, sees the reporting line and undoes the batch', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'hcm-import-'));
  const withMistakes = await workbook(dir, true);
  const corrected = await workbook(dir, false);

  await signIn(page, 'acme', 'hr');
  await page.goto('/importer/ers-importer');
  await expect(page.getByRole('heading', { name: 'Import employees' })).toBeVisible();
  await uploadAndCheck(page, withMistakes);
  await expect(page.getByText('197 good rows', { exact: true })).toBeVisible();
  await expect(page.getByText('3 bad rows', { exact: true })).toBeVisible();
  // Each bad cell is named by row, column and value; nothing is saved yet.
  const problems = page.getByRole('table').filter({ hasText: 'Problem' });
  await expect(problems.getByRole('row', { name: /12345/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /2026-13-45/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /NOPE-999/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/import-problems.png', fullPage: true });

  await page.getByRole('button', { name: 'Upload a corrected file' }).click();
  await uploadAndCheck(page, corrected);
  await expect(page.getByText('200 good rows', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Import 200 rows' }).click();
  await expect(page.getByText('Created 200, updated 0, unchanged 0.')).toBeVisible({
    timeout: 60_000,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/import-done-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The new reporting line: the team lead under Ramon, the 199 under the team lead.
  await page.goto('/organization-chart');
  await page.getByPlaceholder(/Find by name/).fill('Persona 1');
  await expect(
    page.locator('[data-highlighted="true"]', { hasText: 'Persona 1 Importado' }),
  ).toBeVisible();
  await expect(page.locator('[data-employee="2022-0004"]')).toBeVisible();

  await page.goto('/importer/ers-importer');
  const history = page.getByRole('table').filter({ hasText: 'employees.xlsx' });
  await expect(history).toBeVisible();
  await history.getByRole('button', { name: 'Undo this import' }).first().click();
  await page.getByRole('button', { name: 'Undo import' }).click();
  await expect(history.getByText(/undone/i).first()).toBeVisible();
  await page.goto('/hr/employees');
  await page.getByRole('searchbox').first().fill('IMP-001');
  await expect(page.getByText('No records match').or(page.getByText(/no .*match/i))).toBeVisible();
});
