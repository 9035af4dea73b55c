import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { withOrg } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import { addHistory, insertRecord } from '../records/records.repository';
import { DEMO_ORGANIZATIONS } from './demo-organizations';

/**
 * Gives each demo organisation every definition's sample records, once: a form that already
 * has records there is left alone, so demo edits survive restarts.
 */
export async function seedDemoRecords(db: Kysely<Database>, forms: FormRegistry): Promise<void> {
  for (const { orgId } of DEMO_ORGANIZATIONS) {
    await withOrg(db, orgId, async (tx) => {
      const seeded = new Set(
        (
          await tx
            .selectFrom('records')
            .select('form_id')
            .distinct()
            .where('org_id', '=', orgId)
            .execute()
        ).map((row) => row.form_id),
      );
      for (const form of forms.all()) {
        if (seeded.has(form.definition.formId)) continue;
        for (const data of form.definition.seed) {
          const record = await insertRecord(tx, orgId, form, data, 'seed');
          await addHistory(tx, orgId, record, 'created', 'seed', []);
        }
      }
    });
  }
}
