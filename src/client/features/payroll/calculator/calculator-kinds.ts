import type { Static } from 'typebox';
import type {
  CALCULATOR_INPUT_SCHEMAS,
  CalculatorKind,
} from '../../../../shared/api/payroll-calculator';

interface KindInfo {
  label: string;
  /** What the calculation answers, under the choice. */
  summary: string;
  /** The result lines shown as figures above the table, when the result has them. */
  headline: string[];
}

/** Every kind of calculation as payroll staff call it, in the order they are offered. */
export const CALCULATOR_KIND_INFO: Record<CalculatorKind, KindInfo> = {
  payslip: {
    label: 'Payslip',
    summary: 'One pay period of one employee: pay, contributions, withholding tax and net pay.',
    headline: ['gross_pay', 'total_ee_contributions', 'withholding_tax', 'net_pay'],
  },
  contributions: {
    label: 'Contributions',
    summary: 'The monthly SSS, PhilHealth and Pag-IBIG contributions of a compensation.',
    headline: [],
  },
  withholding: {
    label: 'Withholding tax',
    summary: 'The tax withheld on a taxable compensation, and the bracket it falls in.',
    headline: ['withholding_tax'],
  },
  'premium-matrix': {
    label: 'Premium pay matrix',
    summary: 'What an hourly rate pays on each type of day, with overtime and night differential.',
    headline: [],
  },
  'thirteenth-month': {
    label: '13th month',
    summary: 'The 13th month pay of a year and how much of it is tax-exempt.',
    headline: ['thirteenth_month', 'tax_exempt_portion', 'taxable_portion'],
  },
  'year-end-adjustment': {
    label: 'Year-end adjustment',
    summary: 'The annual tax due and what December withholds to settle it.',
    headline: ['taxable_compensation_annual', 'annual_tax_due', 'december_withholding'],
  },
  'final-pay': {
    label: 'Final pay',
    summary:
      'The last salary, prorated 13th month, leave conversion and tax refund of a separation.',
    headline: ['prorated_13th_month', 'leave_conversion', 'tax_refund', 'net_final_pay'],
  },
  'holiday-pay': {
    label: 'Holiday pay',
    summary: 'Whether each holiday is paid, and at what percentage, from the attendance around it.',
    headline: [],
  },
  'de-minimis': {
    label: 'De minimis',
    summary: 'Which benefits stay within the de minimis ceilings, and what the excess does to tax.',
    headline: ['de_minimis_exempt', 'bucket_exempt', 'bucket_taxable'],
  },
};

type Examples = { [K in CalculatorKind]: Static<(typeof CALCULATOR_INPUT_SCHEMAS)[K]> };

/** The inputs each kind opens with, so the page shows a worked answer at once. */
export const CALCULATOR_EXAMPLES: Examples = {
  payslip: {
    monthly_basic: '25000.00',
    pay_frequency: 'semi_monthly',
    cutoff: 1,
    period_start: '2025-01-01',
    period_end: '2025-01-15',
  },
  contributions: {
    compensation: '25000.00',
    philhealth_mbs: '25000.00',
    hdmf_fund_salary: '25000.00',
  },
  withholding: { taxable_compensation: '11462.50', pay_frequency: 'semi_monthly' },
  'premium-matrix': { hourly_rate: '100.00' },
  'thirteenth-month': {
    monthly_basic: '26100.00',
    year: 2025,
    daily_rate: '1200.00',
    unpaid_absence_days: '3',
    ot_earned: '10000.00',
  },
  'year-end-adjustment': {
    monthly_basic: '25000.00',
    year: 2025,
    thirteenth_month: '25000.00',
    pay_frequency: 'semi_monthly',
  },
  'final-pay': {
    monthly_basic: '25000.00',
    pay_frequency: 'semi_monthly',
    hire_date: '2023-01-16',
    separation_date: '2025-06-13',
    unused_sil_days: '5',
  },
  'holiday-pay': {
    schedule: 'mon_fri',
    holiday_dates: ['2025-04-17', '2025-04-18'],
    attendance: [{ date: '2025-04-16', status: 'present' }],
  },
  'de-minimis': {
    year: 2025,
    rice_subsidy_monthly: '2500.00',
    uniform_annual: '8000.00',
    thirteenth_month: '25000.00',
  },
};
