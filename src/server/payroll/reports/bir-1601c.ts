import { sql } from 'kysely';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PayrollEmployerData } from '../../../shared/forms/record-types.generated';
import type { Tx } from '../../db/tenant';
import { PDF_FONT, pdfBuffer } from '../../documents/pdf-printer';
import { dec, max, min, pesos, sum, ZERO, type Dec } from '../engine/decimal';
import { amountText } from '../payslip-layouts/payslip-view';
import { byEmployee } from './contribution-month';
import { monthDays, type MonthPayslip } from './month-payslips';
import { monthInput } from './month-input';
import { PDF_TYPE, type ReportWriter } from './report-writer';

// BIR 1601-C, Part II (computation of tax) for a month, printable: the figures to copy into the
// return, from the month's released payslips and released special payslips (13th month, bonuses,
// last pay) paid in the month. Item numbers and labels follow ph-payroll.md §7.

/** A released special payslip paid in the month: the gross split the return needs. */
export interface SpecialPayslip {
  employeeNumber: string;
  grossPay: string;
  benefitsExempt: string;
  deMinimis: string;
  otherNonTaxable: string;
  taxableCompensation: string;
  withholdingTax: string;
}

async function specialPayslipsOf(tx: Tx, orgId: string, month: string) {
  const { first, last } = monthDays(month);
  const { rows } = await sql<SpecialPayslip>`
    select s.employee_number as "employeeNumber", s.gross_pay::text as "grossPay",
      s.benefits_exempt::text as "benefitsExempt", s.de_minimis::text as "deMinimis",
      s.other_non_taxable::text as "otherNonTaxable",
      s.taxable_compensation::text as "taxableCompensation",
      s.withholding_tax::text as "withholdingTax"
    from special_payslips s
    join special_payouts o on o.org_id = s.org_id and o.payout_id = s.payout_id
    where s.org_id = ${orgId} and o.status = 'Released'
      and o.pay_date between ${first}::date and ${last}::date
  `.execute(tx);
  return rows;
}

export const ITEM_LABELS: [string, string][] = [
  ['14', 'Total amount of compensation'],
  ['15', 'Statutory minimum wage for minimum wage earners (MWEs)'],
  ['16', 'Holiday pay, overtime pay, night shift differential pay, hazard pay (for MWEs only)'],
  ['17', '13th month pay and other benefits (non-taxable portion)'],
  ['18', 'De minimis benefits'],
  ['19', 'SSS, GSIS, PHIC, HDMF mandatory contributions and union dues (employee share)'],
  ['20', 'Other non-taxable compensation'],
  ['21', 'Total non-taxable compensation (sum of items 15 to 20)'],
  ['22', 'Total taxable compensation (item 14 less item 21)'],
  ['23', 'Less: taxable compensation not subject to withholding tax'],
  ['24', 'Net taxable compensation (item 22 less item 23)'],
  ['25', 'Total taxes withheld'],
];

/** Part II items 14 to 25 as money text, by item number. */
export type Items1601C = Record<string, string>;

/**
 * The figures. Regular payslips: an MWE's exempt pay (what the payslip counts as non-taxable
 * beyond allowances and contributions) is item 16 up to their OT, night, premium and unworked
 * holiday pay and item 15 for the rest; contributions are item 19; everything else non-taxable
 * (the non-taxable allowances) is item 20. Special payslips: items 17, 18 and 20 from their split.
 * Item 20 also takes any remainder, so item 22 always equals the payslips' taxable compensation.
 * Item 23 is the taxable pay of employees other than MWEs from whom nothing was withheld in the
 * month (those under the yearly ₱250,000 threshold).
 */
