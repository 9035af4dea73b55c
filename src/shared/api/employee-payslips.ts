import { Type, type Static } from 'typebox';
import { TraceLineSchema } from './payroll-calculator';
import { DateText, EmployeeNumber, Id, Money, closed } from './payroll-common';
import { PAYSLIP_SECTIONS } from './payroll-payslips';

// What employees read of their own pay: their released payslips, and the year to date with the
// projected annual tax (spec: hcm `my-payslips`, `annualized-compensation`).

/** `GET /api/hcm/my-payslips`: the caller's released payslips, newest first. */
export const MyPayslipsResponseSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      cutoffId: Type.String(),
      registerId: Type.String(),
      registerName: Type.String(),
      periodStart: DateText,
      periodEnd: DateText,
      payDate: DateText,
      employeeNumber: Type.String(),
      grossPay: Money,
      totalDeductions: Money,
      netPay: Money,
    }),
  ),
});

export type MyPayslips = Static<typeof MyPayslipsResponseSchema>;

export const AnnualizedParamsSchema = Type.Object({ employeeNumber: EmployeeNumber }, closed);
/** `GET /api/hcm/annualized-compensation/account/:accountId`: the same, by the employee's account. */
export const AnnualizedAccountParamsSchema = Type.Object({ accountId: Id }, closed);
export const AnnualizedQuerySchema = Type.Object(
  { year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
  closed,
);

/** `GET /api/hcm/annualized-compensation/:employeeNumber`: year to date and the projected tax. */
export const AnnualizedCompensationSchema = Type.Object({
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  year: Type.Integer(),
  /** Released payslips counted. */
  payslips: Type.Integer(),
  /** Year to date per payslip line, in the order lines are shown. */
  lines: Type.Array(
    Type.Object({
      code: Type.String(),
      label: Type.String(),
      section: Type.Enum(PAYSLIP_SECTIONS),
      amount: Money,
    }),
  ),
  grossPay: Money,
  /** Of this employer's released payslips; the previous employer's are apart. */
  taxableCompensation: Money,
  withholdingTax: Money,
  /**
   * The year's previous employer (`payroll-previous-employer`, their BIR 2316), added to the
   * projection: its taxable compensation is taxed with this employer's and its tax counts as
   * withheld (ph-payroll.md §4.3). Null when there is none.
   */
  previousEmployer: Type.Union([
    Type.Object({
      employerName: Type.String(),
      employerTin: Type.String(),
      periodFrom: DateText,
      periodTo: DateText,
      taxableCompensation: Money,
      nonTaxableCompensation: Money,
      taxWithheld: Money,
    }),
    Type.Null(),
  ]),
  /** Pay periods of the year still to be released. */
  periodsLeft: Type.Integer(),
  /**
   * The year's taxable compensation if the remaining periods pay like the last one, the
   * previous employer's included.
   */
  projectedTaxableCompensation: Money,
  projectedAnnualTax: Money,
  /** Withheld by December here, and by the previous employer. */
  projectedWithholding: Money,
  /** Annual tax less what will have been withheld: collected (positive) or refunded in December. */
  projectedYearEndAdjustment: Money,
  trace: Type.Array(TraceLineSchema),
});
export type AnnualizedCompensation = Static<typeof AnnualizedCompensationSchema>;
