import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import type { Address, PayrollEmployerData } from '../../../shared/forms/record-types.generated';
import { PDF_FONT } from '../../documents/pdf-printer';
import { ACCENT, FILL, INK, MUTED, RULE } from '../payslip-layouts/layout-parts';
import { amountText } from '../payslip-layouts/payslip-view';
import {
  FIRST_SUPPLEMENTARY,
  NON_TAXABLE_LINES,
  SUMMARY_LINES,
  TAXABLE_LINES,
  type ItemLine,
} from './bir-2316-items';
import type { YearFigures } from './year-figures';

const MARGIN = 24;
const FONT_SIZE = 7;
const TOTALS = new Set(['19', '23', '26', '28', '38', '52']);

/** A part's title bar, the width of its column. */
const partTitle = (text: string): Content => ({
  table: {
    widths: ['*'],
    body: [[{ text, bold: true, color: '#ffffff', fillColor: ACCENT, fontSize: 7.5 }]],
  },
  layout: 'noBorders',
  margin: [0, 6, 0, 0],
});

const GRID = {
  hLineWidth: () => 0.4,
  vLineWidth: () => 0.4,
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  paddingTop: () => 2,
  paddingBottom: () => 2,
  paddingLeft: () => 3,
  paddingRight: () => 3,
};

const number = (text: string): TableCell => ({ text, bold: true, color: ACCENT });

/** Fields of Parts I–III: item number, label, what is filled in. */
function fields(rows: [string, string, string][]): Content {
  return {
    table: {
      widths: [18, 105, '*'],
      body: rows.map(([item, label, value]) => [
        number(item),
        { text: label, color: MUTED },
        { text: value || ' ', bold: true },
      ]),
    },
    layout: GRID,
  };
}

const mark = (checked: boolean) => (checked ? '[X]' : '[  ]');

/** Items of Part IV with their amounts; inferred item numbers carry a note mark. */
function amounts(lines: ItemLine[], figures: YearFigures, heading?: (line: ItemLine) => string) {
  const body: TableCell[][] = [];
  for (const line of lines) {
    const title = heading?.(line);
    if (title) body.push([{ text: title, colSpan: 3, bold: true, fillColor: FILL }, '', '']);
    const total = TOTALS.has(line.item);
    body.push([
      number(`${line.item}${line.inferred ? '*' : ''}`),
      { text: line.label, bold: total },
      {
        text: amountText(figures.items[line.item]),
        alignment: 'right',
        bold: total,
        noWrap: true,
      },
    ]);
  }
  return { table: { widths: [20, '*', 62], body }, layout: GRID } satisfies Content;
}

const addressText = (address: Address | undefined) =>
  [address?.line1, address?.line2, address?.city, address?.province, address?.country]
    .filter(Boolean)
    .join(', ');

const dateText = (date: string | undefined) =>
  date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : '';

/**
 * BIR Form 2316 (Sept 2021 ENCS) of one employee's year, from the year's figures: Part I the
 * employee, II the present employer, III a previous employer, IV-A the summary and IV-B the
 * detail of the present employer's pay (ph-payroll.md §7). Item numbers the reference infers
 * carry an asterisk and a note.
 */
