import { describe, expect, it } from 'vitest';
import type { FieldKind } from '../../../src/shared/forms/fields';
import { formatFieldValue } from '../../../src/shared/format/field-value';
import { formatCentavos, parseCentavos } from '../../../src/shared/format/money';

const as = (kind: FieldKind) => ({ kind, schema: {} });

describe('formatFieldValue', () => {
  it.each<[FieldKind, unknown, string]>([
    ['text', 'Juan', 'Juan'],
    ['number', 42, '42'],
    ['money', 123456, '₱1,234.56'],
    ['money', 5, '₱0.05'],
    ['money', 99999999999999, '₱999,999,999,999.99'],
    ['date', '2026-11-21', 'Nov 21, 2026'],
    ['datetime', '2026-11-21T01:30:00.000Z', 'Nov 21, 2026 9:30 AM'],
    ['datetime', '2026-11-20T16:30:00.000Z', 'Nov 21, 2026 12:30 AM'],
    ['boolean', true, 'Yes'],
    ['boolean', false, 'No'],
    ['enum', 'Regular', 'Regular'],
    ['multiselect', ['Excel', 'Word'], 'Excel, Word'],
    ['lookup', { id: 'e1', label: 'Cruz, Ana', employeeNumber: 'E-7' }, 'Cruz, Ana'],
    ['file', { id: 'f1', name: 'contract.pdf', size: 10, type: 'application/pdf' }, 'contract.pdf'],
    ['files', [{}, {}], '2 files'],
    ['files', [{}], '1 file'],
    ['photo', { id: 'f2', name: 'face.png', size: 10, type: 'image/png' }, 'face.png'],
    ['table', [{}, {}, {}], '3 items'],
    [
      'richtext',
      [
        { type: 'heading', level: 1, children: [{ text: 'Title' }] },
        { type: 'paragraph', children: [{ text: 'Hello ' }, { text: 'world', bold: true }] },
      ],
      'Title Hello world',
    ],
  ])('%s %j reads %j', (kind, value, expected) => {
    expect(formatFieldValue(as(kind), value)).toBe(expected);
  });

  it('reads empty values as an empty string', () => {
    for (const value of [null, undefined, ''])
      expect(formatFieldValue(as('money'), value)).toBe('');
  });

  it('cuts long rich text to an excerpt', () => {
    const text = 'word '.repeat(100);
    const out = formatFieldValue(as('richtext'), [{ type: 'paragraph', children: [{ text }] }]);
    expect(out.length).toBeLessThanOrEqual(120);
    expect(out.endsWith('…')).toBe(true);
  });
});

describe('money text', () => {
  it.each([
    ['1,234.56', 123456],
    ['0.1', 10],
    ['19.99', 1999],
    ['.5', 50],
    ['12', 1200],
    ['12.', 1200],
    ['999999999999.99', 99999999999999],
  ])('%j is %i centavos', (text, centavos) => {
    expect(parseCentavos(text)).toBe(centavos);
  });

  it.each(['1.234', 'abc', '', '.', '-1', '1e3', '1.2.3'])('%j is refused', (text) => {
    expect(parseCentavos(text)).toBeNull();
  });

  it('formats and parses back exactly', () => {
    for (const centavos of [0, 1, 10, 1999, 123456, 100000000]) {
      expect(parseCentavos(formatCentavos(centavos))).toBe(centavos);
    }
  });
});
