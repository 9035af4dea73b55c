import { sql, type RawBuilder } from 'kysely';
import type {
  FieldChange,
  RecordHistoryEntry,
  RecordItem,
  RecordListResponse,
} from '../../shared/api/records';
import type { OrgRead, OrgReader, ReadDb } from '../db/org-reader';
import type { Tx } from '../db/tenant';
import type { JsonText } from '../http/json-text';
import type { LoadedForm } from '../forms/form-registry';
import { derivedColumns, fieldsOf } from './key-columns';
import { keepRecordFiles } from './record-references';
import type { DataFields } from './list-fields';
import {
  afterCursor,
  decodeCursor,
  encodeCursor,
  listConditions,
  orderBy,
  sortKey,
  type Cursor,
  type ListQuery,
  type SortKey,
} from './record-query';
import type { RecordCounts } from './record-counts';

/**
 * A record as the API shows it (`RecordItem`), as JSON text built by PostgreSQL: a list passes
 * it through without parsing `data` or timestamps (the bulk of a list's cost in Node), and
 * single records are parsed from the same text, so there is one shape. Timestamps are ISO 8601
 * in UTC with microseconds (the connections' time zone is UTC).
 */
const recordJson = (data: RawBuilder<unknown>) => sql`json_build_object(
  'id', id, 'formId', form_id, 'version', version, 'data', ${data},
  'createdAt', created_at, 'createdBy', created_by,
  'updatedAt', updated_at, 'updatedBy', updated_by, 'deletedAt', deleted_at)::text`;

/** A stored record as the API's JSON text (see `recordJson`). */
export const RECORD_JSON = recordJson(sql`data`);

/**
 * A list item carrying `fields` of its data: the stored projection as it is when that is what
 * was asked, else the fields picked from it (or from the document when it lacks some). A record
 * whose projection is not derived yet (null) has it made from its document.
 */
function itemJson(fields: DataFields) {
  switch (fields.kind) {
    case 'document':
      return RECORD_JSON;
    case 'listed':
      return recordJson(sql`coalesce(list_data, ${fieldsOf(sql`data`, fields.names)})`);
    case 'picked':
      return recordJson(
        fieldsOf(
          fields.fromListed ? sql`coalesce(list_data, data::json)` : sql`data`,
          fields.names,
        ),
      );
  }
}

const parseRecord = (row: { item: string } | undefined): RecordItem | null =>
  row ? (JSON.parse(row.item) as RecordItem) : null;

/**
 * One keyset page in the list's order: up to `pageSize + 1` rows (the extra says more follow).
 * The limit is a literal so the prepared statement's generic plan knows how few rows it needs.
 */
async function pageRows(
  db: ReadDb,
  where: RawBuilder<unknown>,
  sort: SortKey,
  cursor: Cursor | null,
  pageSize: number,
  fields: DataFields,
) {
  const page = cursor ? sql`${where} and ${afterCursor(sort, cursor)}` : where;
  const { rows } = await sql<{ id: string; sort_key: string; item: string }>`
    select id, ${sql.ref(sort.column)}::text as sort_key, ${itemJson(fields)} as item
    from records where ${page}
    order by ${orderBy(sort)} limit ${sql.lit(pageSize + 1)}
  `.execute(db);
  return rows;
}

/** A page of records with each item as JSON text, ready to be sent as it is. */
export interface RecordPage extends Omit<RecordListResponse, 'items'> {
  itemsJson: string[];
}

/** The `RecordListResponse` JSON of a page, items spliced in as PostgreSQL wrote them. */
export const recordPageJson = ({ itemsJson, ...rest }: RecordPage): JsonText<RecordListResponse> =>
  `{"items":[${itemsJson.join(',')}],${JSON.stringify(rest).slice(1)}`;

/**
 * One keyset page of a form's records and the total of the whole query. The first page counts
 * (nothing to count when it is not full; shared totals from `counts` otherwise); later pages
 * carry that total in their cursor, so a deep page costs one index walk. The page is a read of
 * one query; a count not yet shared, a read of its own.
 */
export async function listRecords(
  reader: OrgReader,
  orgId: string,
  form: LoadedForm,
  query: ListQuery,
  page: { size: number; cursor: string | undefined; fields: DataFields },
  counts: RecordCounts,
): Promise<RecordPage> {
  const read: OrgRead = (work, options) => reader.read(orgId, work, options);
  const sort = sortKey(form, query);
  const where = listConditions(orgId, form, query);
  const cursor = page.cursor ? decodeCursor(sort, page.cursor) : null;
  const rows = await read((db) => pageRows(db, where, sort, cursor, page.size, page.fields), {
    oneQuery: true,
  });
  const shown = rows.slice(0, page.size);
  const last = shown[shown.length - 1];
  const counted = cursor
    ? { total: cursor.total, totalIsEstimate: cursor.totalIsEstimate }
    : rows.length <= page.size
      ? { total: rows.length, totalIsEstimate: false }
      : await counts.total(form.definition.formId, where, read);
  return {
    itemsJson: shown.map((row) => row.item),
    nextCursor:
      rows.length > page.size && last
        ? encodeCursor(sort, { key: last.sort_key, id: last.id, ...counted })
        : null,
    ...counted,
  };
}

