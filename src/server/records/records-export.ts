import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import Papa from 'papaparse';
import type { RecordItem } from '../../shared/api/records';
import type { FieldInfo } from '../../shared/forms/fields';
import { formatFieldValue } from '../../shared/format/field-value';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import type { LoadedForm } from '../forms/form-registry';
import { allRecords } from './records.repository';
import type { ListQuery } from './record-query';

/** Every field the organisation uses, whether or not the list shows it. */
function exportFields(form: LoadedForm, absent: ReadonlySet<string>): FieldInfo[] {
  return [...form.fields.values()].filter((field) => !absent.has(field.name));
}

function fileName(form: LoadedForm, format: 'csv' | 'xlsx'): string {
  const day = new Date().toISOString().slice(0, 10);
  return `${form.definition.formId}-${day}.${format}`;
}

const meta = (record: RecordItem) => [
  record.createdAt,
  record.createdBy ?? '',
  record.updatedAt,
  record.updatedBy ?? '',
];
const META_TITLES = ['Created at', 'Created by', 'Updated at', 'Updated by'];

async function writeCsv(
  out: PassThrough,
  fields: FieldInfo[],
  batches: AsyncIterable<RecordItem[]>,
) {
  // The BOM makes spreadsheet programs read the file as UTF-8 (ñ in names).
  out.write(`\ufeff${Papa.unparse([[...fields.map((f) => f.title), ...META_TITLES]])}\r\n`);
  for await (const batch of batches) {
    const rows = batch.map((record) => [
      ...fields.map((field) => formatFieldValue(field, record.data[field.name])),
      ...meta(record),
    ]);
    if (rows.length > 0) out.write(`${Papa.unparse(rows)}\r\n`);
  }
  out.end();
}

/** Numbers stay numbers in a workbook (money in pesos with two decimals) so they can be summed. */
function cellValue(field: FieldInfo, value: unknown): string | number {
  if (typeof value === 'number' && field.kind === 'money') return value / 100;
  if (typeof value === 'number' && field.kind === 'number') return value;
  return formatFieldValue(field, value);
}

async function writeXlsx(
  out: PassThrough,
  form: LoadedForm,
  fields: FieldInfo[],
  batches: AsyncIterable<RecordItem[]>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(
    (form.definition.pluralTitle ?? form.definition.title).slice(0, 31),
  );
  sheet.columns = [
    ...fields.map((field) => ({
      header: field.title,
      key: field.name,
      width: Math.max(12, field.title.length + 2),
      style: field.kind === 'money' ? { numFmt: '#,##0.00' } : {},
    })),
    ...META_TITLES.map((title) => ({ header: title, key: title, width: 24 })),
  ];
  for await (const batch of batches) {
    for (const record of batch) {
      sheet
        .addRow([
          ...fields.map((field) => cellValue(field, record.data[field.name])),
          ...meta(record),
        ])
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** The batches of `first` and then the rest of `batches`. */
async function* readAhead<T>(first: IteratorResult<T>, batches: AsyncGenerator<T>) {
  if (first.done) return;
  yield first.value;
  yield* batches;
}

/**
 * Streams the whole list query (not just the page on screen) as CSV or XLSX: rows are read a
 * batch at a time inside one tenant transaction and written as they come. The first batch is
 * read before anything is sent, so a query the list would refuse (an unknown filter, a bad
 * sort) or a failing read is an ordinary error answer, not a download cut off after its
 * headers.
 */
export async function streamExport(
  reply: FastifyReply,
  db: Kysely<Database>,
  orgId: string,
  form: LoadedForm,
  query: ListQuery,
  format: 'csv' | 'xlsx',
  absent: ReadonlySet<string>,
): Promise<FastifyReply> {
  const out = new PassThrough();
  const fields = exportFields(form, absent);
  let opened!: () => void;
  const firstBatchRead = new Promise<void>((resolve) => (opened = resolve));
  const written = withOrg(db, orgId, async (tx) => {
    const batches = allRecords(tx, orgId, form, query);
    const first = await batches.next();
    opened();
    const all = readAhead(first, batches);
    if (format === 'csv') await writeCsv(out, fields, all);
    else await writeXlsx(out, form, fields, all);
  });
  await Promise.race([firstBatchRead, written]);
  written.catch((error: unknown) => {
    reply.log.error(error, 'export failed');
    out.destroy(error as Error);
  });
  return reply
    .type(
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', `attachment; filename="${fileName(form, format)}"`)
    .send(out);
}
