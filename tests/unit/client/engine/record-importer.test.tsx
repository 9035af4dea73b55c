import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type {
  ColumnMapping,
  ImportBatch,
  ImportCounts,
  ImportHistory,
  ProblemsPage,
} from '../../../../src/shared/api/import-batches';
import type { JobRun } from '../../../../src/shared/api/jobs';
import type { FormResponse } from '../../../../src/shared/api/records';
import type { FormDefinition } from '../../../../src/shared/forms/definition';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import { renderPage } from '../payroll/payroll-fixtures';
import { EarningsDeductionsImporterPage } from '../../../../src/client/engine/importer/record-importer-page';

const FORM_ID = 'payroll-earning-deduction';
const BATCH = '11111111-1111-4111-8111-111111111111';
const RUN = '22222222-2222-4222-8222-222222222222';
const COMMIT_RUN = '33333333-3333-4333-8333-333333333333';

const definition: FormDefinition = {
  formId: FORM_ID,
  title: 'Earning or deduction',
  pluralTitle: 'Earnings and deductions',
  module: 'payroll',
  route: '/payroll/earning-and-deductions',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'amount'],
    properties: {
      name: { type: 'string', title: 'Name', maxLength: 80 },
      amount: { type: 'number', title: 'Amount', minimum: 0, maximum: 10 },
    },
  },
  list: { columns: ['name'], sort: { field: 'name', direction: 'asc' }, search: [], filters: [] },
  importer: { route: '/payroll/earnings-and-deductions/importer' },
  access: { read: ['admin'], write: ['admin'] },
};

const form: FormResponse = {
  definition,
  canWrite: true,
  canCreate: true,
  validatorUrl: '/validator.js',
};

const counts = (overrides: Partial<ImportCounts> = {}): ImportCounts => ({
  rowsRead: 3,
  valid: 2,
  bad: 1,
  problems: 1,
  created: 2,
  updated: 0,
  unchanged: 0,
  ...overrides,
});

const batch = (overrides: Partial<ImportBatch> = {}): ImportBatch => ({
  id: BATCH,
  formId: FORM_ID,
  mode: 'create',
  fileName: 'earnings.csv',
  status: 'uploaded',
  headers: ['Name', 'Sum'],
  mapping: [
    { header: 'Name', field: 'name' },
    { header: 'Sum', field: null },
  ],
  fields: [
    { name: 'name', title: 'Name', kind: 'text', required: true },
    { name: 'amount', title: 'Amount', kind: 'number', required: true },
  ],
  counts: null,
  runId: null,
  error: null,
  uploadedBy: 'admin',
  uploadedAt: '2026-11-25T01:00:00.000Z',
  committedAt: null,
  undoneAt: null,
  ...overrides,
});

const run = (state: JobRun['state']): JobRun => ({
  id: RUN,
  kind: 'import-check',
  subject: BATCH,
  state,
  done: 3,
  total: 3,
  message: 'Checked',
  result: null,
  error: null,
  requestedBy: 'a',
  requestedByName: 'Admin',
  retryOf: null,
  retryable: true,
  requestedAt: '2026-11-25T01:00:00.000Z',
  startedAt: null,
  finishedAt: null,
});

const problems: ProblemsPage = {
  items: [{ row: 3, column: 'Sum', value: '12a', message: 'Amount must be a number' }],
  page: 1,
  total: 1,
};

