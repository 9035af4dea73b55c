import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordItem } from '../../shared/api/records';
import type { FieldInfo } from '../../shared/forms/fields';
import { formatFieldValue } from '../../shared/format/field-value';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import { DOWNLOAD_TYPES, writeTable, type Cell, type DownloadFormat } from '../http/table-download';
import type { LoadedForm } from '../forms/form-registry';
import { allRecords } from './records.repository';
import { fieldsNamed } from './list-fields';
import type { ListQuery } from './record-query';

/** Every field the organisation uses, whether or not the list shows it. */
function exportFields(form: LoadedForm, absent: ReadonlySet<string>): FieldInfo[] {
  return [...form.fields.values()].filter((field) => !absent.has(field.name));
}

function fileName(form: LoadedForm, format: DownloadFormat): string {
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

/** Money in pesos and plain numbers stay numbers in a workbook; everything else as shown. */
function cellOf(field: FieldInfo, value: unknown, format: DownloadFormat): Cell {
  if (format === 'xlsx' && typeof value === 'number' && field.kind === 'money') {
    const digits = String(value).padStart(3, '0');
    return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  }
  if (format === 'xlsx' && typeof value === 'number' && field.kind === 'number') return value;
  return formatFieldValue(field, value);
}

async function* rowsOf(
  fields: readonly FieldInfo[],
  batches: AsyncIterable<RecordItem[]>,
  format: DownloadFormat,
) {
  for await (const batch of batches)
    yield batch.map((record) => [
      ...fields.map((field) => cellOf(field, record.data[field.name], format)),
      ...meta(record),
    ]);
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
  format: DownloadFormat,
  absent: ReadonlySet<string>,
): Promise<FastifyReply> {
  const out = new PassThrough();
  const fields = exportFields(form, absent);
  let opened!: () => void;
  const firstBatchRead = new Promise<void>((resolve) => (opened = resolve));
  const written = withOrg(db, orgId, async (tx) => {
    const batches = allRecords(
      tx,
      orgId,
      form,
      query,
      fieldsNamed(
        form,
        fields.map((field) => field.name),
      ),
    );
    const first = await batches.next();
    opened();
    const all = readAhead(first, batches);
    const columns = [
      ...fields.map((field) => ({
        title: field.title,
        money: format === 'xlsx' && field.kind === 'money',
        number: field.kind === 'number',
      })),
      ...META_TITLES.map((title) => ({ title })),
    ];
    const sheet = form.definition.pluralTitle ?? form.definition.title;
    await writeTable(out, format, sheet, columns, rowsOf(fields, all, format));
  });
  await Promise.race([firstBatchRead, written]);
  written.catch((error: unknown) => {
    reply.log.error(error, 'export failed');
    out.destroy(error as Error);
  });
  return reply
    .type(DOWNLOAD_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName(form, format)}"`)
    .send(out);
}
