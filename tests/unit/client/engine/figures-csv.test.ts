import { describe, expect, it } from 'vitest';
import type { FieldInfo } from '../../../../src/shared/forms/fields';
import { figuresCsv } from '../../../../src/client/engine/views/chart/figures-csv';

const fields = new Map<string, FieldInfo>([
  ['payee', { name: 'payee', title: 'Payee', kind: 'text', schema: {} }],
  ['amount', { name: 'amount', title: 'Amount', kind: 'money', schema: {} }],
]);

describe("a chart's figures as CSV", () => {
  it('writes a group that reads like a formula as text, and negative amounts as numbers', () => {
    const csv = figuresCsv(
      {
        groupBy: ['payee'],
        measures: [{ op: 'count' }, { op: 'sum', field: 'amount' }],
        groups: [
          {
            keys: [{ value: 'x', label: '=HYPERLINK("https://evil.example","Open")' }],
            values: [1, -15000],
          },
          { keys: [{ value: 'y', label: '@SUM(A1:A9)' }], values: [2, 250] },
          { keys: [{ value: 'z', label: '-2+3' }], values: [1, 0] },
          { keys: [{ value: 'w', label: 'Ramon' }], values: [1, 100] },
        ],
        totals: [5, -14650],
        truncated: false,
      },
      fields,
    );
    expect(csv.split('\r\n')).toEqual([
      'Payee,Records,Amount (sum)',
      `"'=HYPERLINK(""https://evil.example"",""Open"")",1,-150.00`,
      "'@SUM(A1:A9),2,2.50",
      "'-2+3,1,0.00",
      'Ramon,1,1.00',
      'Total,5,-146.50',
      '',
    ]);
  });
});
