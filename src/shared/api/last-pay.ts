import { Type, type Static } from 'typebox';
import { FinalPayInputsSchema } from './payroll-calculator';
import { Amount, DateText, EmployeeNumber, Money } from './special-payouts';

// Last pay (final pay at separation, DOLE LA 06-2020): the inputs gathered for payroll to review,
// then saved as a special payout of kind `final_pay` with one special payslip.

const closed = { additionalProperties: false } as const;

/** The engine's `final-pay` inputs but the loan balance, which is the sum of `loans`. */
export const LastPayInputsSchema = Type.Omit(FinalPayInputsSchema, ['loan_balance'], closed);
export type LastPayInputs = Static<typeof LastPayInputsSchema>;

export const LastPayParamsSchema = Type.Object({ employeeNumber: EmployeeNumber }, closed);
export const LastPayQuerySchema = Type.Object({ separationDate: Type.Optional(DateText) }, closed);

/** An active loan's balance, set off against the last pay. */
export const LastPayLoanSchema = Type.Object({
  loanId: Type.String({ format: 'uuid' }),
  label: Type.String(),
  balance: Money,
});

/** `GET /api/hcm/last-pay/inputs/:employeeNumber`: what the records say, for payroll to review. */
export const LastPayDraftSchema = Type.Object({
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  /** Separation + 30 days: when the last pay is due (DOLE LA 06-2020). */
  dueDate: DateText,
  /** The end of the last released cut-off of the year, if any. */
  lastReleasedPeriodEnd: Type.Union([DateText, Type.Null()]),
  inputs: LastPayInputsSchema,
  loans: Type.Array(LastPayLoanSchema),
});
export type LastPayDraft = Static<typeof LastPayDraftSchema>;

/** `POST /api/hcm/last-pay`: computes and saves the last pay as a Computed special payout. */
export const CreateLastPayRequestSchema = Type.Object(
  {
    employeeNumber: EmployeeNumber,
    payDate: DateText,
    inputs: LastPayInputsSchema,
    loans: Type.Array(
      Type.Object({ loanId: Type.String({ format: 'uuid' }), amount: Amount }, closed),
      { maxItems: 50 },
    ),
  },
  closed,
);
export type CreateLastPayRequest = Static<typeof CreateLastPayRequestSchema>;

/** Separation + 30 days, the date the last pay is due. */
export const lastPayDueDate = (separationDate: string) =>
  new Date(Date.parse(`${separationDate}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
