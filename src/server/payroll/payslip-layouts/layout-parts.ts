import type {
  Content,
  CustomTableLayout,
  DynamicContent,
  TDocumentDefinitions,
  TableCell,
} from 'pdfmake/interfaces';
import { formatDateTime } from '../../../shared/format/date-time';
import { PDF_FONT } from '../../documents/pdf-printer';
import { amountText, type Issuer, type PayslipView } from './payslip-view';

export const INK = '#1f2933';
export const MUTED = '#616e7c';
export const ACCENT = '#0b4f8a';
export const RULE = '#c5ced8';
export const FILL = '#edf2f7';

/** Tables with hairline rules between rows and none at the sides. */
export const RULED: CustomTableLayout = {
  hLineWidth: (row, node) => (row === 0 || row === node.table.body.length ? 0.8 : 0.4),
  vLineWidth: () => 0,
  hLineColor: (row) => (row === 0 ? INK : RULE),
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: () => 4,
  paddingRight: () => 4,
};

/** A box around the whole table, no inner rules. */
export const BOXED: CustomTableLayout = {
  hLineWidth: (row, node) => (row === 0 || row === node.table.body.length ? 0.6 : 0),
  vLineWidth: (column, node) => (column === 0 || column === node.table.widths?.length ? 0.6 : 0),
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  paddingTop: () => 4,
  paddingBottom: () => 4,
  paddingLeft: () => 6,
  paddingRight: () => 6,
};

export const money = (value: string, bold = false) => ({
  text: amountText(value),
  alignment: 'right' as const,
  bold,
});

export const label = (text: string): TableCell => ({ text, color: MUTED, fontSize: 7 });

// Formatting in the display zone costs more than laying out a line; a cut-off's payslips share it.
let lastComputed: [string | null, string] = [null, 'not recorded'];

/** The payslip's own footer: when and by which computation it was made. */
export function computedNote(slip: PayslipView): string {
  const at = slip.cutoff.computedAt;
  if (at && lastComputed[0] !== at) lastComputed = [at, formatDateTime(at)];
  return `Computed ${at ? lastComputed[1] : 'not recorded'}, computation #${slip.computation}`;
}

export function footer(slip: PayslipView, margin: number): DynamicContent {
  return (page, pages) => ({
    margin: [margin, 0, margin, 0],
    columns: [
      { text: computedNote(slip), fontSize: 7, color: MUTED },
      {
        text: `${slip.employeeNumber} · page ${page} of ${pages}`,
        fontSize: 7,
        color: MUTED,
        alignment: 'right',
      },
    ],
  });
}

/** Deductions that did not fit in the net pay, when there are any. */
export function deferredBlock(slip: PayslipView, fontSize: number): Content[] {
  if (slip.deferred.length === 0) return [];
  return [
    {
      text: 'Deferred: not deducted this cut-off',
      bold: true,
      fontSize,
      margin: [0, 10, 0, 3],
    },
    {
      table: {
        widths: ['*', 'auto', '*'],
        body: [
          [
            { text: 'Item', bold: true },
            { text: 'Amount', bold: true, alignment: 'right' },
            { text: 'Why', bold: true },
          ],
          ...slip.deferred.map((item): TableCell[] => [
            item.name,
            money(item.amount),
            { text: item.reason, color: MUTED },
          ]),
        ],
      },
      layout: RULED,
      fontSize: fontSize - 1,
    },
  ];
}

/** Document settings every layout shares: font, metadata, no external resources. */
export function documentOf(
  slip: PayslipView,
  issuer: Issuer,
  page: Pick<TDocumentDefinitions, 'pageSize' | 'pageOrientation' | 'pageMargins'>,
  content: Content[],
  fontSize: number,
  margin: number,
): TDocumentDefinitions {
  return {
    ...page,
    info: {
      title: `Payslip ${slip.employeeNumber} ${slip.cutoff.periodStart} to ${slip.cutoff.periodEnd}`,
      author: issuer.registeredName,
      subject: slip.cutoff.registerName,
    },
    defaultStyle: { font: PDF_FONT, fontSize, color: INK, lineHeight: 1.15 },
    footer: footer(slip, margin),
    content,
  };
}
