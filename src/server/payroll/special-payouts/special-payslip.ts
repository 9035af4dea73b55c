import type { PayslipLine } from '../../../shared/api/payroll-payslips';
import type { TraceLine } from '../../../shared/api/payroll-calculator';
import { pesos, ZERO, type Dec } from '../engine/decimal';

/** One employee's special payslip as a computation writes it (table special_payslips). */
export interface ComputedSpecialPayslip {
  employeeNumber: string;
  employeeName: string;
  gross: Dec;
  benefitsExempt?: Dec;
  benefitsTaxable?: Dec;
  deMinimis?: Dec;
  otherNonTaxable?: Dec;
  taxable: Dec;
  /** Everything taken from the gross, tax included: net pay is gross less this. */
  deductions?: Dec;
  /** Tax withheld (negative: refunded); none unless the payout settles the year's tax. */
  withholding?: Dec;
  lines: PayslipLine[];
  /** The calculator inputs that give the amount, with the kind in `result.calculator`. */
  inputs: Record<string, unknown>;
  result: Record<string, unknown>;
  trace: TraceLine[];
}

/**
 * The row of a computed payslip. The 13th month and bonuses withhold no tax: their taxable part
 * joins the year's taxable compensation and the year-end adjustment withholds it; a last pay
 * settles the year's tax itself (docs/special-payouts.md).
 */
export const specialPayslipRow = (
  orgId: string,
  payoutId: string,
  slip: ComputedSpecialPayslip,
) => {
  const deductions = slip.deductions ?? ZERO;
  return {
    org_id: orgId,
    payout_id: payoutId,
    employee_number: slip.employeeNumber,
    employee_name: slip.employeeName,
    gross_pay: pesos(slip.gross),
    benefits_exempt: pesos(slip.benefitsExempt ?? ZERO),
    benefits_taxable: pesos(slip.benefitsTaxable ?? ZERO),
    de_minimis: pesos(slip.deMinimis ?? ZERO),
    other_non_taxable: pesos(slip.otherNonTaxable ?? ZERO),
    taxable_compensation: pesos(slip.taxable),
    withholding_tax: pesos(slip.withholding ?? ZERO),
    total_deductions: pesos(deductions),
    net_pay: pesos(slip.gross.minus(deductions)),
    lines: JSON.stringify(slip.lines),
    inputs: JSON.stringify(slip.inputs),
    result: JSON.stringify(slip.result),
    trace: JSON.stringify(slip.trace),
  };
};

/** An earnings line of a special payslip, in the regular payslips' shape. */
export const earningLine = (code: string, label: string, amount: Dec): PayslipLine => ({
  code,
  label,
  section: 'earnings',
  amount: pesos(amount),
  trace: [code],
});
