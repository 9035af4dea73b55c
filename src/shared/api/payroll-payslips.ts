import { Type, type Static } from 'typebox';
import { TraceLineSchema } from './payroll-calculator';
import { DateText, EmployeeNumber, Id, Money, closed } from './payroll-common';
import { CutoffSchema } from './payroll-cutoffs';

// The payslips a computation stores, payroll's own lines on them before release, and what
// changed between two computations (spec: hcm `payslip`, payslip update, `payslip-diff`).

export const PayslipParamsSchema = Type.Object(
  { cutoffId: Id, employeeNumber: EmployeeNumber },
  closed,
);

export const PAYSLIP_SECTIONS = ['earnings', 'deductions'] as const;

export const PayslipLineSchema = Type.Object({
  code: Type.String(),
  label: Type.String(),
  section: Type.Enum(PAYSLIP_SECTIONS),
  amount: Money,
  /** The trace entries that explain it. */
  trace: Type.Array(Type.String()),
});
export type PayslipLine = Static<typeof PayslipLineSchema>;

export const DeferredSchema = Type.Object({
  /**
   * A deduction is carried to the next cut-off; contributions are not deducted at all; a loan's
   * amortization is not deducted, its balance waiting for the next cut-off.
   */
  kind: Type.Enum(['deduction', 'contributions', 'loan']),
  name: Type.String(),
  amount: Money,
  reason: Type.String(),
});
export type Deferred = Static<typeof DeferredSchema>;

export const PayslipSummarySchema = Type.Object({
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  grossPay: Money,
  totalDeductions: Money,
  netPay: Money,
  deferred: Type.Integer(),
});
export const PayslipsResponseSchema = Type.Object({
  items: Type.Array(PayslipSummarySchema),
  total: Type.Integer(),
});

/** A line payroll added to (or changed on) one payslip before release, with its reason. */
export const PayslipAdjustmentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.Enum(['Earning', 'Deduction']),
  amount: Money,
  taxable: Type.Boolean(),
  reason: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PayslipAdjustment = Static<typeof PayslipAdjustmentSchema>;

/**
 * The cut-off a payslip belongs to: its period, register and state. Not the cut-off's totals or
 * run: in a small group, the totals less one's own pay are a co-worker's.
 */
export const PayslipCutoffSchema = Type.Omit(CutoffSchema, [
  'payslips',
  'grossPay',
  'totalDeductions',
  'netPay',
  'runId',
]);
export type PayslipCutoff = Static<typeof PayslipCutoffSchema>;

export const PayslipSchema = Type.Object({
  cutoff: PayslipCutoffSchema,
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  computation: Type.Integer(),
  grossPay: Money,
  totalDeductions: Money,
  netPay: Money,
  lines: Type.Array(PayslipLineSchema),
  deferred: Type.Array(DeferredSchema),
  /** Payroll's own lines on this payslip. */
  adjustments: Type.Array(PayslipAdjustmentSchema),
  /** The calculator inputs the run used: the same call gives the same payslip. */
  inputs: Type.Record(Type.String(), Type.Unknown()),
  result: Type.Record(Type.String(), Type.Unknown()),
  trace: Type.Array(TraceLineSchema),
  tables: Type.Record(Type.String(), Type.String()),
});
export type Payslip = Static<typeof PayslipSchema>;

/**
 * `POST /api/hcm/payslip/update/:cutoffId/:employeeNumber` (spec: payslip update): a line added
 * to the payslip, or — under the name of one of its earnings or deductions — that line changed.
 * Taxes and net pay are computed again.
 */
export const AddPayslipLineRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 80 }),
    type: Type.Enum(['Earning', 'Deduction']),
    amount: Type.String({
      pattern: '^[0-9]{1,10}(\\.[0-9]{1,2})?$',
      maxLength: 13,
      errorMessage: 'must be an amount in pesos such as 1500.00, more than 0',
    }),
    taxable: Type.Boolean(),
    reason: Type.String({ minLength: 5, maxLength: 300 }),
  },
  closed,
);

export const PayslipLineParamsSchema = Type.Object(
  { cutoffId: Id, employeeNumber: EmployeeNumber, adjustmentId: Id },
  closed,
);

export const DIFF_BASES = ['computation', 'previous-cutoff'] as const;
export const PayslipDiffQuerySchema = Type.Object(
  {
    /** Against the cut-off's previous computation (default), or the register's previous cut-off. */
    against: Type.Optional(Type.Enum(DIFF_BASES)),
  },
  closed,
);

const DiffSide = Type.Object({
  cutoffId: Type.String(),
  computation: Type.Integer(),
  periodStart: DateText,
  periodEnd: DateText,
});

/** `GET /api/hcm/payslip-diff/:cutoffId`: what changed, per employee and line, and by how much. */
export const PayslipDiffSchema = Type.Object({
  before: DiffSide,
  after: DiffSide,
  netBefore: Money,
  netAfter: Money,
  /** Only employees whose payslip changed, the largest change in net pay first. */
  employees: Type.Array(
    Type.Object({
      employeeNumber: Type.String(),
      employeeName: Type.String(),
      change: Type.Enum(['changed', 'added', 'removed']),
      netBefore: Money,
      netAfter: Money,
      netChange: Money,
      lines: Type.Array(
        Type.Object({
          code: Type.String(),
          label: Type.String(),
          before: Money,
          after: Money,
          change: Money,
        }),
      ),
    }),
  ),
});
export type PayslipDiff = Static<typeof PayslipDiffSchema>;
