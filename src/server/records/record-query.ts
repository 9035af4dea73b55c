import { sql, type RawBuilder } from 'kysely';
import type { FieldError } from '../../shared/api/errors';
import type { FilterValue, RecordListRequest } from '../../shared/api/records';
import type { Sort } from '../../shared/forms/definition';
import { BUILT_IN_SORTS, KEY_COLUMNS, type IndexedField } from '../../shared/forms/index-plan';
import { AppError } from '../http/app-error';
import type { LoadedForm } from '../forms/form-registry';
import { keyValue } from './key-columns';
import { containsPattern } from '../db/like-pattern';

export type ListQuery = Omit<RecordListRequest, 'pageSize' | 'cursor' | 'fields'>;

/** Where the list's order comes from: a key column or a built-in timestamp. */
export interface SortKey {
  column: string;
  /** SQL type the cursor's text value is cast back to. */
  cast: 'text' | 'numeric' | 'boolean' | 'timestamptz';
  direction: 'asc' | 'desc';
}

const CAST: Record<IndexedField['type'], SortKey['cast']> = {
  text: 'text',
  number: 'numeric',
  boolean: 'boolean',
};

const KEY_COLUMN_NAMES = new Set<string>(Object.values(KEY_COLUMNS).flat());
const isKeyColumn = (column: string) => KEY_COLUMN_NAMES.has(column);

export function badRequest(fields: FieldError[]): AppError {
  return new AppError('bad_request', fields.map((field) => field.message).join(' '), { fields });
}

/** The order of a list: the requested sort if the form allows it, else the definition's. */
export function sortKey(form: LoadedForm, query: ListQuery): SortKey {
  if (query.deleted) return { column: 'deleted_at', cast: 'timestamptz', direction: 'desc' };
  const sort: Sort = query.sort ?? form.definition.list.sort;
  const builtIn = BUILT_IN_SORTS[sort.field as keyof typeof BUILT_IN_SORTS];
  if (builtIn) return { column: builtIn, cast: 'timestamptz', direction: sort.direction };
  const field = form.plan.fields.find((candidate) => candidate.field === sort.field);
  if (!field?.sortable) {
    const allowed = [
      ...form.plan.fields.filter((f) => f.sortable).map((f) => f.field),
      'createdAt',
      'updatedAt',
    ];
    throw badRequest([
      { path: '/sort/field', message: `Sort field must be one of: ${allowed.join(', ')}` },
    ]);
  }
  return { column: field.column, cast: CAST[field.type], direction: sort.direction };
}

function scalar(field: IndexedField, value: unknown, path: string): string | number | boolean {
  const ok =
    field.type === 'boolean'
      ? typeof value === 'boolean'
      : field.type === 'number'
        ? typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
        : typeof value === 'string' || typeof value === 'number';
  if (!ok) {
    const expected = { boolean: 'true or false', number: 'a number', text: 'text' }[field.type];
    throw badRequest([{ path, message: `Filter ${field.field} must be ${expected}` }]);
  }
  return value as string | number | boolean;
}

function filterCondition(field: IndexedField, value: FilterValue): RawBuilder<unknown> {
  const column = sql.ref(field.column);
  const path = `/filter/${field.field}`;
  if (Array.isArray(value)) {
    return sql`${column} in (${sql.join(value.map((item) => keyValue(field, scalar(field, item, path))))})`;
  }
  if (value !== null && typeof value === 'object') {
    const parts: RawBuilder<unknown>[] = [];
    if (value.gte !== undefined)
      parts.push(sql`${column} >= ${keyValue(field, scalar(field, value.gte, path))}`);
    if (value.lte !== undefined)
      parts.push(sql`${column} <= ${keyValue(field, scalar(field, value.lte, path))}`);
    return sql.join(parts, sql` and `);
  }
  return sql`${column} = ${keyValue(field, scalar(field, value, path))}`;
}

const likePattern = (text: string) => containsPattern(text.toLowerCase());

/**
 * The WHERE of a list query. org_id is named though row-level security restricts it anyway: it
 * leads every index. The sort column is stated non-null (it always is for a form that uses it)
 * so the planner may walk that column's partial index.
 */
export function listConditions(
  orgId: string,
  form: LoadedForm,
  query: ListQuery,
): RawBuilder<unknown> {
  const sort = sortKey(form, query);
  const conditions: RawBuilder<unknown>[] = [
    sql`org_id = ${orgId}`,
    sql`form_id = ${form.definition.formId}`,
    query.deleted ? sql`deleted_at is not null` : sql`deleted_at is null`,
  ];
  if (isKeyColumn(sort.column)) conditions.push(sql`${sql.ref(sort.column)} is not null`);
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    const field = form.plan.fields.find((candidate) => candidate.field === name);
    if (!field) {
      const allowed = form.definition.list.filters;
      throw badRequest([
        {
          path: `/filter/${name}`,
          message: allowed.length
            ? `${name} cannot be filtered on; filter one of: ${allowed.join(', ')}`
            : `${form.definition.title} lists have no filters`,
        },
      ]);
    }
    conditions.push(filterCondition(field, value));
  }
  if (query.q?.trim()) conditions.push(sql`search like ${likePattern(query.q.trim())}`);
  if (query.ids) conditions.push(sql`id in (${sql.join(query.ids)})`);
  if (query.employeeNumber) conditions.push(sql`employee_number = ${query.employeeNumber}`);
  return sql.join(conditions, sql` and `);
}

/**
 * A page boundary: the sort key's value (as text) and the id of the last row shown, plus the
 * total the first page counted, so deeper pages need not count again.
 */
export interface Cursor {
  key: string;
  id: string;
  total: number;
  totalIsEstimate: boolean;
}

export function encodeCursor(sort: SortKey, cursor: Cursor): string {
  const { key, id, total, totalIsEstimate } = cursor;
  return Buffer.from(
    JSON.stringify([sort.column, sort.direction, key, id, total, totalIsEstimate]),
  ).toString('base64url');
}

export function decodeCursor(sort: SortKey, text: string): Cursor {
  try {
    const [column, direction, key, id, total, totalIsEstimate] = JSON.parse(
      Buffer.from(text, 'base64url').toString('utf8'),
    );
    if (
      column === sort.column &&
      direction === sort.direction &&
      typeof key === 'string' &&
      /^[0-9a-f-]{36}$/.test(id) &&
      Number.isInteger(total) &&
      typeof totalIsEstimate === 'boolean'
    ) {
      return { key, id, total, totalIsEstimate };
    }
  } catch {
    // falls through to the error below
  }
  throw badRequest([
    {
      path: '/cursor',
      message: 'Cursor must be the nextCursor of a previous page with the same sort',
    },
  ]);
}

/** Rows after the cursor in the list's order (row comparison, served by the key index). */
export function afterCursor(sort: SortKey, cursor: Cursor): RawBuilder<unknown> {
  const key = sql`cast(${cursor.key} as ${sql.raw(sort.cast)})`;
  return sort.direction === 'asc'
    ? sql`(${sql.ref(sort.column)}, id) > (${key}, ${cursor.id}::uuid)`
    : sql`(${sql.ref(sort.column)}, id) < (${key}, ${cursor.id}::uuid)`;
}

export function orderBy(sort: SortKey): RawBuilder<unknown> {
  const direction = sql.raw(sort.direction);
  return sql`${sql.ref(sort.column)} ${direction}, id ${direction}`;
}
