import { dec, pesos } from '../engine/decimal';
import type { Item2316, YearFigures } from './year-figures';

/** A column of an alphalist schedule: its title, and the text of one employee's cell. */
export interface AlphalistColumn {
  title: string;
  value: (row: YearFigures) => string;
  /** Pesos: a number in the workbook, summed on the control line of the DAT file. */
  money?: true;
}

const item = (title: string, n: Item2316): AlphalistColumn => ({
  title: `${title} (2316 item ${n})`,
  value: (row) => row.items[n],
  money: true,
});
const amount = (title: string, value: (row: YearFigures) => string): AlphalistColumn => ({
  title,
  value,
  money: true,
});

/** Digits of a TIN, the first nine (the taxpayer) and the branch code padded to four. */
export function tinParts(tin: string | undefined): { tin9: string; branch: string } {
  const digits = (tin ?? '').replace(/\D/g, '');
  return { tin9: digits.slice(0, 9).padEnd(9, '0'), branch: digits.slice(9, 13).padStart(4, '0') };
}

const IDENTITY: AlphalistColumn[] = [
  { title: 'TIN', value: (row) => tinParts(row.employee.governmentNumbers?.tin).tin9 },
  { title: 'Branch code', value: (row) => tinParts(row.employee.governmentNumbers?.tin).branch },
  { title: 'Last name', value: (row) => row.employee.lastName },
  { title: 'First name', value: (row) => row.employee.firstName },
  { title: 'Middle name', value: (row) => row.employee.middleName ?? '' },
  { title: 'Nationality', value: (row) => row.employee.nationality?.label ?? '' },
  { title: 'Employment status', value: (row) => row.employee.employmentStatus ?? '' },
  { title: 'Employed from', value: (row) => row.periodFrom },
  { title: 'Employed to', value: (row) => row.periodTo },
  { title: 'Reason for separation', value: (row) => row.employee.separationReason ?? '' },
  {
    // One employer all year whose tax was withheld in full: the 2316 stands for the return.
    title: 'Substituted filing (Y/N)',
    value: (row) => (row.previousEmployer === null && dec(row.adjustment).isZero() ? 'Y' : 'N'),
  },
];

/** Taxable pay other than basic salary and taxable benefits: item 52 less items 39 and 48. */
const otherTaxable = (row: YearFigures) =>
  pesos(dec(row.items['52']).minus(row.items['39']).minus(row.items['48']));

const TAX: AlphalistColumn[] = [
  item('Taxable 13th month pay and other benefits', '48'),
  amount('Salaries and other forms of taxable compensation', otherTaxable),
  item('Total taxable compensation, present employer', '52'),
  item('Taxable compensation, previous employer', '22'),
  item('Gross taxable compensation', '23'),
  item('Tax due', '24'),
  item('Tax withheld, present employer', '25A'),
  item('Tax withheld, previous employer', '25B'),
  item('Total tax withheld', '26'),
  amount('Tax still due / (over-withheld)', (row) => row.adjustment),
];

/** Schedule 1: employees other than minimum wage earners (ph-payroll.md §7). */
const SCHEDULE_1: AlphalistColumn[] = [
  ...IDENTITY,
  item('Gross compensation, present employer', '19'),
  item('13th month pay and other benefits, non-taxable', '34'),
  item('De minimis benefits', '35'),
  item('SSS, PhilHealth, Pag-IBIG contributions and union dues', '36'),
  amount('Salaries and other forms of non-taxable compensation', (row) =>
    pesos(dec(row.items['29']).plus(row.items['37'])),
  ),
  item('Total non-taxable compensation', '38'),
  item('Taxable basic salary', '39'),
  ...TAX,
];

/** Schedule 2: minimum wage earners, with their statutory minimum wage and exempt pay. */
const SCHEDULE_2: AlphalistColumn[] = [
  ...IDENTITY,
  amount('SMW per day', (row) => row.smw?.perDay ?? '0.00'),
  amount('SMW per month', (row) => row.smw?.perMonth ?? '0.00'),
  amount('SMW per year', (row) => row.smw?.perYear ?? '0.00'),
  { title: 'Factor used (days a year)', value: (row) => row.smw?.factor ?? '' },
  item('Gross compensation, present employer', '19'),
  item('Statutory minimum wage, exempt', '29'),
  item('Holiday pay, exempt', '30'),
  item('Overtime pay, exempt', '31'),
  item('Night shift differential, exempt', '32'),
  item('Hazard pay, exempt', '33'),
  item('13th month pay and other benefits, non-taxable', '34'),
  item('De minimis benefits', '35'),
  item('SSS, PhilHealth, Pag-IBIG contributions and union dues', '36'),
  item('Salaries and other forms of non-taxable compensation', '37'),
  item('Total non-taxable compensation', '38'),
  ...TAX,
];

/** The two schedules, each with its employees in the given (alphabetical) order. */
export const schedulesOf = (rows: readonly YearFigures[]) => [
  { number: 1, name: 'Schedule 1', columns: SCHEDULE_1, rows: rows.filter((row) => !row.mwe) },
  { number: 2, name: 'Schedule 2 (MWE)', columns: SCHEDULE_2, rows: rows.filter((row) => row.mwe) },
];
