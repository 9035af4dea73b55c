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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The name of a backdated line on a payslip, short enough for a payslip's line: "Backdated
 * Nov 1–15, 2026", "Backdated Oct 28–Nov 3, 2026", "Backdated Dec 29, 2026–Jan 4, 2027".
 */
export function backdatedLineName(periodStart: string, periodEnd: string): string {
  const [[fromYear, fromMonth, fromDay], [toYear, toMonth, toDay]] = [periodStart, periodEnd].map(
    (date) => date.split('-').map(Number),
  ) as [number[], number[]];
  const day = (month: number | undefined, dayOfMonth: number | undefined) =>
    `${MONTHS[(month ?? 1) - 1]} ${dayOfMonth}`;
  const from =
    fromYear !== toYear ? `${day(fromMonth, fromDay)}, ${fromYear}` : day(fromMonth, fromDay);
  const to = fromYear === toYear && fromMonth === toMonth ? `${toDay}` : day(toMonth, toDay);
  return `Backdated ${from}–${to}, ${toYear}`;
}
