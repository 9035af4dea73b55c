import type { FinalPayInputs, TraceLine } from '../../../shared/api/payroll-calculator';
import type { PayslipLine } from '../../../shared/api/payroll-payslips';
import type { StatutoryTableVersion } from '../../../shared/api/payroll-tables';
import { fieldError } from '../../http/app-error';
import { asOfDate, calculate } from '../engine/calculate';
import { dec, pesos, sum, type Dec } from '../engine/decimal';
import { PayrollInputError } from '../engine/payroll-input-error';
import type { ComputedSpecialPayslip } from './special-payslip';

export interface LoanSetOff {
  loanId: string;
  label: string;
  amount: Dec;
}

const line = (
  section: PayslipLine['section'],
  code: string,
  label: string,
  amount: Dec,
  trace = code,
): PayslipLine[] =>
  amount.isZero() ? [] : [{ code, label, section, amount: pesos(amount), trace: [trace] }];

/** A figure the engine wrote in one of its trace entries. */
const traced = (trace: TraceLine[], entry: string, key: string) =>
  dec(String(trace.find((item) => item.line === entry)?.values[key] ?? '0'));

/**
 * The last pay's special payslip: the engine's `final-pay` with the loans' balances set off (its
 * `loan_balance` is their sum), each loan a `loan.<id>` deduction so that releasing it settles
 * them. A tax refund is an earning, a tax payable a deduction; `withholding_tax` is the tax
 * settled at separation (negative when refunded).
 */
export function lastPayPayslip(
  employee: { employeeNumber: string; employeeName: string },
  given: Omit<FinalPayInputs, 'loan_balance'>,
  loans: readonly LoanSetOff[],
  versions: readonly StatutoryTableVersion[],
  today: string,
): ComputedSpecialPayslip {
  const loanTotal = sum(loans.map((loan) => loan.amount));
  const inputs: FinalPayInputs = { ...given, loan_balance: pesos(loanTotal) };
  const call = { kind: 'final-pay' as const, inputs };
  let calculation;
  try {
    calculation = calculate(call, versions, asOfDate(call, undefined, today));
  } catch (error) {
    if (error instanceof PayrollInputError) throw fieldError(error.path, error.message);
    throw error;
  }
  const result = calculation.result as Record<string, string>;
  const figure = (key: string) => dec(result[key]);
  const salary = figure('final_period_salary');
  const thirteenth = figure('prorated_13th_month');
  const leave = figure('leave_conversion');
  const refund = figure('tax_refund');
  const payable = figure('tax_payable');
  const contributions = figure('final_period_ee_contributions');
  const leaveExempt = traced(calculation.trace, 'leave_conversion', 'exempt');
  const benefitsExempt = traced(
    calculation.trace,
    'thirteenth_month_and_benefits_exempt',
    'exempt',
  );
  const benefits = thirteenth.plus(leave).minus(leaveExempt);
  const benefitsTaxable = benefits.minus(benefitsExempt);
  const lines = [
    ...line(
      'earnings',
      'final_period_salary',
      `Salary, last period (${result.final_period_paid_days} days)`,
      salary,
    ),
    ...line('earnings', 'prorated_13th_month', '13th month pay (pro-rated)', thirteenth),
    ...line('earnings', 'leave_conversion', 'Unused leave converted to cash', leave),
    ...line('earnings', 'tax_refund', 'Tax refund (annualised at separation)', refund),
    ...line(
      'deductions',
      'final_period_ee_contributions',
      'SSS, PhilHealth and Pag-IBIG (last month)',
      contributions,
    ),
    ...line('deductions', 'tax_payable', 'Tax payable (annualised at separation)', payable),
    ...loans.flatMap((loan) =>
      line(
        'deductions',
        `loan.${loan.loanId}`,
        `${loan.label} (balance set off)`,
        loan.amount,
        'net_final_pay',
      ),
    ),
  ];
  const gross = sum([salary, thirteenth, leave, refund]);
  return {
    ...employee,
    gross,
    benefitsExempt,
    benefitsTaxable,
    deMinimis: leaveExempt,
    taxable: salary.minus(contributions).plus(benefitsTaxable),
    deductions: sum([contributions, payable, loanTotal]),
    withholding: payable.minus(refund),
    lines,
    inputs,
    result: { calculator: call.kind, ...calculation.result },
    trace: calculation.trace,
  };
}
