import type { StatutoryTables, WithholdingPeriod } from '../../../shared/api/payroll-tables';
import { dec, money, pesos, ZERO, type Dec } from './decimal';
import { versionLabel } from './tables';
import type { Trace } from './trace';

export interface Withholding {
  tax: Dec;
  bracket: { over: string; base: string; rate: string };
}

type Bracket = StatutoryTables['withholding']['data'][WithholdingPeriod][number];

/** Each table's brackets by "over", sorted once: a payroll looks them up for every payslip. */
const sortedBrackets = new WeakMap<readonly Bracket[], Bracket[]>();

function bracketsOf(rows: readonly Bracket[]): Bracket[] {
  let sorted = sortedBrackets.get(rows);
  if (!sorted) {
    sorted = [...rows].sort((a, b) => dec(a.over).comparedTo(b.over));
    sortedBrackets.set(rows, sorted);
  }
  return sorted;
}

/**
 * Tax withheld on one period's taxable compensation: base + rate × (taxable − over) on the row
 * whose "over" is the largest below the taxable amount (ph-payroll.md §4.1), rounded to the centavo.
 */
export function withholdingOf(
  taxable: Dec,
  period: WithholdingPeriod,
  tables: StatutoryTables,
  trace: Trace,
  line = 'withholding_tax',
): Withholding {
  const rows = bracketsOf(tables.withholding.data[period]);
  const bracket = rows.filter((row) => taxable.greaterThan(row.over)).at(-1) ?? rows[0]!;
  const tax = taxable.lessThanOrEqualTo(0)
    ? ZERO
    : money(dec(bracket.base).plus(dec(bracket.rate).times(taxable.minus(bracket.over))));
  trace.add(
    line,
    'base + rate × (taxable − over), on the bracket the taxable compensation falls in',
    {
      table: `${versionLabel(tables.withholding)} ${period}`,
      taxable: pesos(taxable),
      over: bracket.over,
      base: bracket.base,
      rate: bracket.rate,
      tax: pesos(tax),
    },
  );
  return { tax, bracket: { over: bracket.over, base: bracket.base, rate: bracket.rate } };
}
