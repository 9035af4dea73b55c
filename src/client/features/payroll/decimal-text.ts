const DECIMAL = /^(-?)(\d+)(\.\d+)?$/;

/** A scalar of a calculation's result or trace, or of a statutory table. */
export type PayrollScalar = string | number | boolean;

/** Whether a value is a decimal number written as text ("12500.00", "0.15", "-3"). */
const isDecimalText = (value: string) => DECIMAL.test(value);

/**
 * Groups the thousands of a decimal text without ever turning it into a float, so every digit
 * the engine wrote is shown: "1149.425287" -> "1,149.425287". Other text is returned as is.
 */
export function formatDecimal(value: string): string {
  const match = DECIMAL.exec(value);
  if (!match) return value;
  const [, sign, whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/** Whether a scalar reads as a figure (right-aligned, tabular) rather than words. */
export const isFigure = (value: PayrollScalar) =>
  typeof value === 'number' || (typeof value === 'string' && isDecimalText(value));

/** A scalar as payroll staff read it: figures grouped, booleans as Yes / No. */
export function formatScalar(value: PayrollScalar): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return formatDecimal(String(value));
}
