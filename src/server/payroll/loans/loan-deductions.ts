import { formatCentavos } from '../../../shared/format/money';
import type { Adjustment } from '../cutoffs/member-payslip';
import type { LoanRecord } from './loan-records';

/** Loan deductions go before other deductions, after what the previous cut-off deferred. */
const LOAN_PRIORITY = 10;

/**
 * What each active loan deducts in a cut-off: its amortization, or the whole balance in the
 * cut-off of its payoff date, never more than what is left; nothing while suspended or once
 * repaid. The line names the loan type and the balance left after it.
 */
export function loanDeductions(
  loans: readonly LoanRecord[],
  collected: ReadonlyMap<string, number>,
  period: { periodStart: string; periodEnd: string },
): Adjustment[] {
  return loans.flatMap((loan): Adjustment[] => {
    const { data } = loan;
    const balance = data.totalPayable - (collected.get(loan.id) ?? 0);
    if (data.suspended || balance <= 0) return [];
    const payoff =
      data.payoffDate !== undefined &&
      data.payoffDate >= period.periodStart &&
      data.payoffDate <= period.periodEnd;
    const amount = payoff ? balance : Math.min(data.amortization, balance);
    return [
      {
        name: `${data.loanType.label} (balance ${formatCentavos(balance - amount)})`,
        type: 'Deduction',
        amount,
        taxable: true,
        priority: LOAN_PRIORITY,
        loanId: loan.id,
      },
    ];
  });
}
