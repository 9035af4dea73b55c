/**
 * Text a spreadsheet would run as a formula when it opens a CSV: one starting with =, +, -, @, a
 * tab or a carriage return (OWASP's list, as papaparse's `escapeFormulae` has it), unless the
 * whole text is a plain number such as "-150.00" or "1,234.56", which it reads as that number.
 */
export const FORMULA_START = /^(?![+-]?\d[\d,]*(?:\.\d+)?$)[=+\-@\t\r]/;

/**
 * A text cell as a CSV should hold it so that a spreadsheet shows it as written: a would-be
 * formula gets a leading apostrophe. "=HYPERLINK(…)" -> "'=HYPERLINK(…)"; "-150.00" stays.
 */
export const inertCsvText = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;
