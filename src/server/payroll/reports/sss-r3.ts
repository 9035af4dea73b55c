import type { ContributionMonth } from './contribution-month';
import { monthInput, type MonthInput } from './month-input';
import { CSV_TYPE, type ReportFile, type ReportWriter } from './report-writer';
import { csvSheet, digits, nameParts, total, type SheetColumn } from './report-sheets';
import { pesos } from '../engine/decimal';

// SSS R-3 contribution list, our documented CSV layout "R3-CSV v1" (docs/payroll-files.md):
// SSS's own R3 text layout is not published (ph-payroll.md §7, §11); an "R3 text" writer
// registered next to this one takes its place once the generator's spec is obtained.

const COLUMNS: SheetColumn[] = [
  { title: 'SS number' },
  { title: 'Last name' },
  { title: 'First name' },
  { title: 'Middle name' },
  { title: 'MSC', money: true },
  { title: 'EE share', money: true },
  { title: 'ER share', money: true },
  { title: 'EC', money: true },
  { title: 'SS (EE+ER)', money: true },
  { title: 'MPF (EE+ER)', money: true },
  { title: 'Total', money: true },
];

type Sss = NonNullable<ContributionMonth['sss']>;
const mpfOf = (sss: Sss) => sss.eeMpf.plus(sss.erMpf);
const totalOf = (sss: Sss) => sss.ee.plus(sss.er).plus(sss.ec);

/** The R-3 list of a month: one row per employee SSS was deducted from, and the totals. */
export function sssR3File({ month, employer, months, employees }: MonthInput): ReportFile {
  const listed = months.filter((entry) => entry.sss);
  const rows = listed.map((entry) => {
    const sss = entry.sss!;
    const employee = employees.get(entry.employeeNumber);
    const name = nameParts(employee, entry.employeeName);
    return [
      digits(employee?.governmentNumbers?.sss),
      name.last,
      name.first,
      name.middle,
      pesos(sss.msc),
      pesos(sss.ee),
      pesos(sss.er),
      pesos(sss.ec),
      pesos(sss.ee.plus(sss.er).minus(mpfOf(sss))),
      pesos(mpfOf(sss)),
      pesos(totalOf(sss)),
    ];
  });
  const all = listed.map((entry) => entry.sss!);
  const totals = {
    ee: total(all.map((sss) => sss.ee)),
    er: total(all.map((sss) => sss.er)),
    ec: total(all.map((sss) => sss.ec)),
    ss: total(all.map((sss) => sss.ee.plus(sss.er).minus(mpfOf(sss)))),
    mpf: total(all.map(mpfOf)),
    total: total(all.map(totalOf)),
  };
  return {
    name: `sss-r3-contributions-${month}.csv`,
    type: CSV_TYPE,
    body: csvSheet({
      sheetName: 'R-3',
      header: [
        ['Layout', 'R3-CSV v1 (documented layout, not the SSS R3 text file)'],
        ['Employer number', digits(employer.sssNumber)],
        ['Employer name', employer.registeredName],
        ['Applicable period', month],
      ],
      columns: COLUMNS,
      rows,
      total: [
        'Total',
        `${rows.length} employees`,
        '',
        '',
        '',
        totals.ee,
        totals.er,
        totals.ec,
        totals.ss,
        totals.mpf,
        totals.total,
      ],
    }),
    rows: rows.length,
    totals,
  };
}

export const sssR3Writer: ReportWriter = {
  id: 'sss-r3',
  title: 'SSS R-3 contribution list',
  group: 'government',
  period: 'month',
  description: 'CSV, our documented layout R3-CSV v1 (the SSS R3 text layout is not published)',
  write: async (ctx) => sssR3File(await monthInput(ctx)),
};
