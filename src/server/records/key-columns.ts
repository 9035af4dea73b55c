import { sql, type RawBuilder } from 'kysely';
import {
  KEY_COLUMNS,
  type IndexPlan,
  type IndexedField,
  type KeyType,
} from '../../shared/forms/index-plan';

/** Longest text kept in a key column: enough to sort and filter by, small for the index. */
const TEXT_KEY_LENGTH = 200;
const SEARCH_LENGTH = 2000;

const at = (data: RawBuilder<unknown>, path: string[]) =>
  sql`(${data} #>> ${sql.val(path)}::text[])`;

/** The SQL that derives one key column's value from a record's data. */
function keyExpression(
  type: KeyType,
  data: RawBuilder<unknown>,
  path: string[],
): RawBuilder<unknown> {
  const value = at(data, path);
  switch (type) {
    case 'text':
      return sql`lower(left(coalesce(${value}, ''), ${sql.lit(TEXT_KEY_LENGTH)}))`;
    case 'number':
      return sql`coalesce(${value}::numeric, '-Infinity'::numeric)`;
    case 'boolean':
      return sql`coalesce(${value}::boolean, false)`;
  }
}

/**
 * Every derived column of a record (key columns, search text, employee number) as SQL over
 * `data`, which is either the incoming JSON (writes) or the stored column (backfill): one
 * derivation, so a write and a re-index can never disagree. Key columns the form does not use
 * are NULL, which keeps its records out of those columns' partial indexes.
 */
export function derivedColumns(plan: IndexPlan, data: RawBuilder<unknown>) {
  const columns: Record<string, RawBuilder<unknown>> = {};
  for (const column of Object.values(KEY_COLUMNS).flat()) columns[column] = sql`null`;
  for (const field of plan.fields)
    columns[field.column] = keyExpression(field.type, data, field.path);
  columns.search =
    plan.search.length === 0
      ? sql`''`
      : sql`lower(left(concat_ws(' ', ${sql.join(plan.search.map((path) => at(data, path)))}), ${sql.lit(SEARCH_LENGTH)}))`;
  columns.employee_number = plan.employee ? at(data, plan.employee) : sql`null`;
  columns.list_data = fieldsOf(data, plan.listed);
  return columns;
}

/**
 * The object of `data`'s fields named in `names` (a field the data lacks stays absent), as
 * json: one text[] parameter, so any choice of fields shares a prepared statement and plan.
 */
export const fieldsOf = (data: RawBuilder<unknown>, names: readonly string[]) =>
  sql`coalesce((select json_object_agg(key, value) from json_each(${data}::json)
    where key = any(${names}::text[])), '{}')`;

/** How a filter or cursor value is compared with a key column. */
export function keyValue(
  field: IndexedField,
  value: string | number | boolean,
): RawBuilder<unknown> {
  switch (field.type) {
    case 'text':
      return sql`lower(${String(value)})`;
    case 'number':
      return sql`${String(value)}::numeric`;
    case 'boolean':
      return sql`${Boolean(value)}`;
  }
}
