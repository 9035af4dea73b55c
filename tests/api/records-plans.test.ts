import { sql, type RawBuilder } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createDb } from '../../src/server/db/connection';
import { withOrg } from '../../src/server/db/tenant';
import { derivedColumns } from '../../src/server/records/key-columns';
import { listConditions, orderBy, sortKey } from '../../src/server/records/record-query';
import { describeOnEachDatabase } from './support/on-each-database';
import { testForms } from './support/test-forms';

const form = testForms().get('ers-employee');
if (!form) throw new Error('ers-employee is missing from schemas/');

describeOnEachDatabase('record list plans under row-level security', (current) => {
  beforeAll(async () => {
    // Enough employees in two organisations for the planner to prefer an index when it may.
    const owner = createDb(current().owner, 1);
    const derived = Object.entries(derivedColumns(form.plan, sql`d.data`));
    for (const orgId of ['acme', 'icare']) {
      await sql`
        insert into records (org_id, form_id, data, ${sql.join(derived.map(([column]) => sql.id(column)))})
        select ${orgId}, 'ers-employee', d.data, ${sql.join(derived.map(([, value]) => value))}
        from (
          select jsonb_build_object(
            'employeeNumber', 'B-' || i, 'lastName', 'Name' || i, 'firstName', 'Test',
            'employmentStatus', (array['Regular', 'Probationary', 'Contractual', 'Project-based'])[1 + i % 4],
            'department', 'Dept ' || (i % 40), 'active', i % 7 <> 0) as data
          from generate_series(1, 20000) i
        ) d
      `.execute(owner);
    }
    await sql`analyze records`.execute(owner);
    await owner.destroy();
  });

  /** EXPLAIN as the app's role (no BYPASSRLS) inside a tenant transaction, like a request. */
  const explain = (query: RawBuilder<unknown>) =>
    withOrg(current().db, 'acme', async (tx) =>
      (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(tx)).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n'),
    );

  it('filters through a key-column index condition (a JSONB expression could not be one)', async () => {
    const where = listConditions('acme', form, {
      form_id: 'ers-employee',
      filter: { employmentStatus: 'Regular', department: 'Dept 7' },
    });
    const plan = await explain(sql`select count(*) from records where ${where}`);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/Index Cond: .*t\d = 'dept 7'::text/);
  });

  it('pages a sort by walking its index in order, first page and after a deep cursor', async () => {
    const query = {
      form_id: 'ers-employee',
      sort: { field: 'lastName', direction: 'asc' as const },
    };
    const sort = sortKey(form, query);
    const where = listConditions('acme', form, query);
    const first = await explain(
      sql`select id from records where ${where} order by ${orderBy(sort)} limit 51`,
    );
    expect(first).toMatch(/Index (Only )?Scan using rx_key_t1\b/);
    expect(first).not.toMatch(/Seq Scan|Sort Key/);
    const deep = await explain(
      sql`select id from records where ${where} and (t1, id) > ('name9000', '00000000-0000-4000-8000-000000000000'::uuid)
          order by ${orderBy(sort)} limit 51`,
    );
    expect(deep).toMatch(/Index Cond: .*ROW\(t1, id\) > ROW/);
    expect(deep).not.toMatch(/Seq Scan|Sort Key/);
  });

  it('serves a filter plus a sort from the compound index the definition declares', async () => {
    const query = {
      form_id: 'ers-employee',
      filter: { department: 'Dept 7' },
      sort: { field: 'lastName', direction: 'desc' as const },
    };
    const columnOf = (name: string) => form.plan.fields.find((f) => f.field === name)?.column;
    const where = listConditions('acme', form, query);
    const plan = await explain(
      sql`select id from records where ${where} order by ${orderBy(sortKey(form, query))} limit 51`,
    );
    expect(plan).toMatch(
      new RegExp(
        `Index (Only )?Scan Backward using rx_key_${columnOf('department')}_${columnOf('lastName')} `,
      ),
    );
    expect(plan).not.toMatch(/Seq Scan|Sort Key|^\s+Filter: /m);
  });
});
