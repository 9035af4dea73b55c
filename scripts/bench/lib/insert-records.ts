import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../src/server/db/database';
import type { FormRegistry } from '../../../src/server/forms/form-registry';
import { derivedColumns } from '../../../src/server/records/key-columns';

/**
 * Inserts records of one form of `orgId` from a SELECT that yields `data`, deriving the key
 * columns as the app does: how the benchmarks seed thousands of records in one statement.
 */
export function insertRecords(
  db: Kysely<Database>,
  forms: FormRegistry,
  orgId: string,
  formId: string,
  dataRows: RawBuilder<unknown>,
) {
  const form = forms.get(formId);
  if (!form) throw new Error(`${formId} is not in schemas/`);
  const derived = Object.entries(derivedColumns(form.plan, sql`d.data`));
  return sql<{ id: string; data: Record<string, unknown> }>`
    insert into records (org_id, form_id, data, created_by, updated_by, ${sql.join(derived.map(([c]) => sql.id(c)))})
    select ${orgId}, ${formId}, d.data, 'bench', 'bench', ${sql.join(derived.map(([, v]) => v))}
    from (${dataRows}) d
    returning id, data
  `.execute(db);
}
