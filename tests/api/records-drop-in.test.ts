import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { NavigationResponse } from '../../src/shared/api/platform';
import type { FormSummary, RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { createDb } from '../../src/server/db/connection';
import { signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

/** A copy of schemas/ plus one new definition nobody wrote code for. */
const schemasDir = mkdtempSync(join(tmpdir(), 'hcm-schemas-'));
cpSync('schemas', schemasDir, { recursive: true });
writeFileSync(
  join(schemasDir, 'utility', 'shoe-size.json'),
  JSON.stringify({
    formId: 'utility-shoe-size',
    title: 'Shoe size',
    pluralTitle: 'Shoe sizes',
    module: 'utility',
    route: '/utility/shoe-size',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'eu'],
      properties: {
        label: { type: 'string', title: 'Label', minLength: 1, maxLength: 20 },
        eu: { type: 'integer', title: 'EU size', minimum: 30, maximum: 50 },
      },
    },
    list: {
      columns: ['label', 'eu'],
      sort: { field: 'eu', direction: 'asc' },
      search: ['label'],
      filters: [],
    },
    access: { read: ['*'], write: ['admin'] },
    seed: [
      { label: 'Small', eu: 38 },
      { label: 'Large', eu: 44 },
    ],
  }),
);

describeOnEachDatabase(
  'dropping a new definition into schemas/ and restarting',
  (current) => {
    let admin: ApiCaller;
    beforeAll(async () => {
      admin = await signIn(current().app, 'acme', 'admin');
    });

    it('makes a menu entry, the API, validation and its index appear', async () => {
      const forms = (await admin.call('GET', '/api/forms')).json<{ forms: FormSummary[] }>().forms;
      expect(forms).toContainEqual(
        expect.objectContaining({
          formId: 'utility-shoe-size',
          route: '/utility/shoe-size',
          canWrite: true,
        }),
      );
      const nav = (await admin.call('GET', '/api/navigation')).json<NavigationResponse>();
      const items = nav.groups.flatMap((group) => group.items);
      expect(items).toContainEqual(
        expect.objectContaining({ path: '/utility/shoe-size/list', label: 'Shoe sizes' }),
      );

      const created = await admin.call('POST', '/api/records', {
        body: { form_id: 'utility-shoe-size', data: { label: 'Medium', eu: 41 } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const invalid = await admin.call('POST', '/api/records', {
        body: { form_id: 'utility-shoe-size', data: { label: 'Giant', eu: 60 } },
      });
      expect(invalid.json()).toMatchObject({
        error: { fields: [{ path: '/eu', message: 'EU size must be at most 50' }] },
      });
      const page = (
        await admin.call('POST', '/api/records/list', { body: { form_id: 'utility-shoe-size' } })
      ).json<RecordListResponse>();
      expect(page.items.map((item: RecordItem) => item.data.eu)).toEqual([38, 41, 44]);

      // Its sort key is derived into a key column, which the shared partial index of that column
      // serves (created at start if no definition used the column before).
      const owner = createDb(current().owner, 1);
      const keys = await sql<{ n1: string }>`
        select n1::text from records where org_id = 'acme' and form_id = 'utility-shoe-size' order by n1
      `.execute(owner);
      const index = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes where indexname = 'rx_key_n1'
      `.execute(owner);
      await owner.destroy();
      expect(keys.rows.map((row) => row.n1)).toEqual(['38', '41', '44']);
      expect(index.rows[0]?.indexdef).toMatch(
        /\(org_id, form_id, n1, id\) WHERE \(\(deleted_at IS NULL\) AND \(n1 IS NOT NULL\)\)/,
      );
    });
  },
  { SCHEMAS_DIR: schemasDir },
);
