import dayjs from 'dayjs';
import type { Payslip, PayslipLine } from '../../../shared/api/payroll-payslips';

/** What a printed payslip shows: the stored payslip, nothing recomputed. */
export type PayslipView = Pick<
  Payslip,
  | 'cutoff'
  | 'employeeNumber'
  | 'employeeName'
  | 'computation'
  | 'grossPay'
  | 'totalDeductions'
  | 'netPay'
  | 'lines'
  | 'deferred'
  | 'inputs'
  | 'result'
  | 'trace'
>;

/** The organisation a payslip is issued by. */
export interface Issuer {
  tradeName: string;
  registeredName: string;
}

const DECIMAL = /^(-?)(\d+)(\.\d+)?$/;

/**
 * A stored amount as payroll prints it: thousands grouped, every stored digit kept (the text is
 * never turned into a float), negatives in parentheses. "-2206.90" -> "(2,206.90)".
 */
export function amountText(value: string): string {
  const match = DECIMAL.exec(value);
  if (!match) return value;
  const [, sign, whole = '', fraction = ''] = match;
  const grouped = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
  return sign ? `(${grouped})` : grouped;
}

/** "2026-10-01" -> "Oct 1, 2026". */
export const dateText = (date: string) => dayjs(date).format('MMM D, YYYY');

export const periodText = (slip: Pick<PayslipView, 'cutoff'>) =>
  `${dateText(slip.cutoff.periodStart)} – ${dateText(slip.cutoff.periodEnd)}`;

export const linesOf = (slip: PayslipView, section: PayslipLine['section']) =>
  slip.lines.filter((line) => line.section === section);

/** A text or number at a path of the stored result or inputs ("sss.er_total"), or null. */
export function figureAt(source: Record<string, unknown>, path: string): string | null {
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** The values of one trace line ("withholding_tax"), or an empty record. */
export function traceValues(slip: PayslipView, line: string): Record<string, unknown> {
  return slip.trace.find((entry) => entry.line === line)?.values ?? {};
}
