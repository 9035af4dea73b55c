import { Type, type Static } from 'typebox';
import { DateText, Id, Money, closed } from './payroll-common';

// A register's cut-offs: its pay periods of a year, each Draft, Computed or Released (spec:
// hcm `register-cutoff`, `validate-register-cutoff`, `generate-payroll`, `release-payslip`).

export const CUTOFF_STATUSES = ['Draft', 'Computed', 'Released'] as const;
export type CutoffStatus = (typeof CUTOFF_STATUSES)[number];

export const CutoffParamsSchema = Type.Object({ cutoffId: Id }, closed);

export const CutoffSchema = Type.Object({
  id: Id,
  registerId: Id,
  registerName: Type.String(),
  periodStart: DateText,
  periodEnd: DateText,
  payDate: DateText,
  periodNo: Type.Integer(),
  status: Type.Enum(CUTOFF_STATUSES),
  computation: Type.Integer(),
  computedBy: Type.Union([Type.String(), Type.Null()]),
  computedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  releasedBy: Type.Union([Type.String(), Type.Null()]),
  releasedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  payslips: Type.Integer(),
  grossPay: Money,
  totalDeductions: Money,
  netPay: Money,
  /** The latest computation run of this cut-off, to follow at /api/jobs/:id. */
  runId: Type.Union([Type.String(), Type.Null()]),
});
export type Cutoff = Static<typeof CutoffSchema>;

export const CutoffsQuerySchema = Type.Object(
  { year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
  closed,
);
export const CutoffsResponseSchema = Type.Object({ items: Type.Array(CutoffSchema) });

/** `GET /api/hcm/validate-register-cutoff/:cutoffId`: whether it may be computed, and who holds it up. */
export const CutoffReadinessSchema = Type.Object({
  ready: Type.Boolean(),
  members: Type.Integer(),
  problems: Type.Array(
    Type.Object({ employeeNumber: Type.String(), name: Type.String(), reason: Type.String() }),
  ),
});
export type CutoffReadiness = Static<typeof CutoffReadinessSchema>;
