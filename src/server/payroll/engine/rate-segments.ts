import {
  TIME_INPUT_KEYS,
  type PayslipInputs,
  type RateSegment,
} from '../../../shared/api/payroll-calculator';
import { PAY_DAY_TYPES, type StatutoryTables } from '../../../shared/api/payroll-tables';
import { D, sum } from './decimal';
import { earningsOf, type Earnings, type PremiumLine } from './payslip-earnings';
import { PayrollInputError } from './payroll-input-error';
import type { Trace, TraceSink } from './trace';

const DAY_MS = 86_400_000;
const daysIn = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The segments in order, back to back, covering the period exactly; 422 naming the first gap. */
function checkSegments(inputs: PayslipInputs, segments: readonly RateSegment[]) {
  const { period_start: start, period_end: end } = inputs;
  if (!start || !end) {
    const missing = start ? 'period_end' : 'period_start';
    throw new PayrollInputError(
      `/inputs/${missing}`,
      `${missing} is required: rate_segments divide the period from period_start to period_end`,
    );
  }
  const extra = TIME_INPUT_KEYS.find((key) => inputs[key] !== undefined);
  if (extra)
    throw new PayrollInputError(
      `/inputs/${extra}`,
      `${extra} belongs inside the rate segments when they are given`,
    );
  let expected = start;
  for (const [index, segment] of segments.entries()) {
    if (segment.from !== expected || segment.to < segment.from)
      throw new PayrollInputError(
        `/inputs/rate_segments/${index}/from`,
        `Segment ${index + 1} must start on ${expected} and end on or after its start`,
      );
    expected = nextDay(segment.to);
  }
  if (expected !== nextDay(end))
    throw new PayrollInputError(
      `/inputs/rate_segments/${segments.length - 1}/to`,
      `The last segment must end on the period end, ${end}`,
    );
}

const traceWithin = (trace: TraceSink, scope: string): TraceSink => ({
  add: (line, formula, values) => trace.add(`${line} (${scope})`, formula, values),
});

const addLines = (lines: readonly (PremiumLine | undefined)[]): PremiumLine | undefined => {
  const present = lines.filter((line): line is PremiumLine => !!line);
  if (present.length === 0) return undefined;
  return {
    regular: sum(present.map((line) => line.regular)),
    ot: sum(present.map((line) => line.ot)),
    night: sum(present.map((line) => line.night)),
  };
};

/**
 * A period's pay for time: at one rate, or, when the rate changed within it (an employee
 * movement), each part of the period at the rate in force on its days, added up. A monthly
 * salary pays each part its share of the period's basic by calendar days; hours, absences and
 * lateness are valued at the rate of the day they fell on. The rates shown and the monthly
 * figure contributions are computed on are the ones at the period end.
 */
export function earningsOfPeriod(
  inputs: PayslipInputs,
  tables: StatutoryTables,
  trace: Trace,
): Earnings {
  const segments = inputs.rate_segments;
  if (!segments?.length) return earningsOf(inputs, null, tables, trace);
  checkSegments(inputs, segments);
  const total = daysIn(inputs.period_start!, inputs.period_end!);
  const { pay_frequency, factor, hours_per_day, schedule } = inputs;
  const parts = segments.map(({ from, to, ...segment }) =>
    earningsOf(
      { pay_frequency, factor, hours_per_day, schedule, ...segment },
      new D(daysIn(from, to)).dividedBy(total),
      tables,
      traceWithin(trace, `${from} to ${to}`),
    ),
  );
  const last = parts[parts.length - 1]!;
  const added = (key: Exclude<keyof Earnings, 'premium_pay' | 'pay_basis'>) =>
    sum(parts.map((part) => part[key]));
  const premium_pay: Earnings['premium_pay'] = {};
  for (const type of PAY_DAY_TYPES) {
    const line = addLines(parts.map((part) => part.premium_pay[type]));
    if (line) premium_pay[type] = line;
  }
  return {
    ...last,
    basic_pay: added('basic_pay'),
    ot_pay: added('ot_pay'),
    night_diff_pay: added('night_diff_pay'),
    premium_pay,
    holiday_pay_unworked: added('holiday_pay_unworked'),
    absence_deduction: added('absence_deduction'),
    tardiness_deduction: added('tardiness_deduction'),
    undertime_deduction: added('undertime_deduction'),
  };
}
