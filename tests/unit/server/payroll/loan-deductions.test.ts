import { describe, expect, it } from 'vitest';
import type { PayrollLoanData } from '../../../../src/shared/forms/record-types.generated';
import { loanDeductions } from '../../../../src/server/payroll/loans/loan-deductions';
import type { LoanRecord } from '../../../../src/server/payroll/loans/loan-records';

const period = { periodStart: '2026-11-01', periodEnd: '2026-11-15' };
const loan = (id: string, extra: Partial<PayrollLoanData> = {}): LoanRecord =>
  ({
    id,
    data: {
      employee: { id: 'e', label: 'Cruz, Ana', employeeNumber: 'E-1' },
      loanType: { id: 't', label: 'SSS salary loan' },
      principal: 1_000_000,
      interest: 50_000,
      totalPayable: 1_050_000,
      amortization: 400_000,
      startDate: '2026-09-16',
      status: 'Active',
      ...extra,
    },
  }) as LoanRecord;

const deducted = (loans: LoanRecord[], collected: Record<string, number> = {}) =>
  loanDeductions(loans, new Map(Object.entries(collected)), period).map(
    (item) => `${item.loanId} ${item.name}: ${item.amount}`,
  );

describe('loan deductions of a cut-off', () => {
  it('takes the amortization, then only what is left, then nothing', () => {
    expect(deducted([loan('a')])).toEqual(['a SSS salary loan (balance 6,500.00): 400000']);
    expect(deducted([loan('a')], { a: 800_000 })).toEqual([
      'a SSS salary loan (balance 0.00): 250000',
    ]);
    expect(deducted([loan('a')], { a: 1_050_000 })).toEqual([]);
  });

  it('takes the whole balance in the cut-off of its payoff date, and nothing while suspended', () => {
    expect(deducted([loan('a', { payoffDate: '2026-11-10' })], { a: 400_000 })).toEqual([
      'a SSS salary loan (balance 0.00): 650000',
    ]);
    expect(deducted([loan('a', { payoffDate: '2026-12-10' })], { a: 400_000 })).toEqual([
      'a SSS salary loan (balance 2,500.00): 400000',
    ]);
    expect(deducted([loan('a', { suspended: true })])).toEqual([]);
  });
});
