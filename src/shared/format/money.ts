const AMOUNT = /^(\d*)(?:\.(\d*))?$/;

/** 123456 centavos -> "1,234.56": integer arithmetic only, so no binary-float rounding. */
export function formatCentavos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(centavos));
  const pesos = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${pesos}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "1,234.56" -> 123456 centavos, by joining the digit strings (never float * 100). Null when the
 * text is not a non-negative amount with at most 2 decimals; grouping commas are ignored.
 */
export function parseCentavos(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const pesos = match[1] ?? '';
  const cents = match[2] ?? '';
  if ((pesos === '' && cents === '') || cents.length > 2) return null;
  return Number(`${pesos || '0'}${cents.padEnd(2, '0')}`);
}
