import { describe, expect, it } from 'vitest';
import type { PayslipInputs } from '../../../../../src/shared/api/payroll-calculator';
import { calculate } from '../../../../../src/server/payroll/engine/calculate';
import { tablesInForce } from '../../../../../src/server/payroll/engine/tables';
import { memberPayslip } from '../../../../../src/server/payroll/cutoffs/member-payslip';
import { STATUTORY_DEFAULTS } from '../../../../../src/server/payroll/statutory/statutory-defaults';

const tables = tablesInForce(STATUTORY_DEFAULTS, '2026-12-31');
// ₱50,000 a month: 25,000 basic, EE contributions 875 + 625 + 100, so 23,400 taxable this period.
const december: PayslipInputs = {
  monthly_basic: '50000.00',
  pay_frequency: 'semi_monthly',
  cutoff: 2,
  period_start: '2026-12-16',
  period_end: '2026-12-31',
};
const withYearEnd = (year_end: PayslipInputs['year_end']) =>
  memberPayslip({ ...december, year_end }, [], tables);

describe('the year-end adjustment on the last payroll of the year', () => {
  it('withholds the annual tax due less the tax withheld to date', () => {
    // 491,400 + 23,400 = 514,800: 22,500 + 20% × 114,800 = 45,460 due, 40,000 withheld.
    const slip = withYearEnd({ taxable_to_date: '491400.00', withheld_to_date: '40000.00' });
    expect(slip.result).toMatchObject({
      taxable_compensation: '23400.00',
      withholding_tax: '5460.00',
      net_pay: '17940.00',
    });
    expect(slip.lines.find((line) => line.code === 'withholding_tax')).toMatchObject({
      label: 'Withholding tax (year-end adjustment)',
      amount: '5460.00',
    });
    expect(slip.trace.map((line) => line.line)).toEqual(
      expect.arrayContaining(['year_end_taxable', 'annual_tax_due', 'withholding_tax']),
    );
  });

  it('refunds an over-withheld year: a negative withholding raises the net pay', () => {
    const regular = memberPayslip(december, [], tables);
    const slip = withYearEnd({ taxable_to_date: '491400.00', withheld_to_date: '50000.00' });
    expect(slip.result).toMatchObject({ withholding_tax: '-4540.00', net_pay: '27940.00' });
    expect(Number(slip.result.net_pay)).toBeGreaterThan(Number(regular.result.net_pay));
    expect(slip.lines.find((line) => line.code === 'withholding_tax')).toMatchObject({
      label: 'Tax refund (year-end adjustment)',
      amount: '-4540.00',
    });
  });

  it('adds a previous employer’s taxable pay and tax withheld', () => {
    // 614,800: 22,500 + 20% × 214,800 = 65,460 due; 40,000 + 10,000 withheld.
    const slip = withYearEnd({
      taxable_to_date: '491400.00',
      withheld_to_date: '40000.00',
      previous_employer_taxable: '100000.00',
      previous_employer_withheld: '10000.00',
    });
    expect(slip.result.withholding_tax).toBe('15460.00');
  });

  it('refunds all the tax of a year at or below ₱250,000', () => {
    const slip = withYearEnd({ taxable_to_date: '200000.00', withheld_to_date: '1234.56' });
    expect(slip.result.withholding_tax).toBe('-1234.56');
  });

  it('gives the calculator the same payslip from the same inputs', () => {
    const slip = withYearEnd({ taxable_to_date: '491400.00', withheld_to_date: '40000.00' });
    const { result } = calculate(
      { kind: 'payslip', inputs: slip.inputs },
      STATUTORY_DEFAULTS,
      '2026-12-31',
    );
    expect(result).toEqual(slip.result);
  });
});
