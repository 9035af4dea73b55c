import type { PayslipInputs, TraceLine } from '../../../shared/api/payroll-calculator';
import type { Deferred, PayslipLine } from '../../../shared/api/payroll-payslips';
import type { StatutoryTables } from '../../../shared/api/payroll-tables';
import { dec, pesos, sum, type Dec } from '../engine/decimal';
import { computePayslip, type PayslipFigures } from '../engine/payslip';
import { writePayslip } from '../engine/payslip-output';
import { Trace } from '../engine/trace';
import { pesosOf } from './payslip-inputs';

/** An earning or deduction of the cut-off (a record of payroll-earning-deduction, or carried). */
export interface Adjustment {
  name: string;
  type: 'Earning' | 'Deduction';
  /** Centavos. */
  amount: number;
  taxable: boolean;
  /** Deductions: the lowest number is taken first. */
  priority: number;
  /** A loan's amortization: its line names the loan, and when it does not fit it waits. */
  loanId?: string;
}

export interface MemberPayslip {
  inputs: PayslipInputs;
  result: ReturnType<typeof writePayslip>;
  figures: PayslipFigures;
  lines: PayslipLine[];
  deferred: Deferred[];
  trace: TraceLine[];
}

/**
 * One member's payslip: the payslip engine on the time record's inputs plus the cut-off's
 * earnings, then the deductions that fit in the net pay, by priority. Net pay never goes
 * negative: a deduction that does not fit is deferred whole, and when even the contributions
 * do not fit they wait for the next cut-off too. On the year's last payroll the withholding is the
 * year-end adjustment: a refund is a negative deduction, which raises the net pay.
 */
export function memberPayslip(
  base: PayslipInputs,
  adjustments: readonly Adjustment[],
  tables: StatutoryTables,
): MemberPayslip {
  const earnings = adjustments.filter((item) => item.type === 'Earning');
  const total = (items: readonly Adjustment[]) =>
    sum(items.map((item) => dec(pesosOf(item.amount))));
  let inputs: PayslipInputs = {
    ...base,
    taxable_allowances: pesos(total(earnings.filter((item) => item.taxable))),
    non_taxable_allowances: pesos(total(earnings.filter((item) => !item.taxable))),
  };
  const deductions = adjustments
    .filter((item) => item.type === 'Deduction')
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
  const finished = (taken: readonly Adjustment[], deferred: Deferred[]) => {
    const final = { ...inputs, other_deductions: pesos(total(taken)) };
    const trace = new Trace();
    const figures = computePayslip(final, tables, trace);
    return {
      inputs: final,
      figures,
      result: writePayslip(figures),
      lines: linesOf(figures, earnings, taken, final.year_end !== undefined),
      deferred,
      trace: trace.lines,
    };
  };
  // Usually everything fits: one computation.
  const whole = finished(deductions, []);
  if (!whole.figures.net_pay.lessThan(0)) return whole;
  const deferred: Deferred[] = [];
  let room = computePayslip(inputs, tables, new Trace()).net_pay;
  if (room.lessThan(0)) {
    inputs = { ...inputs, contribution_schedule: 'none_this_period' };
    deferred.push({
      kind: 'contributions',
      name: 'SSS, PhilHealth and Pag-IBIG contributions',
      amount: pesos(room.negated()),
      reason: 'The pay of this cut-off does not cover them: they are not deducted',
    });
    room = computePayslip(inputs, tables, new Trace()).net_pay;
  }
  const taken: Adjustment[] = [];
  for (const deduction of deductions) {
    const amount = dec(pesosOf(deduction.amount));
    if (amount.lessThanOrEqualTo(room)) {
      taken.push(deduction);
      room = room.minus(amount);
    } else {
      deferred.push(
        deduction.loanId
          ? {
              kind: 'loan',
              name: deduction.name,
              amount: pesos(amount),
              reason: `Net pay left (${pesos(room)}) does not cover it: not deducted, the loan's balance waits for the next cut-off`,
            }
          : {
              kind: 'deduction',
              name: deduction.name,
              amount: pesos(amount),
              reason: `Net pay left (${pesos(room)}) does not cover it: deferred to the next cut-off`,
            },
      );
    }
  }
  return finished(taken, deferred);
}

