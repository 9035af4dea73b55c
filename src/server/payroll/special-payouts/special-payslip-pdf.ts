import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { lastPayDueDate } from '../../../shared/api/last-pay';
import { PAYOUT_KIND_LABELS, type SpecialPayslip } from '../../../shared/api/special-payouts';
import { PDF_FONT } from '../../documents/pdf-printer';
import { INK, MUTED, RULED, money } from '../payslip-layouts/layout-parts';
import { dateText, type Issuer } from '../payslip-layouts/payslip-view';

const MARGIN = 48;

/** The figures of a last pay's computation that its statement shows, as the engine named them. */
const LAST_PAY_FIGURES = [
  ['basic_salary_earned_ytd', 'Basic salary earned this year'],
  ['taxable_compensation_ytd', 'Taxable compensation this year'],
  ['annual_tax_due', 'Tax due on the year'],
  ['ytd_tax_withheld_before_final', 'Tax withheld before the last pay'],
  ['tax_refund', 'Tax refund'],
  ['tax_payable', 'Tax payable'],
] as const;

const rows = (items: [string, string][], bold = false): TableCell[][] =>
  items.map(([text, amount]) => [{ text, bold }, money(amount, bold)]);

const table = (title: string, body: TableCell[][]): Content[] => [
  { text: title, bold: true, margin: [0, 12, 0, 4] },
  { table: { widths: ['*', 'auto'], body }, layout: RULED },
];

/**
 * A special payslip as a printable document; a last pay's is its statement, with the separation,
 * the date it is due (30 days after, DOLE LA 06-2020) and the year's tax settled at separation.
 */
export function specialPayslipDocument(slip: SpecialPayslip, issuer: Issuer): TDocumentDefinitions {
  const lastPay = slip.payout.kind === 'final_pay';
  const separationDate = lastPay ? String(slip.calculation.inputs.separation_date) : undefined;
  const title = lastPay
    ? 'Statement of last pay'
    : `${PAYOUT_KIND_LABELS[slip.payout.kind]} payslip`;
  const facts: [string, string][] = [
    ['Employee', `${slip.employeeName} (${slip.employeeNumber})`],
    ['Payout', slip.payout.name],
    ['Pay date', dateText(slip.payout.payDate)],
    ...(lastPay && separationDate
      ? ([
          ['Separation date', dateText(separationDate)],
          ['Due by', dateText(lastPayDueDate(separationDate))],
        ] as [string, string][])
      : []),
  ];
  const section = (name: 'earnings' | 'deductions') =>
    rows(
      slip.lines.filter((line) => line.section === name).map((line) => [line.label, line.amount]),
    );
  const result = slip.result as Record<string, string | undefined>;
  return {
    pageSize: 'A4',
    pageMargins: MARGIN,
    info: { title: `${title} ${slip.employeeNumber}`, author: issuer.registeredName },
    defaultStyle: { font: PDF_FONT, fontSize: 9, color: INK, lineHeight: 1.15 },
    content: [
      { text: issuer.registeredName, bold: true, fontSize: 12 },
      { text: title, fontSize: 14, bold: true, margin: [0, 4, 0, 8] },
      {
        table: {
          widths: ['auto', '*'],
          body: facts.map(([label, value]) => [{ text: label, color: MUTED }, value]),
        },
        layout: 'noBorders',
      },
      ...table('Earnings', [...section('earnings'), ...rows([['Gross pay', slip.grossPay]], true)]),
      ...table('Deductions', [
        ...section('deductions'),
        ...rows([['Total deductions', slip.totalDeductions]], true),
      ]),
      ...table('Net pay', rows([['Net pay', slip.netPay]], true)),
      ...(lastPay
        ? table(
            'Tax annualised at separation',
            rows(LAST_PAY_FIGURES.map(([key, label]) => [label, result[key] ?? '0.00'])),
          )
        : []),
      ...table(
        'Tax treatment',
        rows([
          ['13th month and other benefits, exempt', slip.benefitsExempt],
          ['13th month and other benefits, taxable', slip.benefitsTaxable],
          ['De minimis', slip.deMinimis],
          ['Taxable compensation', slip.taxableCompensation],
        ]),
      ),
    ],
  };
}

/** special-payslip-2022-0005-2026-12-15.pdf; an employee number is free text, so only safe characters. */
export const specialPayslipFileName = (slip: SpecialPayslip) =>
  `${slip.payout.kind === 'final_pay' ? 'last-pay' : 'special-payslip'}-${slip.employeeNumber.replace(/[^A-Za-z0-9._-]/g, '_')}-${slip.payout.payDate}.pdf`;
