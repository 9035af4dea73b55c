import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { withOrg } from '../../src/server/db/tenant';
import { describeOnEachDatabase } from './support/on-each-database';

describeOnEachDatabase('statements prepared per connection', (current) => {
  it('prepares a parameterised statement once and reuses it; runs parameterless ones as they are', async () => {
    const prepared = await withOrg(current().db, 'acme', async (tx) => {
      for (const n of [1, 2, 3]) await sql`select ${n}::int + 40 as answer`.execute(tx);
      await sql`select 42 as plain`.execute(tx);
      const { rows } = await sql<{ statement: string; calls: number }>`
        select statement, generic_plans + custom_plans as calls from pg_prepared_statements
        where statement like 'select $1::int + 40%' or statement like 'select 42%'
      `.execute(tx);
      return rows;
    });
    expect(prepared).toEqual([{ statement: 'select $1::int + 40 as answer', calls: 3 }]);
  });
});

describeOnEachDatabase(
  'statements unnamed (DATABASE_PREPARED_STATEMENTS=false, for a pooler that cannot keep them)',
  (current) => {
    it('prepares nothing on the connection', async () => {
      const prepared = await withOrg(current().db, 'acme', async (tx) => {
        await sql`select ${1}::int + 40 as answer`.execute(tx);
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from pg_prepared_statements
        `.execute(tx);
        return rows[0]?.n;
      });
      expect(prepared).toBe(0);
    });
  },
  { DATABASE_PREPARED_STATEMENTS: 'false' },
);