const PREMIUM_LABELS: Record<string, string> = {
  ordinary: 'Ordinary day',
  special_working_day: 'Special working day',
  rest_day: 'Rest day',
  special_nonworking_day: 'Special non-working day',
  special_nonworking_day_on_rest_day: 'Special day on a rest day',
  regular_holiday: 'Regular holiday',
  regular_holiday_on_rest_day: 'Regular holiday on a rest day',
  double_regular_holiday: 'Double holiday',
  double_regular_holiday_on_rest_day: 'Double holiday on a rest day',
};

/** The payslip as people read it: earnings add up to gross pay, deductions to gross − net. */
function linesOf(
  figures: PayslipFigures,
  earnings: readonly Adjustment[],
  deductions: readonly Adjustment[],
  yearEnd: boolean,
): PayslipLine[] {
  const lines: PayslipLine[] = [];
  const withholdingLabel = () =>
    !yearEnd
      ? 'Withholding tax'
      : figures.withholding_tax.isNegative()
        ? 'Tax refund (year-end adjustment)'
        : 'Withholding tax (year-end adjustment)';
  const add = (
    code: string,
    label: string,
    section: PayslipLine['section'],
    amount: Dec,
    trace: string[],
  ) => {
    if (!amount.isZero()) lines.push({ code, label, section, amount: pesos(amount), trace });
  };
  add('basic_pay', 'Basic pay', 'earnings', figures.basic_pay, ['rates', 'basic_pay']);
  add('absence_deduction', 'Absences', 'earnings', figures.absence_deduction.negated(), [
    'deductions',
  ]);
  add('tardiness_deduction', 'Tardiness', 'earnings', figures.tardiness_deduction.negated(), [
    'deductions',
  ]);
  add('undertime_deduction', 'Undertime', 'earnings', figures.undertime_deduction.negated(), [
    'deductions',
  ]);
  add('ot_pay', 'Overtime', 'earnings', figures.ot_pay, ['ot_pay']);
  add('night_diff_pay', 'Night differential', 'earnings', figures.night_diff_pay, [
    'night_diff_pay.ordinary',
    ...Object.keys(figures.premium_pay).map((type) => `premium_pay.${type}`),
  ]);
  for (const [type, line] of Object.entries(figures.premium_pay))
    add(
      `premium_pay.${type}`,
      `Premium: ${PREMIUM_LABELS[type] ?? type}`,
      'earnings',
      line.regular.plus(line.ot),
      [`premium_pay.${type}`],
    );
  add('holiday_pay_unworked', 'Holiday pay (unworked)', 'earnings', figures.holiday_pay_unworked, [
    'holiday_pay_unworked',
  ]);
  for (const item of earnings)
    add(
      `earning.${item.name}`,
      item.taxable ? item.name : `${item.name} (non-taxable)`,
      'earnings',
      dec(pesosOf(item.amount)),
      ['gross_pay'],
    );
  add('sss', 'SSS', 'deductions', figures.sss_ee_this_cutoff, [
    'sss_basis',
    'sss',
    'contribution_schedule',
  ]);
  add('philhealth', 'PhilHealth', 'deductions', figures.philhealth_ee_this_cutoff, [
    'philhealth_basis',
    'philhealth',
    'contribution_schedule',
  ]);
  add('hdmf', 'Pag-IBIG', 'deductions', figures.hdmf_ee_this_cutoff, [
    'hdmf_basis',
    'hdmf',
    'contribution_schedule',
  ]);
  add('withholding_tax', withholdingLabel(), 'deductions', figures.withholding_tax, [
    'taxable_compensation',
    ...(yearEnd ? ['year_end_taxable', 'annual_tax_due'] : []),
    'withholding_tax',
  ]);
  for (const item of deductions)
    add(
      item.loanId ? `loan.${item.loanId}` : `deduction.${item.name}`,
      item.name,
      'deductions',
      dec(pesosOf(item.amount)),
      ['net_pay'],
    );
  return lines;
}
