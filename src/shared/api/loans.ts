import { Type, type Static } from 'typebox';

const Money = Type.String({ description: 'Pesos with 2 decimals, e.g. "12500.00"' });

export const LoanLedgerParamsSchema = Type.Object(
  { loanId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/** One deduction of a loan: a computed or released payslip's line. */
export const LoanLedgerEntrySchema = Type.Object({
  cutoffId: Type.String(),
  registerName: Type.String(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  payDate: Type.String(),
  /** Computed deductions may still change; released ones are paid. */
  released: Type.Boolean(),
  amount: Money,
  balanceAfter: Money,
});

/** `GET /api/hcm/loan-slips/:loanId`: a loan's ledger (spec: loanSlips). */
export const LoanLedgerSchema = Type.Object({
  loanId: Type.String(),
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  loanType: Type.String(),
  status: Type.String(),
  principal: Money,
  interest: Money,
  totalPayable: Money,
  amortization: Money,
  collected: Money,
  balance: Money,
  entries: Type.Array(LoanLedgerEntrySchema),
});
export type LoanLedger = Static<typeof LoanLedgerSchema>;