export function items1601C(slips: MonthPayslip[], specials: SpecialPayslip[]): Items1601C {
  let mweBasic = ZERO;
  let mweExtras = ZERO;
  let contributions = ZERO;
  for (const { result, isMwe } of slips) {
    contributions = contributions.plus(dec(result.total_ee_contributions));
    if (!isMwe) continue;
    const exempt = max(
      ZERO,
      dec(result.non_taxable_compensation)
        .minus(dec(result.non_taxable_allowances))
        .minus(dec(result.total_ee_contributions)),
    );
    const extras = sum([
      dec(result.ot_pay),
      dec(result.night_diff_pay),
      dec(result.holiday_pay_unworked),
      ...Object.values(result.premium_pay ?? {}).flatMap((line) => [
        dec(line.regular),
        dec(line.ot),
      ]),
    ]);
    mweExtras = mweExtras.plus(min(exempt, extras));
    mweBasic = mweBasic.plus(exempt.minus(min(exempt, extras)));
  }
  const figure = (values: Dec[]) => sum(values);
  const gross = figure([
    ...slips.map((slip) => dec(slip.grossPay)),
    ...specials.map((slip) => dec(slip.grossPay)),
  ]);
  const taxable = figure([
    ...slips.map((slip) => dec(slip.result.taxable_compensation)),
    ...specials.map((slip) => dec(slip.taxableCompensation)),
  ]);
  const benefits = figure(specials.map((slip) => dec(slip.benefitsExempt)));
  const deMinimis = figure(specials.map((slip) => dec(slip.deMinimis)));
  const nonTaxable = gross.minus(taxable);
  const other = nonTaxable.minus(sum([mweBasic, mweExtras, benefits, deMinimis, contributions]));
  const withheld = figure([
    ...slips.map((slip) => dec(slip.result.withholding_tax)),
    ...specials.map((slip) => dec(slip.withholdingTax)),
  ]);
  const notWithheld = figure(
    byEmployee(slips)
      .filter((own) => !own.some((slip) => slip.isMwe))
      .map((own) => {
        const number = own[0]!.employeeNumber;
        const extra = specials.filter((slip) => slip.employeeNumber === number);
        const tax = sum([
          ...own.map((slip) => dec(slip.result.withholding_tax)),
          ...extra.map((slip) => dec(slip.withholdingTax)),
        ]);
        if (!tax.isZero()) return ZERO;
        return sum([
          ...own.map((slip) => dec(slip.result.taxable_compensation)),
          ...extra.map((slip) => dec(slip.taxableCompensation)),
        ]);
      }),
  );
  return {
    '14': pesos(gross),
    '15': pesos(mweBasic),
    '16': pesos(mweExtras),
    '17': pesos(benefits),
    '18': pesos(deMinimis),
    '19': pesos(contributions),
    '20': pesos(other),
    '21': pesos(nonTaxable),
    '22': pesos(taxable),
    '23': pesos(notWithheld),
    '24': pesos(taxable.minus(notWithheld)),
    '25': pesos(withheld),
  };
}

export function form1601CDocument(
  month: string,
  employer: PayrollEmployerData,
  items: Items1601C,
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 64],
    defaultStyle: { font: PDF_FONT, fontSize: 10 },
    info: { title: `BIR 1601-C Part II ${month}` },
    content: [
      { text: 'BIR Form 1601-C: Part II figures', fontSize: 15, bold: true },
      {
        text: 'Monthly remittance return of income taxes withheld on compensation',
        margin: [0, 2, 0, 12],
      },
      {
        table: {
          widths: [150, '*'],
          body: [
            ['For the month (MM/YYYY)', `${month.slice(5)}/${month.slice(0, 4)}`],
            ['Withholding agent', employer.registeredName],
            ['TIN', employer.tin],
            ['RDO code', employer.rdo ?? ''],
            ['Registered address', employer.address],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 16],
      },
      { text: 'Part II: Computation of tax', bold: true, margin: [0, 0, 0, 6] },
      {
        table: {
          headerRows: 1,
          widths: [30, '*', 110],
          body: [
            [
              { text: 'Item', bold: true },
              { text: 'Description', bold: true },
              { text: 'Amount (PHP)', bold: true, alignment: 'right' },
            ],
            ...ITEM_LABELS.map(([item, label]) => [
              item,
              label,
              { text: amountText(items[item]!), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    footer: {
      text:
        'Item numbers and labels follow BIR Form 1601-C (January 2018 ENCS) as our payroll ' +
        'reference gives them; check them against the current form before filing.',
      fontSize: 8,
      margin: [48, 16, 48, 0],
      color: '#616e7c',
    },
  };
}

export const bir1601cWriter: ReportWriter = {
  id: 'bir-1601c',
  title: 'BIR 1601-C Part II figures',
  group: 'government',
  period: 'month',
  description: 'PDF to print: items 14 to 25 of the monthly return, from the payslips',
  write: async (ctx) => {
    const input = await monthInput(ctx);
    const specials = await specialPayslipsOf(ctx.tx, ctx.orgId, input.month);
    const items = items1601C(input.slips, specials);
    return {
      name: `bir-1601c-${input.month}.pdf`,
      type: PDF_TYPE,
      body: await pdfBuffer(form1601CDocument(input.month, input.employer, items)),
      rows: ITEM_LABELS.length,
      totals: { compensation: items['14']!, taxable: items['22']!, withheld: items['25']! },
    };
  },
};
