import { Type, type Static } from 'typebox';
import { DateText, Id, Money, closed } from './payroll-common';
import { CUTOFF_STATUSES } from './payroll-cutoffs';

// Consolidated registers: several registers' cut-offs of one period side by side, with totals
// (spec: hcm `consolidated-register`).

export const ConsolidationSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  registers: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  createdBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Consolidation = Static<typeof ConsolidationSchema>;
export const ConsolidationsResponseSchema = Type.Object({ items: Type.Array(ConsolidationSchema) });
export const CreateConsolidationRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 80 }),
    registerIds: Type.Array(Id, { minItems: 2, maxItems: 50, uniqueItems: true }),
  },
  closed,
);
export type CreateConsolidationRequest = Static<typeof CreateConsolidationRequestSchema>;
export const ConsolidationParamsSchema = Type.Object({ consolidationId: Id }, closed);
export const ConsolidatedCutoffParamsSchema = Type.Object(
  { consolidationId: Id, cutoffId: Id },
  closed,
);

export const ConsolidationPeriodsQuerySchema = Type.Object(
  { year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
  closed,
);

/**
 * `GET /api/hcm/consolidated-register/:consolidationId/periods`: the pay periods of a year of the
 * consolidation's registers, each with the cut-off every register has of exactly that period.
 */
export const ConsolidationPeriodsSchema = Type.Object({
  year: Type.Integer(),
  /** The years in which any of its registers has cut-offs. */
  years: Type.Array(Type.Integer()),
  items: Type.Array(
    Type.Object({
      periodStart: DateText,
      periodEnd: DateText,
      /** In the order of the consolidation's registers; only those with a cut-off of the period. */
      cutoffs: Type.Array(
        Type.Object({
          registerId: Type.String(),
          cutoffId: Type.String(),
          status: Type.Enum(CUTOFF_STATUSES),
          payslips: Type.Integer(),
        }),
      ),
    }),
  ),
});
export type ConsolidationPeriods = Static<typeof ConsolidationPeriodsSchema>;

/**
 * `GET /api/hcm/consolidated-register/:consolidationId/cutoff/:cutoffId`: the cut-offs of the
 * consolidation's registers whose period overlaps the given one, side by side: one column per
 * register, one row per kind of line, with totals.
 */
export const ConsolidatedCutoffSchema = Type.Object({
  consolidation: ConsolidationSchema,
  periodStart: DateText,
  periodEnd: DateText,
  columns: Type.Array(
    Type.Object({
      registerId: Type.String(),
      registerName: Type.String(),
      cutoffId: Type.Union([Type.String(), Type.Null()]),
      status: Type.Union([Type.Enum(CUTOFF_STATUSES), Type.Null()]),
      /** The register's own period and pay date, which may differ from the consolidated one. */
      periodStart: Type.Union([DateText, Type.Null()]),
      periodEnd: Type.Union([DateText, Type.Null()]),
      payDate: Type.Union([DateText, Type.Null()]),
      /** Headcount: the payslips of its current computation. */
      payslips: Type.Integer(),
    }),
  ),
  /** Headcount of all the registers. */
  payslips: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      code: Type.String(),
      label: Type.String(),
      section: Type.Enum(['earnings', 'deductions', 'totals']),
      /** One amount per column, then the total. */
      amounts: Type.Array(Money),
    }),
  ),
});
export type ConsolidatedCutoff = Static<typeof ConsolidatedCutoffSchema>;
