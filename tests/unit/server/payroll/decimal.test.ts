import { describe, expect, it } from 'vitest';
import { D, money, pesos } from '../../../../src/server/payroll/engine/decimal';

describe('pesos', () => {
  it('writes money as the centavo it rounds to, half up, never as a negative zero', () => {
    const cases = ['0', '-0', '12500', '0.005', '-0.005', '-0.004', '123.454999', '-123.455'];
    for (const text of cases) expect(pesos(new D(text))).toBe(money(new D(text)).toFixed(2));
    expect(['-0.004', '-0.005', '0.005'].map((text) => pesos(new D(text)))).toEqual([
      '0.00',
      '-0.01',
      '0.01',
    ]);
  });

  it('agrees with rounding first on computed amounts', () => {
    for (let i = 1; i <= 2_000; i += 1) {
      const amount = new D(i * 7919 - 8_000_000).dividedBy(i % 97 || 3).times('1.25');
      expect(pesos(amount)).toBe(money(amount).toFixed(2));
    }
  });
});
