import Decimal from 'decimal.js';

// Exact decimal arithmetic for every payroll figure (ph-payroll.md §8): money is rounded half-up
// to 2 decimals line by line, rates are kept unrounded and written with 6 decimals.

export const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export const ZERO = new D(0);

/** A number or decimal text from validated input; absent is zero. */
export const dec = (value: string | number | undefined | null): Dec =>
  value === undefined || value === null ? ZERO : new D(String(value));

/** One money line: rounded half-up to the centavo. */
export const money = (value: Dec): Dec => value.toDecimalPlaces(2, D.ROUND_HALF_UP);

export const sum = (values: readonly Dec[]): Dec => values.reduce((a, b) => a.plus(b), ZERO);

export const min = (a: Dec, b: Dec): Dec => (a.lessThan(b) ? a : b);
export const max = (a: Dec, b: Dec): Dec => (a.greaterThan(b) ? a : b);

/**
 * Money as the API writes it: "12500.00". Rounded by `toFixed` itself (one rounding, not two: a
 * payslip writes hundreds); what rounds to zero is written unsigned, as `money` makes it.
 */
export const pesos = (value: Dec): string => {
  const text = value.toFixed(2, D.ROUND_HALF_UP);
  return text === '-0.00' ? '0.00' : text;
};

/** An unrounded rate as the API writes it: half-up to 6 decimals. */
export const rate6 = (value: Dec): string => value.toFixed(6, D.ROUND_HALF_UP);
