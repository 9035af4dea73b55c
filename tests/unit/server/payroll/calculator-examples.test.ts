import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  asOfDate,
  calculate,
  type CalculatorCall,
} from '../../../../src/server/payroll/engine/calculate';
import { STATUTORY_DEFAULTS } from '../../../../src/server/payroll/statutory/statutory-defaults';

// The worked examples of the payroll reference in the calculator's format, copied unchanged from
// the reference (payroll-calculator-examples.json): each must come out to the centavo.
const { examples } = JSON.parse(
  readFileSync(new URL('./fixtures/payroll-calculator-examples.json', import.meta.url), 'utf8'),
) as {
  examples: { id: string; request: CalculatorCall & { asOf?: string }; expected: object }[];
};

describe('the reference examples', () => {
  it.each(examples.map((example) => [example.id, example] as const))('%s', (_id, example) => {
    const { asOf, ...call } = example.request;
    const { result } = calculate(call, STATUTORY_DEFAULTS, asOfDate(call, asOf, '2026-11-24'));
    expect(result).toMatchObject(example.expected);
  });
});
