import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/database';
import { KEY_COLUMNS, type KeyColumn } from '../../shared/forms/index-plan';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import { derivedColumns } from './key-columns';

const INDEX_PREFIX = 'rx_';

/**
 * Bumped when the derivation of key columns changes (not the plans), so every stored record is
 * re-derived once. 2: unused key columns are NULL.
 */
const DERIVATION = 2;

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 8);

/** Key columns of a definition's compound list indexes (`list.indexes`), in declared order. */
function compoundColumns(form: LoadedForm): KeyColumn[][] {
  const columnOf = new Map(form.plan.fields.map((field) => [field.field, field.column]));
  return (form.definition.list.indexes ?? []).map((fields) =>
    fields.map((field) => {
      const column = columnOf.get(field);
      if (!column) throw new Error(`${form.definition.formId}: "${field}" has no key column`);
      return column;
    }),
  );
}

/**
 * The `rx_*` indexes the definitions need, by name. One partial index per key column, shared by
 * every form that puts a field there (every column has one: a record type built in the browser
 * may use any of them): live records whose form uses the column, in (org, form, value, id) order. A list query names the org, the form and, for
 * its sort column, `column is not null`, so the planner can walk it; a filter's
 * `column = value` implies the predicate by itself. Compound indexes (`list.indexes`) serve
 * busy views that filter on some fields and sort by another; they are shared too, by column.
 */
export function wantedIndexes(forms: FormRegistry): Map<string, RawBuilder<unknown>> {
  const tuples = new Map<string, KeyColumn[]>(
    Object.values(KEY_COLUMNS).flatMap((columns) => columns.map((c) => [c, [c]] as const)),
  );
  for (const form of forms.all()) {
    for (const columns of compoundColumns(form)) tuples.set(columns.join('_'), columns);
  }
  return new Map(
    [...tuples].sort().map(([key, columns]) => {
      const name = `${INDEX_PREFIX}key_${key}`;
      const ids = columns.map((column) => sql.id(column));
      return [
        name,
        sql`create index ${sql.id(name)} on records (org_id, form_id, ${sql.join(ids)}, id)
          where deleted_at is null and ${sql.join(
            ids.map((id) => sql`${id} is not null`),
            sql` and `,
          )}`,
      ];
    }),
  );
}

/**
 * Re-derives the key columns of every stored record of one form (its plan changed); in an
 * organisation's transaction, of that organisation's records only.
 */
export async function rederiveKeyColumns(db: Kysely<Database>, form: LoadedForm): Promise<void> {
  const columns = derivedColumns(form.plan, sql`data`);
  await sql`update records set ${sql.join(
    Object.entries(columns).map(([column, value]) => sql`${sql.id(column)} = ${value}`),
  )} where form_id = ${form.definition.formId}`.execute(db);
}

/**
 * Brings the database in line with the definitions, as the owner at start: `rx_*` indexes no
 * definition wants are dropped, records of a form whose index plan changed are re-derived, then
 * missing indexes are created (after the backfill, so it does not maintain them row by row).
 */
export async function reconcileRecordIndexes(
  db: Kysely<Database>,
  forms: FormRegistry,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const wanted = wantedIndexes(forms);
  const existing = await sql<{ indexname: string }>`
    select indexname from pg_indexes
    where schemaname = current_schema() and tablename = 'records' and indexname like ${`${INDEX_PREFIX}%`}
  `.execute(db);
  const present = new Set(existing.rows.map((row) => row.indexname));
  for (const name of present) {
    if (!wanted.has(name)) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }

  const stored = new Map(
    (await db.selectFrom('record_index_plans').select(['form_id', 'plan_hash']).execute()).map(
      (row) => [row.form_id, row.plan_hash],
    ),
  );
  for (const form of forms.all()) {
    const { formId } = form.definition;
    const planHash = hashOf([DERIVATION, form.plan]);
    if (stored.get(formId) === planHash) continue;
    await rederiveKeyColumns(db, form);
    await db
      .insertInto('record_index_plans')
      .values({ form_id: formId, plan_hash: planHash, plan: JSON.stringify(form.plan) })
      .onConflict((oc) =>
        oc.column('form_id').doUpdateSet({
          plan_hash: planHash,
          plan: JSON.stringify(form.plan),
          updated_at: new Date(),
        }),
      )
      .execute();
    if (stored.has(formId)) log(`re-derived the list keys of ${formId}`);
  }

  let created = 0;
  for (const [name, statement] of wanted) {
    if (present.has(name)) continue;
    await statement.execute(db);
    created += 1;
  }
  if (created > 0) log(`created ${created} list index(es)`);
}
