import { Type, type Static } from 'typebox';

// Backdated adjustments (spec: /register/cutoff/backdated/...): a released cut-off is closed, so
// when its days change afterwards the difference in time pay is paid (or taken back) in the
// next cut-off computed, one line per released cut-off, never by rewriting a released payslip.

const Money = Type.String({ description: 'Pesos with 2 decimals, e.g. "12500.00"' });
const DateText = Type.String({ format: 'date' });

export const BackdatedSchema = Type.Object({
  /** The released cut-off whose days changed. */
  sourceCutoffId: Type.String({ format: 'uuid' }),
  periodStart: DateText,
  periodEnd: DateText,
  /** Time pay the released payslip paid, plus backdated adjustments paid since. */
  paid: Money,
  /** Time pay the period's days earn now, at the rates and tables of then. */
  due: Money,
  /** due − paid: an earning when positive, a deduction when negative. */
  amount: Money,
  /** The time figures that changed. */
  changes: Type.Array(
    Type.Object({ figure: Type.String(), paid: Type.String(), now: Type.String() }),
  ),
});
export type Backdated = Static<typeof BackdatedSchema>;

/** `GET /api/hcm/backdated/:cutoffId`: the backdated lines of the cut-off's current computation. */
export const BackdatedResponseSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      employeeNumber: Type.String(),
      employeeName: Type.String(),
      ...BackdatedSchema.properties,
    }),
  ),
  /** Lines in all (the page shows `items`). */
  total: Type.Integer(),
  /** Sum of every line's amount. */
  totalAmount: Money,
});
export type BackdatedResponse = Static<typeof BackdatedResponseSchema>;

/** The name of a backdated line on a payslip. */
export const backdatedLineName = (periodStart: string, periodEnd: string) =>
  `Backdated ${periodStart} to ${periodEnd}`;
