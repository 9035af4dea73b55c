import type {
  ErsEmployeeData,
  ErsMovementData,
} from '../../../shared/forms/record-types.generated';
import type { MovedField } from './movement-changes';

/** An approved movement as the values in force see it. */
export type MovementStep = Pick<ErsMovementData, 'effectiveDate' | 'status' | 'before'> &
  Partial<Pick<ErsMovementData, MovedField>>;

type FieldValue<F extends MovedField> = ErsEmployeeData[F];

/**
 * The value of one master field in force on `date`, from the master as it stands and the
 * employee's approved and applied movements (oldest first). Before an applied movement holds
 * what it replaced; after the last applied one the master holds what is in force (a direct edit
 * since included); from an approved one not yet applied its new value.
 */
export function valueInForce<F extends MovedField>(
  master: ErsEmployeeData,
  steps: readonly MovementStep[],
  field: F,
  date: string,
): FieldValue<F> {
  const touching = steps.filter(
    (step) =>
      (step.status === 'Applied' || step.status === 'Approved') && step[field] !== undefined,
  );
  const lastApplied = touching.map((step) => step.status).lastIndexOf('Applied');
  const index = touching.findLastIndex((step) => step.effectiveDate <= date);
  const next = touching[index + 1];
  if (next?.status === 'Applied') return next.before?.[field] as FieldValue<F>;
  if (index < 0 || index <= lastApplied) return master[field];
  return touching[index]![field] as FieldValue<F>;
}

/** A stretch of days over which the fields asked for keep one value each. */
export interface Terms<F extends MovedField> {
  from: string;
  to: string;
  values: Pick<ErsEmployeeData, F>;
}

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `[from, to]` cut where any of `fields` changes value: one stretch when none does. */
export function termsBetween<F extends MovedField>(
  master: ErsEmployeeData,
  steps: readonly MovementStep[],
  fields: readonly F[],
  from: string,
  to: string,
): Terms<F>[] {
  const valuesOn = (date: string) =>
    Object.fromEntries(
      fields.map((field) => [field, valueInForce(master, steps, field, date)]),
    ) as Pick<ErsEmployeeData, F>;
  // Values change only on effective dates, so only those inside the range can cut it.
  const cuts = [
    ...new Set(steps.map((step) => step.effectiveDate).filter((date) => date > from && date <= to)),
  ].sort();
  const terms: Terms<F>[] = [{ from, to, values: valuesOn(from) }];
  for (const cut of cuts) {
    const values = valuesOn(cut);
    const current = terms[terms.length - 1]!;
    if (JSON.stringify(values) === JSON.stringify(current.values)) continue;
    current.to = shift(cut, -1);
    terms.push({ from: cut, to, values });
  }
  return terms;
}
