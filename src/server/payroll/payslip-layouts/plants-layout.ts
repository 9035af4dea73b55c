import type { Column, Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { dec, sum } from '../engine/decimal';
import { ACCENT, FILL, INK, MUTED, RULE, deferredBlock, documentOf, money } from './layout-parts';
import {
  amountText,
  dateText,
  figureAt,
  linesOf,
  periodText,
  type Issuer,
  type PayslipView,
} from './payslip-view';

const MARGIN = 22;

/** Hours worked on rest days and holidays, from the stored per-day inputs. */
function premiumHours(slip: PayslipView, key: 'regular_hours' | 'ot_hours'): string {
  const worked = Array.isArray(slip.inputs.worked) ? slip.inputs.worked : [];
  return sum(
    worked.map((day) => dec(String((day as Record<string, unknown>)[key] ?? 0))),
  ).toString();
}

/** The time figures the pay came from, as the time record gave them to the run. */
function timeRows(slip: PayslipView): [string, string][] {
  const input = (key: string) => figureAt(slip.inputs, key);
  const daily = input('daily_rate') !== null;
  const rows: [string, string | null][] = daily
    ? [
        ['Days worked', input('days_worked')],
        ['Paid leave (days)', input('paid_leave_days')],
      ]
    : [['Absences (days)', input('absent_days_unpaid')]];
  rows.push(
    ['Tardy (minutes)', input('tardy_minutes')],
    ['Undertime (minutes)', input('undertime_minutes')],
    ['Overtime (hours)', input('ot_hours_ordinary')],
    ['Night differential (hours)', input('nd_hours_ordinary_regular')],
    ['Rest day / holiday (hours)', premiumHours(slip, 'regular_hours')],
    ['Rest day / holiday OT (hours)', premiumHours(slip, 'ot_hours')],
  );
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

const head = (text: string): TableCell => ({ text, bold: true, fontSize: 7, color: ACCENT });

/** One column of the slip: a title, then label and figure rows. */
function column(title: string, rows: TableCell[][], width: number | '*' = '*'): Column {
  return {
    width,
    table: {
      widths: ['*', 'auto'],
      body: [[head(title), head('')], ...(rows.length > 0 ? rows : [['—', '']])],
    },
    layout: {
      hLineWidth: (row) => (row === 1 ? 0.8 : 0),
      vLineWidth: () => 0,
      hLineColor: () => ACCENT,
      paddingTop: () => 1.5,
      paddingBottom: () => 1.5,
      paddingLeft: () => 2,
      paddingRight: () => 2,
    },
  };
}

const rate = (slip: PayslipView) => {
  const daily = figureAt(slip.inputs, 'daily_rate');
  return daily
    ? `${amountText(daily)} a day`
    : `${amountText(figureAt(slip.inputs, 'monthly_basic') ?? '0')} a month`;
};

/**
 * The plant workers' slip (spec: view-payslip-plants): half a sheet, landscape, the time figures
 * beside earnings and deductions, totals in one band at the foot.
 */
export function plantsLayout(slip: PayslipView, issuer: Issuer): TDocumentDefinitions {
  const box = (caption: string, value: string, strong = false): TableCell => ({
    stack: [
      { text: caption, fontSize: 6.5, color: strong ? '#ffffff' : MUTED },
      { text: value, fontSize: strong ? 13 : 10, bold: true, color: strong ? '#ffffff' : INK },
    ],
    fillColor: strong ? ACCENT : FILL,
    alignment: 'right',
  });
  const content: Content[] = [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: issuer.tradeName, fontSize: 12, bold: true },
            { text: issuer.registeredName, fontSize: 6.5, color: MUTED },
          ],
        },
        {
          width: 220,
          stack: [
            { text: 'PAYSLIP', fontSize: 12, bold: true, color: ACCENT, alignment: 'right' },
            { text: slip.cutoff.registerName, fontSize: 6.5, color: MUTED, alignment: 'right' },
          ],
        },
      ],
    },
    {
      margin: [0, 6, 0, 6],
      table: {
        widths: ['auto', '*', 'auto', 'auto', 'auto'],
        body: [
          [
            { text: slip.employeeNumber, bold: true },
            { text: slip.employeeName.toUpperCase(), bold: true },
            `Rate: ${rate(slip)}`,
            `Period: ${periodText(slip)}`,
            `Pay date: ${dateText(slip.cutoff.payDate)}`,
          ],
        ],
      },
      layout: {
        fillColor: () => FILL,
        hLineWidth: () => 0,
        vLineWidth: () => 0,
        paddingTop: () => 3,
        paddingBottom: () => 3,
        paddingLeft: () => 5,
        paddingRight: () => 5,
      },
    },
    {
      columnGap: 12,
      columns: [
        column(
          'TIME',
          timeRows(slip).map(([name, value]) => [name, { text: value, alignment: 'right' }]),
          150,
        ),
        column(
          'EARNINGS',
          linesOf(slip, 'earnings').map((line) => [line.label, money(line.amount)]),
        ),
        column(
          'DEDUCTIONS',
          linesOf(slip, 'deductions').map((line) => [line.label, money(line.amount)]),
        ),
      ],
    },
    {
      margin: [0, 8, 0, 0],
      table: {
        widths: ['*', '*', '*'],
        body: [
          [
            box('GROSS PAY', amountText(slip.grossPay)),
            box('TOTAL DEDUCTIONS', amountText(slip.totalDeductions)),
            box('NET PAY (PHP)', amountText(slip.netPay), true),
          ],
        ],
      },
      layout: {
        hLineWidth: () => 0,
        vLineWidth: (column) => (column === 1 || column === 2 ? 3 : 0),
        vLineColor: () => '#ffffff',
        paddingTop: () => 4,
        paddingBottom: () => 4,
        paddingLeft: () => 8,
        paddingRight: () => 8,
      },
    },
    ...deferredBlock(slip, 7.5),
    {
      margin: [0, 10, 0, 0],
      canvas: [
        {
          type: 'line',
          x1: 0,
          y1: 0,
          x2: 551,
          y2: 0,
          lineWidth: 0.5,
          lineColor: RULE,
          dash: { length: 3 },
        },
      ],
    },
    {
      text: 'Received the net pay above in full. Signature: ______________________',
      fontSize: 6.5,
      color: MUTED,
      margin: [0, 4, 0, 0],
    },
  ];
  return documentOf(
    slip,
    issuer,
    { pageSize: 'A5', pageOrientation: 'landscape', pageMargins: [MARGIN, MARGIN, MARGIN, 26] },
    content,
    7.5,
    MARGIN,
  );
}
