import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { dec, pesos, sum } from '../engine/decimal';
import {
  ACCENT,
  BOXED,
  FILL,
  MUTED,
  RULED,
  deferredBlock,
  documentOf,
  label,
  money,
} from './layout-parts';
import {
  amountText,
  dateText,
  figureAt,
  linesOf,
  periodText,
  traceValues,
  type Issuer,
  type PayslipView,
} from './payslip-view';

const MARGIN = 36;

const section = (text: string): Content => ({
  text: text.toUpperCase(),
  bold: true,
  fontSize: 8,
  color: ACCENT,
  margin: [0, 12, 0, 3],
});

const headerRow = (...titles: string[]): TableCell[] =>
  titles.map((text, i) => ({
    text,
    bold: true,
    fontSize: 7.5,
    alignment: i === 0 ? 'left' : 'right',
  }));

/** What each line was computed on, from the stored inputs: "6.5 h", "35 min". */
function quantityOf(slip: PayslipView, code: string): string {
  const input = (key: string, unit: string) => {
    const value = figureAt(slip.inputs, key);
    if (value === null || dec(value).isZero()) return '';
    return `${value} ${unit}${unit === 'day' && !dec(value).equals(1) ? 's' : ''}`;
  };
  switch (code) {
    case 'basic_pay':
      return input('days_worked', 'day');
    case 'absence_deduction':
      return input('absent_days_unpaid', 'day');
    case 'tardiness_deduction':
      return input('tardy_minutes', 'min');
    case 'undertime_deduction':
      return input('undertime_minutes', 'min');
    case 'ot_pay':
      return input('ot_hours_ordinary', 'h');
    default:
      return '';
  }
}

function earningsTable(slip: PayslipView): Content {
  return {
    table: {
      widths: ['*', 70, 90],
      body: [
        headerRow('Description', 'Basis', 'Amount'),
        ...linesOf(slip, 'earnings').map((line): TableCell[] => [
          line.label,
          { text: quantityOf(slip, line.code), alignment: 'right', color: MUTED },
          money(line.amount),
        ]),
        [{ text: 'Gross pay', bold: true }, '', money(slip.grossPay, true)],
      ],
    },
    layout: RULED,
  };
}

function deductionsTable(slip: PayslipView): Content {
  return {
    table: {
      widths: ['*', 90],
      body: [
        headerRow('Description', 'Amount'),
        ...linesOf(slip, 'deductions').map((line): TableCell[] => [line.label, money(line.amount)]),
        [{ text: 'Total deductions', bold: true }, money(slip.totalDeductions, true)],
      ],
    },
    layout: RULED,
  };
}

/** SSS, PhilHealth and Pag-IBIG for the month: both shares, as the run computed them. */
function contributionsTable(slip: PayslipView): Content {
  const at = (path: string) => figureAt(slip.result, path) ?? '0.00';
  const rows = [
    ['SSS', at('sss.msc'), at('sss.ee_total'), at('sss.er_total')],
    ['PhilHealth', at('philhealth.base'), at('philhealth.ee'), at('philhealth.er')],
    ['Pag-IBIG', at('hdmf.base'), at('hdmf.ee'), at('hdmf.er')],
  ] as const;
  const total = (values: string[]) => pesos(sum(values.map((value) => dec(value))));
  return {
    table: {
      widths: ['*', 80, 80, 80, 80],
      body: [
        headerRow('Contribution (monthly)', 'Basis', 'Employee share', 'Employer share', 'Total'),
        ...rows.map(([name, basis, ee, er]): TableCell[] => [
          name,
          money(basis),
          money(ee),
          money(er),
          money(total([ee, er])),
        ]),
        [
          { text: 'Total', bold: true },
          '',
          money(total(rows.map((row) => row[2])), true),
          money(total(rows.map((row) => row[3])), true),
          money(total(rows.flatMap((row) => [row[2], row[3]])), true),
        ],
      ],
    },
    layout: RULED,
  };
}

