import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { signIn } from './sign-in';

/** Generates the chosen report, waits for it, downloads it: its file name and bytes. */
async function generateAndDownload(page: Page, report: string) {
  await page.getByLabel('Report', { exact: true }).selectOption({ label: report });
  await page.getByRole('button', { name: 'Generate' }).click();
  const ready = page.getByRole('status').filter({ hasText: 'is ready' });
  await expect(ready).toBeVisible({ timeout: 60_000 });
  const fileName = (await ready.textContent())!.split(' is ready')[0]!.trim();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Download ${fileName}` })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  return { fileName, body: readFileSync((await download.path())!) };
}

const sheetRows = async (body: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

test('payroll generates the government files and a bank file, and downloads them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'acme', 'payroll');

  // The company's BDO account, with the company code BDO assigned.
  await page.goto('/payroll/bank/list');
  await page
    .getByRole('link', { name: 'Add' })
    .or(page.getByRole('button', { name: 'Add' }))
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Bank' }).fill('BDO');
  await page.getByRole('option', { name: /BDO/ }).first().click();
  await page.getByLabel('Account name').fill('Acme payroll');
  await page.getByLabel('Account number').fill('001122334455');
  await page.getByLabel('Company code').fill('ACM');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Reports and files' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reports and files' })).toBeVisible();
  await expect(page.getByText('No files yet')).toBeVisible();

  // Last month (the page's default) holds released demo cut-offs.
  const r3 = await generateAndDownload(page, 'SSS R-3 contribution list');
  expect(r3.fileName).toMatch(/^sss-r3-contributions-\d{4}-\d{2}\.csv$/);
  const lines = Papa.parse<string[]>(r3.body.toString('utf8').replace(/^\ufeff/, '')).data;
  expect(lines.some((line) => line[0] === 'SS number')).toBe(true);
  expect(lines.some((line) => line[0] === 'Total')).toBe(true);

  const rf1 = await generateAndDownload(page, 'PhilHealth RF-1 remittance report');
  expect(rf1.fileName).toMatch(/^philhealth-rf1-\d{4}-\d{2}\.xlsx$/);
  expect((await sheetRows(rf1.body)).some((row) => row[0] === 'Grand total')).toBe(true);

  const msrf = await generateAndDownload(page, 'Pag-IBIG MSRF remittance form');
  expect(msrf.fileName).toMatch(/^pagibig-msrf-\d{4}-\d{2}\.xlsx$/);
  expect((await sheetRows(msrf.body)).some((row) => row[0] === 'MID number')).toBe(true);

  const bir = await generateAndDownload(page, 'BIR 1601-C Part II figures');
  expect(bir.fileName).toMatch(/^bir-1601c-\d{4}-\d{2}\.pdf$/);
  expect(bir.body.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-', '-'], { input: bir.body, encoding: 'utf8' });
  expect(text).toContain('Total taxes withheld');

  // A bank file from a released cut-off, crediting the demo employees' accounts.
  await page
    .getByLabel('Report', { exact: true })
    .selectOption({ label: 'BDO payroll credit file' });
  await page.getByLabel('Released pay').selectOption({ index: 1 });
  await page.getByLabel('Paid from').selectOption({ index: 1 });
  const bdo = await generateAndDownload(page, 'BDO payroll credit file');
  expect(bdo.fileName).toMatch(/^bdo-payroll-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(bdo.body.toString('utf8')).toContain('Upload date,Company code,Batch');
  expect(bdo.body.toString('utf8')).toMatch(/,0012\d{8},\d+\.\d\d,/);

  const files = page.getByRole('table');
  await expect(files.getByRole('row')).toHaveCount(6);
  await expect(files.getByRole('row').nth(1)).toContainText('BDO payroll credit file');
  await page.screenshot({ path: 'test-results/screens/payroll-reports.png', fullPage: true });
});