export function bir2316Document(
  figures: YearFigures,
  employer: PayrollEmployerData,
): TDocumentDefinitions {
  const { employee } = figures;
  const name = [
    employee.lastName,
    [employee.firstName, employee.suffix].filter(Boolean).join(' '),
    employee.middleName,
  ]
    .filter(Boolean)
    .join(', ');
  const registered = employee.permanentAddress ?? employee.presentAddress;
  const left: Content[] = [
    partTitle('Part I - Employee Information'),
    fields([
      ['3', 'TIN', employee.governmentNumbers?.tin ?? ''],
      ['4', "Employee's Name (Last, First, Middle)", name],
      ['5', 'RDO Code', ''],
      ['6', 'Registered Address', addressText(registered)],
      ['6A', 'ZIP Code', registered?.zipCode ?? ''],
      ['6B', 'Local Home Address', addressText(employee.presentAddress)],
      ['6C', 'ZIP Code', employee.presentAddress?.zipCode ?? ''],
      ['6D', 'Foreign Address', ''],
      ['7', 'Date of Birth (MM/DD/YYYY)', dateText(employee.birthDate)],
      ['8', 'Contact Number', employee.mobile ?? ''],
      [
        '9',
        'Statutory Minimum Wage rate per day',
        figures.smw ? amountText(figures.smw.perDay) : '',
      ],
      [
        '10',
        'Statutory Minimum Wage rate per month',
        figures.smw ? amountText(figures.smw.perMonth) : '',
      ],
      [
        '11',
        'Minimum Wage Earner (MWE) whose compensation is exempt from withholding tax',
        mark(figures.mwe),
      ],
    ]),
    partTitle('Part II - Employer Information (Present)'),
    fields([
      ['12', 'TIN', employer.tin],
      ['13', "Employer's Name", employer.registeredName],
      ['14', 'Registered Address', employer.address],
      ['14A', 'ZIP Code', employer.zipCode],
      ['15', 'Type of Employer', `${mark(true)} Main Employer   ${mark(false)} Secondary Employer`],
    ]),
    partTitle('Part III - Employer Information (Previous)'),
    fields([
      ['16', 'TIN', figures.previousEmployer?.employerTin ?? ''],
      ['17', "Employer's Name", figures.previousEmployer?.employerName ?? ''],
      ['18', 'Registered Address', ''],
      ['18A', 'ZIP Code', ''],
    ]),
    partTitle('Part IV-A - Summary'),
    amounts(SUMMARY_LINES, figures),
  ];
  const right: Content[] = [
    partTitle('Part IV-B - Details of Compensation Income & Tax Withheld from Present Employer'),
    amounts(NON_TAXABLE_LINES, figures, (line) =>
      line.item === '29' ? 'A. NON-TAXABLE/EXEMPT COMPENSATION INCOME' : '',
    ),
    amounts(TAXABLE_LINES, figures, (line) =>
      line.item === '39'
        ? 'B. TAXABLE COMPENSATION INCOME - REGULAR'
        : line.item === FIRST_SUPPLEMENTARY
          ? 'SUPPLEMENTARY'
          : '',
    ),
  ];
  const signature = (text: string): Content => ({
    stack: [
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 250, y2: 0, lineWidth: 0.5, lineColor: INK }],
        margin: [0, 26, 0, 2],
      },
      { text, color: MUTED },
    ],
  });
  return {
    pageSize: 'A4',
    pageMargins: MARGIN,
    info: {
      title: `BIR 2316 ${figures.year} ${employee.employeeNumber}`,
      author: employer.registeredName,
      subject: 'Certificate of Compensation Payment / Tax Withheld',
    },
    defaultStyle: { font: PDF_FONT, fontSize: FONT_SIZE, color: INK, lineHeight: 1.1 },
    content: [
      {
        columns: [
          { text: 'BIR Form No. 2316\nSeptember 2021 (ENCS)', bold: true, width: 110 },
          {
            stack: [
              {
                text: 'Certificate of Compensation Payment / Tax Withheld',
                fontSize: 11,
                bold: true,
              },
              { text: 'For Compensation Payment With or Without Tax Withheld', color: MUTED },
            ],
            alignment: 'center',
          },
          { text: employee.employeeNumber, alignment: 'right', width: 110, color: MUTED },
        ],
      },
      {
        margin: [0, 6, 0, 0],
        table: {
          widths: [18, 60, 60, 18, '*'],
          body: [
            [
              number('1'),
              { text: 'For the Year (YYYY)', color: MUTED },
              { text: String(figures.year), bold: true },
              number('2'),
              {
                text: [
                  { text: 'For the Period   From (MM/DD) ', color: MUTED },
                  { text: dateText(figures.periodFrom).slice(0, 5), bold: true },
                  { text: '   To (MM/DD) ', color: MUTED },
                  { text: dateText(figures.periodTo).slice(0, 5), bold: true },
                ],
              },
            ],
          ],
        },
        layout: GRID,
      },
      { columns: [left, right], columnGap: 8 },
      {
        columns: [
          signature('Present Employer / Authorized Agent Signature over Printed Name'),
          signature('Employee Signature over Printed Name'),
        ],
        columnGap: 15,
      },
      {
        text:
          '* Item numbers 27–28 and 45–51 are inferred from the January 2018 layout of the form ' +
          '(shifted by two); overtime pay is numbered 50 here, item 49 in one secondary source. ' +
          'Check them against the official Sept 2021 form before filing.',
        color: MUTED,
        fontSize: 6,
        margin: [0, 10, 0, 0],
      },
    ],
  };
}

/** bir-2316-2026-2022-0005.pdf; an employee number is free text, so only safe characters. */
export const bir2316FileName = (figures: YearFigures) =>
  `bir-2316-${figures.year}-${figures.employee.employeeNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
