import { describe, expect, it } from 'vitest';
import address from '../../../schemas/_defs/address.json';
import attachment from '../../../schemas/_defs/attachment.json';
import money from '../../../schemas/_defs/money.json';
import recordRef from '../../../schemas/_defs/recordRef.json';
import { formatFieldValue } from '../../../src/shared/format/field-value';
import { describeField, type JsonSchemaNode } from '../../../src/shared/forms/fields';

/** A definition's schema as the server bundles it: fragments in `$defs`, plus local definitions. */
const root: JsonSchemaNode = {
  type: 'object',
  properties: {},
  $defs: {
    money,
    recordRef,
    attachment,
    address,
    level: { type: 'integer', enum: [1, 2, 3], enumNames: ['Junior', 'Mid', 'Senior'] },
  },
  definitions: {
    node: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name' },
        children: { type: 'array', title: 'Children', items: { $ref: '#/definitions/node' } },
      },
    },
  },
};

/** The text a list cell and an export show for a field of this schema (tuples included). */
const text = (schema: object, value: unknown) =>
  formatFieldValue(describeField('field', schema as JsonSchemaNode, undefined, root), value);

const paymentSchema: JsonSchemaNode = {
  type: 'object',
  oneOf: [
    {
      properties: {
        method: { const: 'bank', title: 'Method' },
        amount: { $ref: '#/$defs/money', title: 'Amount' },
      },
    },
    {
      properties: {
        method: { const: 'leave', title: 'Method' },
        amount: { type: 'integer', title: 'Days' },
      },
    },
  ],
};

describe('generic and object values as text', () => {
  it.each<[string, object, unknown, string]>([
    [
      'an array of strings',
      { type: 'array', items: { type: 'string' } },
      ['Excel', 'Word'],
      'Excel, Word',
    ],
    [
      'an array of booleans',
      { type: 'array', items: { type: 'boolean' } },
      [true, false],
      'Yes, No',
    ],
    ['an array of numbers', { type: 'array', items: { type: 'number' } }, [1.5, 0, 2], '1.5, 0, 2'],
    [
      'a fixed tuple',
      {
        type: 'array',
        items: [{ type: 'string' }, { $ref: '#/$defs/money' }],
        additionalItems: false,
      },
      ['Rice', 12050],
      'Rice, ₱120.50',
    ],
    [
      'an open tuple',
      { type: 'array', items: [{ type: 'string' }], additionalItems: { type: 'boolean' } },
      ['Checked', true, false],
      'Checked, Yes, No',
    ],
    [
      'a oneOf const choice',
      {
        type: 'string',
        oneOf: [
          { const: 'ft', title: 'Full time' },
          { const: 'pt', title: 'Part time' },
        ],
      },
      'pt',
      'Part time',
    ],
    [
      'an anyOf const choice of numbers',
      {
        anyOf: [
          { const: 1, title: 'One shift' },
          { const: 2, title: 'Two shifts' },
        ],
      },
      2,
      'Two shifts',
    ],
    [
      'an array of choices',
      {
        type: 'array',
        items: {
          oneOf: [
            { const: 'a', title: 'Alpha' },
            { const: 'b', title: 'Beta' },
          ],
        },
      },
      ['b', 'a'],
      'Beta, Alpha',
    ],
    ['a number enum', { type: 'integer', enum: [10, 20] }, 20, '20'],
    ['a number enum with enumNames', { $ref: '#/$defs/level' }, 2, 'Mid'],
    [
      'an alternative (first branch)',
      paymentSchema,
      { method: 'bank', amount: 150000 },
      'Method: bank; Amount: ₱1,500.00',
    ],
    [
      'an alternative (the branch the value fits)',
      paymentSchema,
      { method: 'leave', amount: 3 },
      'Method: leave; Days: 3',
    ],
    [
      'if/then/else',
      {
        type: 'object',
        properties: { hasCar: { type: 'boolean', title: 'Has a car' } },
        if: { properties: { hasCar: { const: true } } },
        then: { properties: { plate: { type: 'string', title: 'Plate number' } } },
        else: { properties: { reason: { type: 'string' } } },
      },
      { hasCar: true, plate: 'ABC 1234' },
      'Has a car: Yes; Plate number: ABC 1234',
    ],
    [
      'a map',
      { type: 'object', additionalProperties: { $ref: '#/$defs/money' } },
      { '2026-01': 150000, '2026-02': 0 },
      '2026-01: ₱1,500.00; 2026-02: ₱0.00',
    ],
    [
      'a recursive #/definitions tree, cut past four levels',
      { anyOf: [{ $ref: '#/definitions/node' }, { type: 'null' }] },
      {
        name: 'CEO',
        children: [
          { name: 'CFO', children: [{ name: 'Controller', children: [{ name: 'Clerk' }] }] },
        ],
      },
      'Name: CEO; Children: (Name: CFO; Children: (Name: Controller; Children: …))',
    ],
    [
      'a nullable fragment',
      { anyOf: [{ $ref: '#/$defs/money' }, { type: 'null' }] },
      250000,
      '₱2,500.00',
    ],
    [
      'a nullable lookup',
      { anyOf: [{ type: 'null' }, { $ref: '#/$defs/recordRef' }] },
      { id: 'r1', label: 'Makati office' },
      'Makati office',
    ],
    [
      'fragments nested in an optional group, as their kinds',
      {
        anyOf: [
          { type: 'null' },
          {
            type: 'object',
            properties: {
              site: { $ref: '#/$defs/recordRef', title: 'Site' },
              since: { type: 'string', format: 'date' },
              contract: { $ref: '#/$defs/attachment', title: 'Contract' },
              home: { $ref: '#/$defs/address', title: 'Home' },
            },
          },
        ],
      },
      {
        contract: { id: 'f1', name: 'contract.pdf', size: 10, type: 'application/pdf' },
        since: '2026-11-21',
        site: { id: 's1', label: 'Head office' },
        home: { city: 'Makati', zipCode: '1200' },
      },
      'Site: Head office; Since: Nov 21, 2026; Contract: contract.pdf; Home: (City / municipality: Makati; ZIP code: 1200)',
    ],
    [
      'values the schema does not type',
      { type: 'array' },
      [{ a: { b: 1 } }, [true, 'x']],
      '(a: (b: 1)), (Yes, x)',
    ],
    [
      'values of another shape than their schema says',
      { type: 'array', items: { type: 'string' } },
      [{ a: 1 }, 'b'],
      '(a: 1), b',
    ],
  ])('%s', (_construct, schema, value, expected) => {
    expect(text(schema, value)).toBe(expected);
  });

  it('shows a nested group (object kind) by its property titles, skipping empty ones', () => {
    const home = describeField('home', { $ref: '#/$defs/address' }, undefined, root);
    expect(home.kind).toBe('object');
    expect(
      formatFieldValue(home, { line1: '1 Rizal St', line2: '', city: 'Makati', province: null }),
    ).toBe('Address line 1: 1 Rizal St; City / municipality: Makati');
  });

  it('reads empty values, empty arrays and empty objects as an empty string', () => {
    for (const value of [null, undefined, '', [], {}, [null, '']])
      expect(text({ type: 'array', items: { type: 'string' } }, value)).toBe('');
  });

  it('cuts long values to an excerpt', () => {
    const out = text({ type: 'array', items: { type: 'string' } }, Array(60).fill('Overtime'));
    expect(out.length).toBeLessThanOrEqual(120);
    expect(out.endsWith('…')).toBe(true);
  });
});
