import type { PayslipInputs } from '../../../shared/api/payroll-calculator';
import type { StatutoryTables } from '../../../shared/api/payroll-tables';
import { dec, pesos, sum, ZERO, type Dec } from './decimal';
import { computePayslip } from './payslip';
import { Trace } from './trace';

/** One time figure of a released cut-off as it was paid and as the time record says now. */
export interface TimeFigureChange {
  figure: string;
  paid: string;
  now: string;
}

export interface BackdatedDifference {
  /** The time pay the released payslip paid, plus backdated adjustments paid since. */
  paid: string;
  /** The time pay the cut-off's days earn now. */
  due: string;
  /** due − paid: positive is owed to the employee, negative is overpaid. */
  amount: string;
  changes: TimeFigureChange[];
}

/** Pay for time: basic, overtime, night, premiums and unworked holidays less absences and lateness. */
function timePay(inputs: PayslipInputs, tables: StatutoryTables): Dec {
  const figures = computePayslip(inputs, tables, new Trace());
  return figures.gross_pay.minus(figures.taxable_allowances).minus(figures.non_taxable_allowances);
}

const hoursOf = (inputs: PayslipInputs, part: 'regular_hours' | 'ot_hours') =>
  sum((inputs.worked ?? []).map((day) => dec(day[part])));

/** The time figures a payroll officer compares, each read the same way from both inputs. */
const FIGURES: [string, (inputs: PayslipInputs) => Dec][] = [
  ['Days worked', (inputs) => dec(inputs.days_worked)],
  ['Paid leave days', (inputs) => dec(inputs.paid_leave_days)],
  ['Unpaid absent days', (inputs) => dec(inputs.absent_days_unpaid)],
  ['Late minutes', (inputs) => dec(inputs.tardy_minutes)],
  ['Undertime minutes', (inputs) => dec(inputs.undertime_minutes)],
  ['Overtime hours', (inputs) => dec(inputs.ot_hours_ordinary)],
  ['Night hours', (inputs) => dec(inputs.nd_hours_ordinary_regular)],
  ['Night overtime hours', (inputs) => dec(inputs.nd_hours_ordinary_ot)],
  ['Hours on rest days and holidays', (inputs) => hoursOf(inputs, 'regular_hours')],
  ['Overtime hours on rest days and holidays', (inputs) => hoursOf(inputs, 'ot_hours')],
  [
    'Unworked regular holidays paid',
    (inputs) => dec(inputs.regular_holiday_unworked_eligible?.length ?? 0),
  ],
];

/**
 * What a released cut-off owes or overpaid now that its days changed: the time pay of the
 * payslip's own inputs (rate, factor and tables as computed then) with the time figures of
 * today's record, less what was paid and what earlier backdated adjustments paid. Rates and
 * tables are those of the released cut-off, so only the change in days is paid.
 */
export function backdatedDifference(
  paidInputs: PayslipInputs,
  nowInputs: PayslipInputs,
  tables: StatutoryTables,
  adjustedBefore: Dec = ZERO,
): BackdatedDifference {
  const paid = timePay(paidInputs, tables).plus(adjustedBefore);
  const due = timePay(nowInputs, tables);
  const changes = FIGURES.flatMap(([figure, read]) => {
    const [before, after] = [read(paidInputs), read(nowInputs)];
    return before.equals(after) ? [] : [{ figure, paid: before.toString(), now: after.toString() }];
  });
  return { paid: pesos(paid), due: pesos(due), amount: pesos(due.minus(paid)), changes };
}