/** Every row of a list query in order, a batch at a time, carrying `fields` (for export). */
export async function* allRecords(
  db: ReadDb,
  orgId: string,
  form: LoadedForm,
  query: ListQuery,
  fields: DataFields,
) {
  const sort = sortKey(form, query);
  const where = listConditions(orgId, form, query);
  const batch = 500;
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await pageRows(db, where, sort, cursor, batch, fields);
    const shown = rows.slice(0, batch);
    yield shown.map((row) => JSON.parse(row.item) as RecordItem);
    const last = shown[shown.length - 1];
    if (rows.length <= batch || !last) return;
    cursor = { key: last.sort_key, id: last.id, total: 0, totalIsEstimate: false };
  }
}

export async function findRecord(tx: Tx, orgId: string, id: string): Promise<RecordItem | null> {
  const { rows } = await sql<{
    item: string;
  }>`select ${RECORD_JSON} as item from records where org_id = ${orgId} and id = ${id}`.execute(tx);
  return parseRecord(rows[0]);
}

function derivedAssignments(form: LoadedForm, data: Record<string, unknown>) {
  const json = sql`${JSON.stringify(data)}::json`;
  return Object.entries(derivedColumns(form.plan, json));
}

export async function insertRecord(
  tx: Tx,
  orgId: string,
  form: LoadedForm,
  data: Record<string, unknown>,
  username: string,
): Promise<RecordItem> {
  const derived = derivedAssignments(form, data);
  const { rows } = await sql<{ item: string }>`
    insert into records (org_id, form_id, data, created_by, updated_by, ${sql.join(derived.map(([column]) => sql.id(column)))})
    values (${orgId}, ${form.definition.formId}, ${JSON.stringify(data)}::json, ${username}, ${username}, ${sql.join(derived.map(([, value]) => value))})
    returning ${RECORD_JSON} as item
  `.execute(tx);
  const record = parseRecord(rows[0]) as RecordItem;
  await keepRecordFiles(tx, orgId, form, [record]);
  return record;
}

/** Updates when `version` is still current; null when someone saved in between. */
export async function updateRecord(
  tx: Tx,
  orgId: string,
  form: LoadedForm,
  id: string,
  version: number,
  data: Record<string, unknown>,
  username: string,
): Promise<RecordItem | null> {
  const derived = derivedAssignments(form, data);
  const { rows } = await sql<{ item: string }>`
    update records set data = ${JSON.stringify(data)}::json, version = version + 1,
      updated_at = now(), updated_by = ${username},
      ${sql.join(derived.map(([column, value]) => sql`${sql.id(column)} = ${value}`))}
    where org_id = ${orgId} and id = ${id} and version = ${version} and deleted_at is null
    returning ${RECORD_JSON} as item
  `.execute(tx);
  const record = parseRecord(rows[0]);
  if (record) await keepRecordFiles(tx, orgId, form, [record]);
  return record;
}

/** Soft delete or restore; a deletion is a new version so a stale edit cannot revive it. */
export async function setDeleted(
  tx: Tx,
  orgId: string,
  id: string,
  deleted: boolean,
  username: string,
): Promise<RecordItem | null> {
  const { rows } = await sql<{ item: string }>`
    update records set deleted_at = ${deleted ? sql`now()` : sql`null`}, version = version + 1,
      updated_at = now(), updated_by = ${username}
    where org_id = ${orgId} and id = ${id} and deleted_at is ${deleted ? sql`null` : sql`not null`}
    returning ${RECORD_JSON} as item
  `.execute(tx);
  return parseRecord(rows[0]);
}

export async function addHistory(
  tx: Tx,
  orgId: string,
  record: RecordItem,
  action: RecordHistoryEntry['action'],
  username: string,
  changes: FieldChange[],
): Promise<void> {
  await tx
    .insertInto('record_history')
    .values({
      org_id: orgId,
      record_id: record.id,
      version: record.version,
      action,
      by_username: username,
      changes: JSON.stringify(changes),
    })
    .execute();
}

export async function listHistory(
  tx: Tx,
  orgId: string,
  id: string,
): Promise<RecordHistoryEntry[]> {
  const rows = await tx
    .selectFrom('record_history')
    .select(['version', 'action', 'at', 'by_username', 'changes', 'import_batch_id'])
    .where('org_id', '=', orgId)
    .where('record_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    action: row.action,
    at: row.at.toISOString(),
    by: row.by_username,
    changes: row.changes as FieldChange[],
    importBatchId: row.import_batch_id,
  }));
}

/** Which of `ids` are live records of `formId` (lookups must point at real records). */
export async function existingRecords(tx: Tx, orgId: string, formId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, Record<string, unknown>>();
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', formId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.data as Record<string, unknown>]));
}
