import type { Item2316 } from './year-figures';

/** A line of Part IV: its item number and label on the Sept 2021 (ENCS) form. */
export interface ItemLine {
  item: Item2316;
  label: string;
  /** Numbered by inference (ph-payroll.md §7, §10 item 9): to check against the official form. */
  inferred?: true;
}

/** Part IV-A, Summary. */
export const SUMMARY_LINES: ItemLine[] = [
  {
    item: '19',
    label: 'Gross Compensation Income from Present Employer (Sum of Items 38 and 52)',
  },
  {
    item: '20',
    label:
      'Less: Total Non-Taxable/Exempt Compensation Income from Present Employer (From Item 38)',
  },
  {
    item: '21',
    label:
      'Taxable Compensation Income from Present Employer (Item 19 Less Item 20) (From Item 52)',
  },
  { item: '22', label: 'Add: Taxable Compensation Income from Previous Employer, if applicable' },
  { item: '23', label: 'Gross Taxable Compensation Income (Sum of Items 21 and 22)' },
  { item: '24', label: 'Tax Due' },
  { item: '25A', label: 'Amount of Taxes Withheld: Present Employer' },
  { item: '25B', label: 'Amount of Taxes Withheld: Previous Employer, if applicable' },
  { item: '26', label: 'Total Amount of Taxes Withheld as adjusted (Sum of Items 25A and 25B)' },
  { item: '27', label: '5% Tax Credit (PERA Act of 2008)', inferred: true },
  { item: '28', label: 'Total Taxes Withheld (Sum of Items 26 and 27)', inferred: true },
];

/** Part IV-B A, Non-taxable/exempt compensation income. */
export const NON_TAXABLE_LINES: ItemLine[] = [
  {
    item: '29',
    label:
      'Basic Salary (including the exempt P250,000 & below) or the Statutory Minimum Wage of the MWE',
  },
  { item: '30', label: 'Holiday Pay (MWE)' },
  { item: '31', label: 'Overtime Pay (MWE)' },
  { item: '32', label: 'Night Shift Differential (MWE)' },
  { item: '33', label: 'Hazard Pay (MWE)' },
  { item: '34', label: '13th Month Pay and Other Benefits (maximum of P90,000)' },
  { item: '35', label: 'De Minimis Benefits' },
  {
    item: '36',
    label: 'SSS, GSIS, PHIC & PAG-IBIG Contributions and Union Dues (Employee share only)',
  },
  { item: '37', label: 'Salaries and Other Forms of Compensation' },
  { item: '38', label: 'Total Non-Taxable/Exempt Compensation Income (Sum of Items 29 to 37)' },
];

/** Part IV-B B, Taxable compensation income, regular and supplementary. */
export const TAXABLE_LINES: ItemLine[] = [
  { item: '39', label: 'Basic Salary' },
  { item: '40', label: 'Representation' },
  { item: '41', label: 'Transportation' },
  { item: '42', label: 'Cost of Living Allowance (COLA)' },
  { item: '43', label: 'Fixed Housing Allowance' },
  { item: '44', label: 'Others (specify)' },
  { item: '45', label: 'Commission', inferred: true },
  { item: '46', label: 'Profit Sharing', inferred: true },
  { item: '47', label: "Fees Including Director's Fees", inferred: true },
  { item: '48', label: 'Taxable 13th Month Benefits', inferred: true },
  { item: '49', label: 'Hazard Pay', inferred: true },
  { item: '50', label: 'Overtime Pay', inferred: true },
  {
    item: '51',
    label: 'Others (night differential, premiums, taxable allowances, other pay)',
    inferred: true,
  },
  { item: '52', label: 'Total Taxable Compensation Income (Sum of Items 39 to 51)' },
];

/** Where the regular items end and the supplementary ones begin. */
export const FIRST_SUPPLEMENTARY: Item2316 = '45';