/** Gross to taxable compensation, then the bracket the tax came from. */
function taxTable(slip: PayslipView): Content {
  const at = (path: string) => figureAt(slip.result, path) ?? '0.00';
  const bracket = traceValues(slip, 'withholding_tax');
  const nonTaxable = at('non_taxable_compensation');
  const row = (text: string, value: string, bold = false): TableCell[] => [
    { text, bold },
    money(value, bold),
  ];
  const note = (text: string): TableCell[] => [{ text, color: MUTED }, ''];
  const notes: TableCell[][] = [];
  if (slip.inputs.is_mwe === true)
    notes.push(
      note(
        'Minimum wage earner: the minimum wage and its holiday, overtime and night pay are exempt',
      ),
    );
  if (typeof bracket.over === 'string' && typeof bracket.rate === 'string')
    notes.push(
      note(
        `Tax: ${amountText(String(bracket.base ?? '0.00'))} + ${dec(bracket.rate).times(100).toString()}% of the excess over ${amountText(bracket.over)} (table ${String(bracket.table ?? '')})`,
      ),
    );
  return {
    table: {
      widths: ['*', 90],
      body: [
        headerRow('Withholding tax', 'Amount'),
        row('Gross pay', slip.grossPay),
        row(
          'Less non-taxable compensation (non-taxable pay, employee contributions, exempt pay)',
          dec(nonTaxable).isZero() ? nonTaxable : `-${nonTaxable}`,
        ),
        row('Taxable compensation', at('taxable_compensation'), true),
        ...notes,
        row('Withholding tax', at('withholding_tax'), true),
      ],
    },
    layout: RULED,
  };
}

/**
 * The detailed payslip (spec: view-payslip-aceho): rates and the period's summary, each line with
 * what it was computed on, the month's contributions with the employer's share, and the tax
 * computation. Year-to-date figures are left out on purpose: the slip shows this cut-off only.
 */
export function acehoLayout(slip: PayslipView, issuer: Issuer): TDocumentDefinitions {
  const monthly = figureAt(slip.inputs, 'monthly_basic');
  const summary = (caption: string, value: string, strong = false): TableCell => ({
    stack: [
      { text: caption, fontSize: 7, color: strong ? '#ffffff' : MUTED },
      {
        text: `PHP ${amountText(value)}`,
        fontSize: 12,
        bold: true,
        color: strong ? '#ffffff' : undefined,
      },
    ],
    fillColor: strong ? ACCENT : FILL,
  });
  const content: Content[] = [
    { text: issuer.tradeName, fontSize: 15, bold: true, alignment: 'center' },
    { text: issuer.registeredName, fontSize: 8, color: MUTED, alignment: 'center' },
    {
      text: `PAYSLIP · ${slip.cutoff.registerName}`,
      fontSize: 10,
      bold: true,
      color: ACCENT,
      alignment: 'center',
      margin: [0, 6, 0, 10],
    },
    {
      table: {
        widths: [72, '*', 72, '*'],
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
          [
            label(monthly ? 'MONTHLY BASIC' : 'DAILY RATE'),
            amountText(monthly ?? figureAt(slip.inputs, 'daily_rate') ?? '0.00'),
            label('HOURLY RATE'),
            amountText(figureAt(slip.result, 'hourly_rate') ?? '—'),
          ],
        ],
      },
      layout: BOXED,
    },
    {
      margin: [0, 10, 0, 0],
      table: {
        widths: ['*', '*', '*'],
        body: [
          [
            summary('GROSS PAY', slip.grossPay),
            summary('TOTAL DEDUCTIONS', slip.totalDeductions),
            summary('NET PAY', slip.netPay, true),
          ],
        ],
      },
      layout: {
        hLineWidth: () => 0,
        vLineWidth: (column) => (column === 1 || column === 2 ? 4 : 0),
        vLineColor: () => '#ffffff',
        paddingTop: () => 5,
        paddingBottom: () => 5,
        paddingLeft: () => 8,
        paddingRight: () => 8,
      },
    },
    section('Earnings'),
    earningsTable(slip),
    section('Deductions'),
    deductionsTable(slip),
    ...deferredBlock(slip, 8),
    section('Government contributions'),
    contributionsTable(slip),
    {
      text: 'Monthly figures. The employee share deducted this cut-off is under Deductions; the employer share is paid by the company on top of your pay.',
      fontSize: 6.5,
      color: MUTED,
      margin: [0, 3, 0, 0],
    },
    section('Tax computation'),
    taxTable(slip),
  ];
  return documentOf(
    slip,
    issuer,
    { pageSize: 'A4', pageMargins: [MARGIN, MARGIN, MARGIN, 40] },
    content,
    8,
    MARGIN,
  );
}
