import { sql } from 'kysely';
import type { FieldChange, RecordHistoryEntry, RecordItem } from '../../shared/api/records';
import type { Tx } from '../db/tenant';
import type { LoadedForm } from '../forms/form-registry';
import { derivedColumns } from './key-columns';
import {
  afterCursor,
  decodeCursor,
  encodeCursor,
  listConditions,
  orderBy,
  sortKey,
  type ListQuery,
} from './record-query';

interface RecordRow {
  id: string;
  form_id: string;
  version: number;
  data: Record<string, unknown>;
  created_at: Date;
  created_by: string | null;
  updated_at: Date;
  updated_by: string | null;
  deleted_at: Date | null;
}

const RECORD_COLUMNS = sql`id, form_id, version, data, created_at, created_by, updated_at, updated_by, deleted_at`;

export function toRecordItem(row: RecordRow): RecordItem {
  return {
    id: row.id,
    formId: row.form_id,
    version: row.version,
    data: row.data,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
    deletedAt: row.deleted_at ? row.deleted_at.toISOString() : null,
  };
}

/** Counted exactly up to this many; past it the planner's estimate keeps deep lists cheap. */
const EXACT_COUNT_CAP = 1000;

async function countMatches(tx: Tx, where: ReturnType<typeof listConditions>) {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (select 1 from records where ${where} limit ${EXACT_COUNT_CAP + 1}) capped
  `.execute(tx);
  const exact = rows[0]?.n ?? 0;
  if (exact <= EXACT_COUNT_CAP) return { total: exact, totalIsEstimate: false };
  const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
    explain (format json) select 1 from records where ${where}
  `.execute(tx);
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? exact);
  return { total: Math.max(estimate, exact), totalIsEstimate: true };
}

/**
 * One keyset page of a form's records and the total of the whole query. The first page counts
 * (nothing to count when it is not full); later pages carry that total in their cursor, so a
 * deep page costs one index walk.
 */
export async function listRecords(
  tx: Tx,
  orgId: string,
  form: LoadedForm,
  query: ListQuery,
  pageSize: number,
  cursorText: string | undefined,
) {
  const sort = sortKey(form, query);
  const where = listConditions(orgId, form, query);
  const cursor = cursorText ? decodeCursor(sort, cursorText) : null;
  const page = cursor ? sql`${where} and ${afterCursor(sort, cursor)}` : where;
  const { rows } = await sql<RecordRow & { sort_key: string }>`
    select ${RECORD_COLUMNS}, ${sql.ref(sort.column)}::text as sort_key
    from records where ${page}
    order by ${orderBy(sort)} limit ${pageSize + 1}
  `.execute(tx);
  const shown = rows.slice(0, pageSize);
  const last = shown[shown.length - 1];
  const counted = cursor
    ? { total: cursor.total, totalIsEstimate: cursor.totalIsEstimate }
    : rows.length <= pageSize
      ? { total: rows.length, totalIsEstimate: false }
      : await countMatches(tx, where);
  return {
    items: shown.map(toRecordItem),
    nextCursor:
      rows.length > pageSize && last
        ? encodeCursor(sort, { key: last.sort_key, id: last.id, ...counted })
        : null,
    ...counted,
  };
}

/** Every row of a list query in order, a batch at a time (for export). */
export async function* allRecords(tx: Tx, orgId: string, form: LoadedForm, query: ListQuery) {
  let cursor: string | undefined;
  do {
    const page = await listRecords(tx, orgId, form, query, 500, cursor);
    yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

export async function findRecord(tx: Tx, id: string): Promise<RecordItem | null> {
  const { rows } =
    await sql<RecordRow>`select ${RECORD_COLUMNS} from records where id = ${id}`.execute(tx);
  return rows[0] ? toRecordItem(rows[0]) : null;
}

function derivedAssignments(form: LoadedForm, data: Record<string, unknown>) {
  const json = sql`${JSON.stringify(data)}::jsonb`;
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
  const { rows } = await sql<RecordRow>`
    insert into records (org_id, form_id, data, created_by, updated_by, ${sql.join(derived.map(([column]) => sql.id(column)))})
    values (${orgId}, ${form.definition.formId}, ${JSON.stringify(data)}::jsonb, ${username}, ${username}, ${sql.join(derived.map(([, value]) => value))})
    returning ${RECORD_COLUMNS}
  `.execute(tx);
  return toRecordItem(rows[0] as RecordRow);
}

/** Updates when `version` is still current; null when someone saved in between. */
export async function updateRecord(
  tx: Tx,
  form: LoadedForm,
  id: string,
  version: number,
  data: Record<string, unknown>,
  username: string,
): Promise<RecordItem | null> {
  const derived = derivedAssignments(form, data);
  const { rows } = await sql<RecordRow>`
    update records set data = ${JSON.stringify(data)}::jsonb, version = version + 1,
      updated_at = now(), updated_by = ${username},
      ${sql.join(derived.map(([column, value]) => sql`${sql.id(column)} = ${value}`))}
    where id = ${id} and version = ${version} and deleted_at is null
    returning ${RECORD_COLUMNS}
  `.execute(tx);
  return rows[0] ? toRecordItem(rows[0]) : null;
}

/** Soft delete or restore; a deletion is a new version so a stale edit cannot revive it. */
export async function setDeleted(
  tx: Tx,
  id: string,
  deleted: boolean,
  username: string,
): Promise<RecordItem | null> {
  const { rows } = await sql<RecordRow>`
    update records set deleted_at = ${deleted ? sql`now()` : sql`null`}, version = version + 1,
      updated_at = now(), updated_by = ${username}
    where id = ${id} and deleted_at is ${deleted ? sql`null` : sql`not null`}
    returning ${RECORD_COLUMNS}
  `.execute(tx);
  return rows[0] ? toRecordItem(rows[0]) : null;
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

export async function listHistory(tx: Tx, id: string): Promise<RecordHistoryEntry[]> {
  const rows = await tx
    .selectFrom('record_history')
    .select(['version', 'action', 'at', 'by_username', 'changes'])
    .where('record_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    action: row.action,
    at: row.at.toISOString(),
    by: row.by_username,
    changes: row.changes as FieldChange[],
  }));
}

/** Which of `ids` are live records of `formId` (lookups must point at real records). */
export async function existingRecords(tx: Tx, formId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, Record<string, unknown>>();
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'data'])
    .where('form_id', '=', formId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.data as Record<string, unknown>]));
}