/** A server whose batch moves through upload, mapping, check and commit as the screen asks. */
function serveImporter() {
  let current = batch();
  const calls: { mapped: ColumnMapping[][]; commits: boolean[]; undone: number } = {
    mapped: [],
    commits: [],
    undone: 0,
  };
  const history = (): ImportHistory => {
    const listed = current.status === 'committed' || current.status === 'undone';
    const {
      headers: _h,
      mapping: _m,
      fields: _f,
      formId: _i,
      runId: _r,
      error: _e,
      ...item
    } = current;
    return { items: listed ? [item] : [], page: 1, total: listed ? 1 : 0 };
  };
  server.use(
    http.get(`*/api/forms/${FORM_ID}`, () => HttpResponse.json(form)),
    http.get('*/api/imports', () => HttpResponse.json(history())),
    http.post(`*/api/imports/${FORM_ID}`, async ({ request }) => {
      const body = await request.formData();
      expect(body.get('mode')).toBe('create');
      expect(body.get('file')).toBeTruthy();
      return HttpResponse.json(current, { status: 201 });
    }),
    http.get(`*/api/imports/batch/${BATCH}`, () => HttpResponse.json(current)),
    http.put(`*/api/imports/batch/${BATCH}/mapping`, async ({ request }) => {
      const { columns } = (await request.json()) as { columns: ColumnMapping[] };
      calls.mapped.push(columns);
      current = { ...current, mapping: columns };
      return HttpResponse.json(current);
    }),
    http.post(`*/api/imports/batch/${BATCH}/check`, () => {
      current = { ...current, status: 'checked', counts: counts() };
      return HttpResponse.json({ runId: RUN }, { status: 202 });
    }),
    http.get(`*/api/jobs/${RUN}`, () => HttpResponse.json(run('succeeded'))),
    http.get(`*/api/jobs/${COMMIT_RUN}`, () => HttpResponse.json(run('succeeded'))),
    http.get(`*/api/imports/batch/${BATCH}/problems`, () => HttpResponse.json(problems)),
    http.post(`*/api/imports/batch/${BATCH}/commit`, async ({ request }) => {
      calls.commits.push(((await request.json()) as { skipBadRows: boolean }).skipBadRows);
      current = { ...current, status: 'committed', committedAt: '2026-11-25T01:05:00.000Z' };
      return HttpResponse.json({ runId: COMMIT_RUN }, { status: 202 });
    }),
    http.post(`*/api/imports/batch/${BATCH}/undo`, () => {
      calls.undone += 1;
      current = { ...current, status: 'undone' };
      return HttpResponse.json({ deleted: 2, restored: 0 });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  session.end();
});

describe('batch importer wizard', { timeout: 30_000 }, () => {
  test('uploads, maps, checks, imports the good rows and undoes the import', async () => {
    const calls = serveImporter();
    renderPage(<EarningsDeductionsImporterPage />, 'admin');
    expect(
      await screen.findByRole('heading', { name: 'Import earnings and deductions' }),
    ).toBeTruthy();
    expect(await screen.findByText('No imports yet')).toBeTruthy();

    const input = screen.getByLabelText('File to import');
    fireEvent.change(input, {
      target: { files: [new File(['Name,Sum\nA,1\n'], 'earnings.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    // Amount is required and unmapped: the check waits until a column fills it.
    const check = await screen.findByRole('button', { name: 'Check the file' });
    expect(check).toHaveProperty('disabled', true);
    expect(screen.getByText('Not mapped yet: Amount')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Field for column Sum'), {
      target: { value: 'amount' },
    });
    expect(check).toHaveProperty('disabled', false);
    fireEvent.click(check);

    const table = await screen.findByRole('table', { name: 'Problems found in the file' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([['3', 'Sum', '12a', 'Amount must be a number']]);
    expect(calls.mapped).toEqual([
      [
        { header: 'Name', field: 'name' },
        { header: 'Sum', field: 'amount' },
      ],
    ]);
    expect(screen.getByText('2 good rows')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download problems file' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 good rows, skip 1 bad' }));
    expect(await screen.findByText(/Created 2, updated 0, unchanged 0, skipped 1\./)).toBeTruthy();
    expect(calls.commits).toEqual([true]);
    expect(screen.getByRole('link', { name: 'Open the list' }).getAttribute('href')).toBe(
      '/payroll/earning-and-deductions/list',
    );
    expect(await screen.findByRole('table', { name: 'Imports of this form' })).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Undo this import' })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('This import was undone.')).toBeTruthy();
    await waitFor(() => expect(calls.undone).toBe(1));
  });

  test('shows why an upload was refused', async () => {
    serveImporter();
    server.use(
      http.post(`*/api/imports/${FORM_ID}`, () =>
        HttpResponse.json(
          { error: { code: 'unsupported_media_type', message: 'File type .pdf is not accepted' } },
          { status: 415 },
        ),
      ),
    );
    renderPage(<EarningsDeductionsImporterPage />, 'admin');
    const input = await screen.findByLabelText('File to import');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'x.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File type .pdf is not accepted')).toBeTruthy();
  });
});
