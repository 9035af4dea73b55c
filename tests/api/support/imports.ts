import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type {
  ImportBatch,
  ImportCounts,
  ProblemsPage,
} from '../../../src/shared/api/import-batches';
import type { JobRun } from '../../../src/shared/api/jobs';
import type { ApiCaller } from './api-client';
import { multipart } from './multipart';
import { finished } from './payroll';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A multipart body with the file in `file` and, when given, the other parts. */
export function importUpload(
  name: string,
  type: string,
  body: Buffer | string,
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = multipart(
    name,
    type,
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    { fields },
  );
  return { body: payload, headers: { 'content-type': contentType } };
}

/** A one-sheet workbook of a header row and rows. */
export async function workbookOf(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Import');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads a CSV and answers the batch (201 expected). */
export async function uploadCsv(
  caller: ApiCaller,
  formId: string,
  text: string,
  fields: Record<string, string> = {},
  name = 'import.csv',
): Promise<ImportBatch> {
  const response = await caller.call(
    'POST',
    `/api/imports/${formId}`,
    importUpload(name, 'text/csv', text, fields),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ImportBatch>();
}

export async function batchOf(caller: ApiCaller, id: string): Promise<ImportBatch> {
  const response = await caller.call('GET', `/api/imports/batch/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportBatch>();
}

/** Runs the check and answers the batch once it has ended. */
export async function checkBatch(caller: ApiCaller, id: string): Promise<ImportBatch> {
  const started = await caller.call('POST', `/api/imports/batch/${id}/check`);
  expect(started.statusCode, started.body).toBe(202);
  const run = await finished(caller, started.json<{ runId: string }>().runId);
  expect(run.state, JSON.stringify(run)).toBe('succeeded');
  return batchOf(caller, id);
}

/** Starts a commit and answers its run once it has ended (it may have failed). */
export async function commitBatch(
  caller: ApiCaller,
  id: string,
  skipBadRows = false,
): Promise<JobRun> {
  const started = await caller.call('POST', `/api/imports/batch/${id}/commit`, {
    body: { skipBadRows },
  });
  expect(started.statusCode, started.body).toBe(202);
  return finished(caller, started.json<{ runId: string }>().runId);
}

/** Upload, check and commit a CSV that must import cleanly; answers the batch and counts. */
export async function importCsv(
  caller: ApiCaller,
  formId: string,
  text: string,
  fields: Record<string, string> = {},
): Promise<{ batch: ImportBatch; counts: ImportCounts }> {
  const uploaded = await uploadCsv(caller, formId, text, fields);
  const checked = await checkBatch(caller, uploaded.id);
  expect(checked.counts?.bad, JSON.stringify(await problemsOf(caller, uploaded.id))).toBe(0);
  const run = await commitBatch(caller, uploaded.id);
  expect(run.state, JSON.stringify(run)).toBe('succeeded');
  return { batch: await batchOf(caller, uploaded.id), counts: run.result as ImportCounts };
}

export async function problemsOf(caller: ApiCaller, id: string, page = 1) {
  const response = await caller.call('GET', `/api/imports/batch/${id}/problems?page=${page}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProblemsPage>();
}
