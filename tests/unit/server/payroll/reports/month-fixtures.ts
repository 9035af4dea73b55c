import type { PayrollEmployerData } from '../../../../../src/shared/forms/record-types.generated';
import type { MonthInput } from '../../../../../src/server/payroll/reports/month-input';
import type { MonthPayslip } from '../../../../../src/server/payroll/reports/month-payslips';
import { contributionMonths } from '../../../../../src/server/payroll/reports/contribution-month';
import { dec, pesos, sum } from '../../../../../src/server/payroll/engine/decimal';

// Payslips of a month as the engine writes them: two semi-monthly cut-offs each deducting half
// of the month's employee shares.

export const EMPLOYER: PayrollEmployerData = {
  registeredName: 'DEMO EMPLOYER INC.',
  tin: '000-123-456-000',
  rdo: '050',
  address: '12 Ayala Avenue, Makati City',
  zipCode: '1226',
  employerType: 'Private',
  sssNumber: '03-9123456-7',
  philhealthNumber: '01-234567890-1',
  pagibigNumber: '201234567890',
  active: true,
};

/** One payslip; `half` is the part of the monthly EE shares it deducts (e.g. "0.5"). */
export function payslip(
  employeeNumber: string,
  name: string,
  payDate: string,
  figures: { msc: string; eeSs: string; eeMpf: string; erSs: string; erMpf: string; ec: string },
  deducted: { sss: string; philhealth: string; hdmf: string },
  extra: Partial<MonthPayslip['result']> & { isMwe?: boolean; gross?: string } = {},
): MonthPayslip {
  const { isMwe = false, gross = '20000.00', ...result } = extra;
  const ee = sum([deducted.sss, deducted.philhealth, deducted.hdmf].map(dec));
  return {
    employeeNumber,
    employeeName: name,
    payDate,
    periodEnd: payDate,
    grossPay: gross,
    netPay: '15000.00',
    lines: [],
    isMwe,
    result: {
      basic_pay: gross,
      ot_pay: '0.00',
      night_diff_pay: '0.00',
      holiday_pay_unworked: '0.00',
      premium_pay: {},
      gross_pay: gross,
      non_taxable_allowances: '0.00',
      sss: {
        msc: figures.msc,
        ee_ss: figures.eeSs,
        ee_mpf: figures.eeMpf,
        er_ss: figures.erSs,
        er_mpf: figures.erMpf,
        ec: figures.ec,
      },
      philhealth: { base: '40000.00', ee: '1000.00', er: '1000.00' },
      hdmf: { base: '10000.00', ee: '200.00', er: '200.00' },
      sss_ee_this_cutoff: deducted.sss,
      philhealth_ee_this_cutoff: deducted.philhealth,
      hdmf_ee_this_cutoff: deducted.hdmf,
      total_ee_contributions: pesos(ee),
      non_taxable_compensation: pesos(ee),
      taxable_compensation: pesos(dec(gross).minus(ee)),
      withholding_tax: '1000.00',
      ...result,
    },
  };
}

const SSS_40K = {
  msc: '35000.00',
  eeSs: '1000.00',
  eeMpf: '750.00',
  erSs: '2000.00',
  erMpf: '1500.00',
  ec: '30.00',
};
const HALF = { sss: '875.00', philhealth: '500.00', hdmf: '100.00' };

/** Santos: two payslips; Cruz: one, paid late in the month. */
export const SLIPS: MonthPayslip[] = [
  payslip('E-1', 'Santos, Ana', '2026-10-05', SSS_40K, HALF),
  payslip('E-1', 'Santos, Ana', '2026-10-20', SSS_40K, HALF),
  payslip('E-2', 'Cruz, Ben', '2026-10-20', SSS_40K, HALF),
];

export const monthInputOf = (slips: MonthPayslip[] = SLIPS): MonthInput => ({
  month: '2026-10',
  employer: EMPLOYER,
  slips,
  months: contributionMonths(slips),
  employees: new Map([
    [
      'E-1',
      {
        employeeNumber: 'E-1',
        lastName: 'Santos',
        firstName: 'Ana',
        middleName: 'Luna',
        hireDate: '2026-10-01',
        governmentNumbers: {
          sss: '34-1234567-8',
          philhealth: '12-345678901-2',
          pagibig: '1234-5678-9012',
        },
        active: true,
      },
    ],
    [
      'E-2',
      {
        employeeNumber: 'E-2',
        lastName: 'Cruz',
        firstName: 'Ben',
        separationDate: '2026-10-31',
        birthDate: '1990-02-03',
        active: true,
      },
    ],
  ] as never),
});
