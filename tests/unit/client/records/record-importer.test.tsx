import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { ImportReport } from '../../../../src/shared/api/record-import';
import type { FormResponse } from '../../../../src/shared/api/records';
import type { FormDefinition } from '../../../../src/shared/forms/definition';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { renderPage } from '../payroll/payroll-fixtures';
import { EarningsDeductionsImporterPage } from '../../../../src/client/features/records/importer/record-importer-page';

const FORM_ID = 'payroll-earning-deduction';

const definition: FormDefinition = {
  formId: FORM_ID,
  title: 'Earning or deduction',
  pluralTitle: 'Earnings and deductions',
  module: 'payroll',
  route: '/payroll/earning-and-deductions',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: { name: { type: 'string', title: 'Name', maxLength: 80 } },
  },
  list: { columns: ['name'], sort: { field: 'name', direction: 'asc' }, search: [], filters: [] },
  importer: { route: '/payroll/earnings-and-deductions/importer' },
  access: { read: ['admin'], write: ['admin'] },
  seed: [{ name: 'A' }, { name: 'B' }],
};

const form: FormResponse = { definition, canWrite: true, validatorUrl: '/validator.js' };

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  formId: FORM_ID,
  dryRun: true,
  rowsRead: 3,
  rowsValid: 3,
  imported: 0,
  unknownColumns: [],
  missingColumns: [],
  problems: [],
  moreProblems: 0,
  ...overrides,
});

/** Serves the definition and answers each import upload; records whether it was a dry run. */
function serveImporter(answer: (dryRun: boolean) => ImportReport) {
  const dryRuns: boolean[] = [];
  server.use(
    http.get(`*/api/forms/${FORM_ID}`, () => HttpResponse.json(form)),
    http.post(`*/api/records/import/${FORM_ID}`, async ({ request }) => {
      const body = await request.formData();
      const dryRun = body.get('dryRun') === 'true';
      expect(body.get('file')).toBeTruthy();
      dryRuns.push(dryRun);
      const answered = answer(dryRun);
      return HttpResponse.json(answered, { status: dryRun ? 200 : 201 });
    }),
  );
  return dryRuns;
}

const renderImporter = () => renderPage(<EarningsDeductionsImporterPage />);

async function chooseFile() {
  const input = await screen.findByLabelText('File to import');
  const file = new File(['Employee,Name\n2022-0005,X\n'], 'earnings.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
}

// Unmount before the session ends: the page needs one while it is on screen.
afterEach(() => {
  cleanup();
  session.end();
});

describe('record importer', { timeout: 30_000 }, () => {
  test('Import stays disabled until a check finds no problems', async () => {
    serveImporter(() => report());
    renderImporter();
    expect(await screen.findByRole('heading', { name: 'Import earnings and deductions' }));
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    await chooseFile();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Check file' })).toHaveProperty('disabled', false);
  });

  test('a check lists every bad cell and keeps Import disabled', async () => {
    const dryRuns = serveImporter(() =>
      report({
        rowsValid: 1,
        unknownColumns: ['Remarks'],
        problems: [
          {
            row: 2,
            column: 'Start date',
            field: '/startDate',
            value: '2026-02-30',
            message: 'Start date must be a date like 2026-01-31',
          },
          {
            row: 4,
            column: 'Amount per cut-off',
            field: '/amount',
            value: '12.345',
            message: 'Amount per cut-off must be an amount in pesos with at most 2 decimals',
          },
          { row: 1, column: 'Type', field: '/type', message: 'Column "Type" is required' },
        ],
      }),
    );
    renderImporter();
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));

    const table = await screen.findByRole('table', { name: 'Problems found in the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'Start date', '2026-02-30', 'Start date must be a date like 2026-01-31'],
      [
        '4',
        'Amount per cut-off',
        '12.345',
        'Amount per cut-off must be an amount in pesos with at most 2 decimals',
      ],
      ['1', 'Type', '(empty)', 'Column "Type" is required'],
    ]);
    expect(screen.getByText('3 rows read')).toBeTruthy();
    expect(screen.getByText('1 good row')).toBeTruthy();
    expect(screen.getByText('3 problems')).toBeTruthy();
    expect(screen.getByText(/Ignored columns that match no field: Remarks/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    expect(dryRuns).toEqual([true]);
  });

  test('a clean check enables Import; importing links to the list', async () => {
    const dryRuns = serveImporter((dryRun) => report(dryRun ? {} : { dryRun: false, imported: 3 }));
    renderImporter();
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Every row is ready to import.')).toBeTruthy();
    const importButton = screen.getByRole('button', { name: 'Import 3 rows' });
    expect(importButton).toHaveProperty('disabled', false);
    fireEvent.click(importButton);

    expect(await screen.findByText('Imported 3 earnings and deductions.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the list' }).getAttribute('href')).toBe(
      '/payroll/earning-and-deductions/list',
    );
    await waitFor(() => expect(dryRuns).toEqual([true, false]));
  });
});
