import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../../../../src/shared/forms/fields';

describe('a child table’s columns', () => {
  const [kpis] = fieldsOf({
    schema: {
      type: 'object',
      properties: {
        kpis: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              deliverable: { $ref: '#/$defs/recordRef', title: 'From the library' },
              weight: { type: 'integer', title: 'Weight (%)' },
            },
          },
        },
      },
    },
    uiSchema: { kpis: { items: { deliverable: { 'ui:options': { formId: 'pms-deliverable' } } } } },
  });

  it('are described in schema order, each with its kind', () => {
    expect(kpis?.kind).toBe('table');
    expect(kpis?.columns?.map((column) => [column.name, column.kind])).toEqual([
      ['deliverable', 'lookup'],
      ['weight', 'number'],
    ]);
  });

  it('take the uiSchema’s item hints, so a lookup cell knows the form it names', () => {
    expect(kpis?.columns?.[0]?.lookupFormId).toBe('pms-deliverable');
  });
});
