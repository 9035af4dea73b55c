import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/database';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import { derivedColumns } from './key-columns';

const INDEX_PREFIX = 'rx_';

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 8);

/** Index names are deterministic: form, column and a hash of what the index covers. */
function indexName(formId: string, column: string, field: string): string {
  const hash = hashOf([formId, column, field]);
  const form = formId.replace(/-/g, '_').slice(0, 63 - INDEX_PREFIX.length - column.length - 11);
  return `${INDEX_PREFIX}${form}_${column}_${hash}`;
}

/** The partial indexes a definition needs: one per key column, live rows of that form only. */
export function wantedIndexes(form: LoadedForm): Map<string, RawBuilder<unknown>> {
  const formId = form.definition.formId;
  return new Map(
    form.plan.fields.map((field) => [
      indexName(formId, field.column, field.field),
      sql`create index ${sql.id(indexName(formId, field.column, field.field))} on records
        (org_id, ${sql.id(field.column)}, id)
        where form_id = ${sql.lit(formId)} and deleted_at is null`,
    ]),
  );
}

/** Re-derives the key columns of every stored record of one form (its plan changed). */
async function backfill(db: Kysely<Database>, form: LoadedForm): Promise<void> {
  const columns = derivedColumns(form.plan, sql`data`);
  await sql`update records set ${sql.join(
    Object.entries(columns).map(([column, value]) => sql`${sql.id(column)} = ${value}`),
  )} where form_id = ${form.definition.formId}`.execute(db);
}

/**
 * Brings the database in line with the definitions, as the owner at start: records of a form
 * whose index plan changed are re-derived, then the `rx_*` indexes are made to match exactly
 * (missing ones created, ones no definition wants dropped).
 */
export async function reconcileRecordIndexes(
  db: Kysely<Database>,
  forms: FormRegistry,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const stored = new Map(
    (await db.selectFrom('record_index_plans').select(['form_id', 'plan_hash']).execute()).map(
      (row) => [row.form_id, row.plan_hash],
    ),
  );
  for (const form of forms.all()) {
    const { formId } = form.definition;
    const planHash = hashOf(form.plan);
    if (stored.get(formId) === planHash) continue;
    await backfill(db, form);
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

  const wanted = new Map(forms.all().flatMap((form) => [...wantedIndexes(form)]));
  const existing = await sql<{ indexname: string }>`
    select indexname from pg_indexes
    where schemaname = current_schema() and tablename = 'records' and indexname like ${`${INDEX_PREFIX}%`}
  `.execute(db);
  const present = new Set(existing.rows.map((row) => row.indexname));
  for (const name of present) {
    if (!wanted.has(name)) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
  let created = 0;
  for (const [name, statement] of wanted) {
    if (present.has(name)) continue;
    await statement.execute(db);
    created += 1;
  }
  if (created > 0) log(`created ${created} list index(es)`);
}
