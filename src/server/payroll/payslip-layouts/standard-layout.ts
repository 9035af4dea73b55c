import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import {
  ACCENT,
  BOXED,
  FILL,
  INK,
  MUTED,
  RULE,
  deferredBlock,
  documentOf,
  label,
  money,
} from './layout-parts';
import {
  amountText,
  dateText,
  linesOf,
  periodText,
  type Issuer,
  type PayslipView,
} from './payslip-view';

const MARGIN = 40;

const heading = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({
  text,
  bold: true,
  color: '#ffffff',
  fillColor: ACCENT,
  alignment,
  fontSize: 8,
});

/** Earnings beside deductions, row by row, with their totals at the foot. */
function earningsAndDeductions(slip: PayslipView): Content {
  const earnings = linesOf(slip, 'earnings');
  const deductions = linesOf(slip, 'deductions');
  const rows = Array.from({ length: Math.max(earnings.length, deductions.length) }, (_, i) => {
    const earning = earnings[i];
    const deduction = deductions[i];
    return [
      earning ? earning.label : '',
      earning ? money(earning.amount) : '',
      deduction ? deduction.label : '',
      deduction ? money(deduction.amount) : '',
    ];
  });
  const total = (text: string): TableCell => ({ text, bold: true, fillColor: FILL });
  return {
    table: {
      widths: ['*', 90, '*', 90],
      body: [
        [
          heading('EARNINGS'),
          heading('AMOUNT', 'right'),
          heading('DEDUCTIONS'),
          heading('AMOUNT', 'right'),
        ],
        ...rows,
        [
          total('Gross pay'),
          { ...money(slip.grossPay, true), fillColor: FILL },
          total('Total deductions'),
          { ...money(slip.totalDeductions, true), fillColor: FILL },
        ],
      ],
    },
    layout: {
      hLineWidth: (row, node) => (row === 1 || row === node.table.body.length - 1 ? 0.6 : 0),
      vLineWidth: (column) => (column === 2 ? 0.6 : 0),
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      paddingTop: () => 4,
      paddingBottom: () => 4,
      paddingLeft: () => 6,
      paddingRight: () => 6,
    },
  };
}

/**
 * The office payslip (spec: view-payslip): issuer and employee, earnings beside deductions with
 * their totals, the net pay boxed, what was deferred, and the employee's acknowledgement.
 */
export function standardLayout(slip: PayslipView, issuer: Issuer): TDocumentDefinitions {
  const content: Content[] = [
    {
      columns: [
        [
          { text: issuer.tradeName, fontSize: 16, bold: true },
          { text: issuer.registeredName, fontSize: 8, color: MUTED, margin: [0, 2, 0, 0] },
        ],
        [
          { text: 'PAYSLIP', fontSize: 18, bold: true, color: ACCENT, alignment: 'right' },
          { text: slip.cutoff.registerName, fontSize: 8, color: MUTED, alignment: 'right' },
        ],
      ],
    },
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.2, lineColor: INK }],
      margin: [0, 8, 0, 10],
    },
    {
      table: {
        widths: [70, '*', 60, '*'],
        body: [
          [
            label('EMPLOYEE'),
            { text: slip.employeeName, bold: true },
            label('PAY PERIOD'),
            periodText(slip),
          ],
          [
            label('EMPLOYEE NO.'),
            slip.employeeNumber,
            label('PAY DATE'),
            dateText(slip.cutoff.payDate),
          ],
        ],
      },
      layout: BOXED,
      margin: [0, 0, 0, 14],
    },
    earningsAndDeductions(slip),
    {
      margin: [0, 14, 0, 0],
      columns: [
        { width: '*', text: '' },
        {
          width: 230,
          table: {
            widths: ['*', 'auto'],
            body: [
              [
                {
                  text: 'NET PAY',
                  bold: true,
                  color: '#ffffff',
                  fontSize: 11,
                  margin: [0, 3, 0, 0],
                },
                {
                  text: `PHP ${amountText(slip.netPay)}`,
                  bold: true,
                  color: '#ffffff',
                  fontSize: 15,
                  alignment: 'right',
                },
              ],
            ],
          },
          layout: {
            fillColor: () => ACCENT,
            hLineWidth: () => 0,
            vLineWidth: () => 0,
            paddingTop: () => 6,
            paddingBottom: () => 6,
            paddingLeft: () => 10,
            paddingRight: () => 10,
          },
        },
      ],
    },
    ...deferredBlock(slip, 9),
    {
      margin: [0, 36, 0, 0],
      columns: [
        {
          width: '*',
          text: 'I acknowledge receipt of the net pay stated above as full payment for the period.',
          fontSize: 7,
          color: MUTED,
          margin: [0, 14, 20, 0],
        },
        {
          width: 200,
          stack: [
            {
              canvas: [
                { type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.6, lineColor: INK },
              ],
            },
            {
              text: 'Signature over printed name / date',
              fontSize: 7,
              color: MUTED,
              alignment: 'center',
              margin: [0, 3, 0, 0],
            },
          ],
          margin: [0, 22, 0, 0],
        },
      ],
    },
  ];
  return documentOf(
    slip,
    issuer,
    { pageSize: 'A4', pageMargins: [MARGIN, MARGIN, MARGIN, 40] },
    content,
    9,
    MARGIN,
  );
}
