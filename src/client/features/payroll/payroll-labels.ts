import type { StatutoryTableKind } from '../../../shared/api/payroll-tables';

/** Words of the payroll vocabulary's keys as payroll staff write them. */
const WORDS: Record<string, string> = {
  sss: 'SSS',
  philhealth: 'PhilHealth',
  hdmf: 'HDMF',
  ee: 'EE',
  er: 'ER',
  ec: 'EC',
  ss: 'SS',
  msc: 'MSC',
  mpf: 'MPF',
  mbs: 'MBS',
  ot: 'OT',
  nd: 'ND',
  mwe: 'MWE',
  vl: 'VL',
  sil: 'SIL',
  ytd: 'YTD',
  cba: 'CBA',
  ncr: 'NCR',
  cutoff: 'cut-off',
  cutoff2: 'cut-off 2',
  nonworking: 'non-working',
  jan: 'January',
  nov: 'November',
  '13th': '13th',
  thirteenth: '13th',
};

/** Whole keys whose words alone read wrong. */
const TERMS: Record<string, string> = {
  semi_monthly: 'Semi-monthly',
  mon_fri: 'Monday to Friday',
  mon_sat: 'Monday to Saturday',
  is_mwe: 'Minimum wage earner',
  first8: 'First 8 hours',
  first8_multiplier: 'First 8 hours multiplier',
  pay_8_regular_hours: 'Pay for 8 regular hours',
  pay_1_ot_hour: 'Pay for 1 OT hour',
  hdmf_fund_salary: 'Pag-IBIG fund salary',
  de_minimis: 'De minimis',
  monthly_ee_share_split_half_each_cutoff: 'Half each cut-off',
  full_monthly_ee_share_on_cutoff2: 'All on cut-off 2',
};

/**
 * A key of the calculator or the statutory tables in sentence case, acronyms kept:
 * "sss_ee_this_cutoff" -> "SSS EE this cut-off".
 */
export function payrollLabel(key: string): string {
  const term = TERMS[key];
  if (term) return term;
  const text = key
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ')
    .replace(/\bnon /g, 'non-');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The statutory tables by the names payroll staff know them, in the order the screens list them. */
export const STATUTORY_TABLE_LABELS: Record<StatutoryTableKind, string> = {
  sss: 'SSS',
  philhealth: 'PhilHealth',
  hdmf: 'Pag-IBIG',
  withholding: 'Withholding tax',
  premium: 'Premium pay',
  de_minimis: 'De minimis',
  minimum_wage: 'Minimum wage',
};
