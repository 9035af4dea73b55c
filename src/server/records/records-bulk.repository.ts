import { sql } from 'kysely';
import type { FieldChange, RecordHistoryEntry, RecordItem } from '../../shared/api/records';
import type { Tx } from '../db/tenant';
import type { LoadedForm } from '../forms/form-registry';
import { derivedColumns } from './key-columns';
import { keepRecordFiles } from './record-references';
import { RECORD_JSON } from './records.repository';

/** Rows per statement: big enough to save round trips, small enough for one message. */
export const WRITE_CHUNK = 1000;

type Data = Record<string, unknown>;

const parsed = (rows: { item: string }[]) => rows.map((row) => JSON.parse(row.item) as RecordItem);

/**
 * Creates many records of one form in one statement, with the ids given (an import knows them
 * beforehand, so rows of one file may point at each other). The derived columns are the same
 * SQL as a single insert's, over each row's data.
 */
export async function insertRecords(
  tx: Tx,
  orgId: string,
  form: LoadedForm,
  rows: readonly { id: string; data: Data }[],
  username: string,
): Promise<RecordItem[]> {
  if (rows.length === 0) return [];
  const derived = Object.entries(derivedColumns(form.plan, sql`x.data`));
  const { rows: inserted } = await sql<{ item: string }>`
    insert into records (id, org_id, form_id, data, created_by, updated_by,
      ${sql.join(derived.map(([column]) => sql.id(column)))})
    select x.id, ${orgId}, ${form.definition.formId}, x.data, ${username}, ${username},
      ${sql.join(derived.map(([, value]) => value))}
    from unnest(${rows.map((row) => row.id)}::uuid[], ${rows.map((row) => JSON.stringify(row.data))}::json[])
      as x(id, data)
    returning ${RECORD_JSON} as item
  `.execute(tx);
  const records = parsed(inserted);
  await keepRecordFiles(tx, orgId, form, records);
  return records;
}

/** Soft-deletes many live records at once (a new version each, as a single delete makes). */
export async function deleteRecords(
  tx: Tx,
  orgId: string,
  ids: readonly string[],
  username: string,
): Promise<RecordItem[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ item: string }>`
    update records set deleted_at = now(), version = version + 1, updated_at = now(),
      updated_by = ${username}
    where org_id = ${orgId} and id = any(${ids}::uuid[]) and deleted_at is null
    returning ${RECORD_JSON} as item
  `.execute(tx);
  return parsed(rows);
}

export interface HistoryWrite {
  record: RecordItem;
  action: RecordHistoryEntry['action'];
  changes: FieldChange[];
}

/** History entries of many records, each naming the import batch that made it. */
export async function addHistories(
  tx: Tx,
  orgId: string,
  entries: readonly HistoryWrite[],
  username: string,
  batchId: string,
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insertInto('record_history')
    .values(
      entries.map(({ record, action, changes }) => ({
        org_id: orgId,
        record_id: record.id,
        version: record.version,
        action,
        by_username: username,
        changes: JSON.stringify(changes),
        import_batch_id: batchId,
      })),
    )
    .execute();
}

/**
 * Live records of a form by the text of their key fields (joined by a unit separator); a lookup
 * field (an object with an id) counts by its id.
 */
export async function recordsByKey(
  tx: Tx,
  orgId: string,
  formId: string,
  key: readonly string[],
  values: readonly string[],
): Promise<Map<string, RecordItem>> {
  if (values.length === 0) return new Map();
  const keyText = sql`concat_ws(chr(31), ${sql.join(key.map((name) => sql`coalesce(data->${name}->>'id', data->>${name})`))})`;
  const { rows } = await sql<{ key: string; item: string }>`
    select ${keyText} as key, ${RECORD_JSON} as item from records
    where org_id = ${orgId} and form_id = ${formId} and deleted_at is null
      and ${keyText} = any(${values}::text[])
    order by created_at, id
  `.execute(tx);
  const found = new Map<string, RecordItem>();
  // Of two live records with one key the older counts, as lookups by employee number do.
  for (const row of rows) if (!found.has(row.key)) found.set(row.key, JSON.parse(row.item));
  return found;
}

/** Records by id, deleted ones too. */
export async function findRecords(
  tx: Tx,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, RecordItem>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ item: string }>`
    select ${RECORD_JSON} as item from records where org_id = ${orgId} and id = any(${ids}::uuid[])
  `.execute(tx);
  return new Map(parsed(rows).map((record) => [record.id, record]));
}
