import { sql, type Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { RecordListResponse } from '../../src/shared/api/records';
import { createDb } from '../../src/server/db/connection';
import { up as mergeLists } from '../../src/server/db/migrations/20261203T0900-one-list-each';
import { derivedColumns } from '../../src/server/records/key-columns';
import { signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { testForms } from './support/test-forms';

const forms = testForms();

describeOnEachDatabase(
  'one list each: the dropped copies of a list join the kept one',
  (current) => {
    let admin: ApiCaller;
    const planted = new Map<string, string>();

    beforeAll(async () => {
      admin = await signIn(current().app, 'acme', 'admin');
      // Records a database kept under the two dropped definitions, as their saves stored them.
      const owner = createDb(current().owner, 1);
      const plant = async (formId: string, keptAs: string, data: Record<string, unknown>) => {
        const plan = forms.get(keptAs)?.plan;
        if (!plan) throw new Error(`${keptAs} is missing from schemas/`);
        const derived = Object.entries(derivedColumns(plan, sql`${JSON.stringify(data)}::jsonb`));
        const { rows } = await sql<{ id: string }>`
        insert into records (org_id, form_id, data, ${sql.join(derived.map(([column]) => sql.id(column)))})
        values ('acme', ${formId}, ${JSON.stringify(data)}::jsonb, ${sql.join(derived.map(([, value]) => value))})
        returning id
      `.execute(owner);
        planted.set(String(data.code), rows[0]?.id ?? '');
      };
      await plant('division', 'utility-division', { code: 'LEGAL', name: 'Legal', active: true });
      // The kept list has OPS already (its seed): the copy's own stays, deleted.
      await plant('division', 'utility-division', { code: 'OPS', name: 'Ops (old)', active: true });
      await plant('employment-status', 'utility-employment-status', {
        code: 'APPR',
        name: 'Apprentice',
        durationMonths: 18,
        active: true,
      });
      await mergeLists(owner as unknown as Kysely<unknown>);
      const left = await sql<{ count: string }>`
      select count(*) as count from records where form_id in ('division', 'employment-status')
    `.execute(owner);
      expect(Number(left.rows[0]?.count)).toBe(0);
      await owner.destroy();
    });

    const live = async (formId: string) => {
      const response = await admin.call('POST', '/api/records/list', {
        body: { form_id: formId, pageSize: 100 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<RecordListResponse>().items;
    };

    it('keeps a copy whose code is new, with its id and fields', async () => {
      const divisions = await live('utility-division');
      expect(divisions.find((item) => item.id === planted.get('LEGAL'))?.data.name).toBe('Legal');
      const statuses = await live('utility-employment-status');
      expect(statuses.find((item) => item.id === planted.get('APPR'))?.data.durationMonths).toBe(
        18,
      );
    });

    it('lists a code the kept list already has once, keeping the copy deleted', async () => {
      const divisions = await live('utility-division');
      expect(divisions.filter((item) => item.data.code === 'OPS')).toHaveLength(1);
      expect(divisions.some((item) => item.id === planted.get('OPS'))).toBe(false);
      const owner = createDb(current().owner, 1);
      const copy = await sql<{ form_id: string; deleted: boolean }>`
      select form_id, deleted_at is not null as deleted from records where id = ${planted.get('OPS')}::uuid
    `.execute(owner);
      await owner.destroy();
      expect(copy.rows).toEqual([{ form_id: 'utility-division', deleted: true }]);
    });
  },
);
