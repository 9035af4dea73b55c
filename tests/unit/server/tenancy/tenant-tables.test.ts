import { describe, expect, it } from 'vitest';
import { deletionOrder, type TenantTable } from '../../../../src/server/tenancy/tenant-tables';

const table = (name: string, references: string[] = []): TenantTable => ({
  name,
  columns: [{ name: 'org_id', type: 'text' }],
  primaryKey: ['org_id'],
  references,
});

describe('deletion order', () => {
  it('deletes a row before the rows it references, the organisation last', () => {
    const tables = [
      table('organizations'),
      table('accounts', ['organizations']),
      table('sessions', ['accounts']),
      table('files', ['organizations']),
      table('file_references', ['files', 'organizations']),
      table('pay_registers', ['organizations']),
      table('pay_cutoffs', ['pay_registers']),
      table('payslips', ['pay_cutoffs']),
    ];
    const order = deletionOrder(tables).map((each) => each.name);
    expect(order).toHaveLength(tables.length);
    expect(order.at(-1)).toBe('organizations');
    for (const { name, references } of tables)
      for (const target of references)
        expect(order.indexOf(name), `${name} before ${target}`).toBeLessThan(order.indexOf(target));
  });

  it('ignores references to tables outside the list', () => {
    expect(deletionOrder([table('records', ['record_index_plans'])]).map((t) => t.name)).toEqual([
      'records',
    ]);
  });

  it('refuses a circle of foreign keys, which no order satisfies', () => {
    expect(() => deletionOrder([table('a', ['b']), table('b', ['a'])])).toThrow(
      /circle among: a, b/,
    );
  });
});
