import type {
  CalculatorKind,
  DeMinimisInputs,
  FinalPayInputs,
  HolidayPayInputs,
  PayslipInputs,
  PremiumMatrixInputs,
  ThirteenthMonthInputs,
  WithholdingInputs,
  YearEndAdjustmentInputs,
  ContributionsInputs,
  TraceLine,
} from '../../../shared/api/payroll-calculator';
import type { StatutoryTableVersion, StatutoryTables } from '../../../shared/api/payroll-tables';
import { hdmfOf, philhealthOf, sssOf, written } from './contributions';
import { dec, pesos } from './decimal';
import { deMinimis } from './de-minimis';
import { finalPay } from './final-pay';
import { holidayPay, type CalendarHoliday } from './holiday-pay';
import { writePayslip } from './payslip-output';
import { computePayslip } from './payslip';
import { premiumMatrix } from './premium-matrix';
import { tablesInForce } from './tables';
import { thirteenthMonth } from './thirteenth-month';
import { Trace } from './trace';
import { withholdingOf } from './withholding';
import { yearEndAdjustment } from './year-end-adjustment';

/** Inputs already checked against the kind's schema. */
export type CalculatorCall =
  | { kind: 'payslip'; inputs: PayslipInputs }
  | { kind: 'contributions'; inputs: ContributionsInputs }
  | { kind: 'withholding'; inputs: WithholdingInputs }
  | { kind: 'premium-matrix'; inputs: PremiumMatrixInputs }
  | { kind: 'thirteenth-month'; inputs: ThirteenthMonthInputs }
  | { kind: 'year-end-adjustment'; inputs: YearEndAdjustmentInputs }
  | { kind: 'final-pay'; inputs: FinalPayInputs }
  | { kind: 'holiday-pay'; inputs: HolidayPayInputs }
  | { kind: 'de-minimis'; inputs: DeMinimisInputs };

export interface Calculation {
  kind: CalculatorKind;
  tables: Record<string, string>;
  result: Record<string, unknown>;
  trace: TraceLine[];
}

/**
 * The date whose tables apply: `asOf` when given, else the date the inputs are about (the
 * period end, the separation, the year's end, the last holiday), else today.
 */
export function asOfDate(call: CalculatorCall, asOf: string | undefined, today: string): string {
  if (asOf) return asOf;
  const { inputs } = call;
  if ('period_end' in inputs && inputs.period_end) return inputs.period_end;
  if ('separation_date' in inputs && inputs.separation_date) return inputs.separation_date;
  if ('holiday_dates' in inputs) return [...inputs.holiday_dates].sort().at(-1)!;
  if ('year' in inputs && inputs.year) return `${inputs.year}-12-31`;
  return today;
}

/** One calculation with the tables in force on its date (payroll-calculator.md). */
export function calculate(
  call: CalculatorCall,
  versions: readonly StatutoryTableVersion[],
  asOf: string,
  holidays: readonly CalendarHoliday[] = [],
): Calculation {
  const tables = tablesInForce(versions, asOf);
  const trace = new Trace();
  const result = resultOf(call, tables, trace, holidays);
  return {
    kind: call.kind,
    tables: Object.fromEntries(
      Object.values(tables).map((version) => [version.kind, version.validFrom]),
    ),
    result,
    trace: trace.lines,
  };
}

function resultOf(
  call: CalculatorCall,
  tables: StatutoryTables,
  trace: Trace,
  holidays: readonly CalendarHoliday[],
): Record<string, unknown> {
  switch (call.kind) {
    case 'payslip':
      return writePayslip(computePayslip(call.inputs, tables, trace));
    case 'contributions': {
      const { compensation, philhealth_mbs, hdmf_fund_salary } = call.inputs;
      return {
        ...(compensation !== undefined
          ? { sss: written(sssOf(dec(compensation), tables, trace)) }
          : {}),
        ...(philhealth_mbs !== undefined
          ? { philhealth: written(philhealthOf(dec(philhealth_mbs), tables, trace)) }
          : {}),
        ...(hdmf_fund_salary !== undefined
          ? { hdmf: written(hdmfOf(dec(hdmf_fund_salary), tables, trace)) }
          : {}),
      };
    }
    case 'withholding': {
      const { tax, bracket } = withholdingOf(
        dec(call.inputs.taxable_compensation),
        call.inputs.pay_frequency ?? 'semi_monthly',
        tables,
        trace,
      );
      return { withholding_tax: pesos(tax), bracket };
    }
    case 'premium-matrix':
      return premiumMatrix(dec(call.inputs.hourly_rate), tables, trace);
    case 'thirteenth-month':
      return thirteenthMonth(call.inputs, tables, trace);
    case 'year-end-adjustment':
      return yearEndAdjustment(call.inputs, tables, trace);
    case 'final-pay':
      return finalPay(call.inputs, tables, trace);
    case 'holiday-pay':
      return holidayPay(call.inputs, holidays, tables, trace);
    case 'de-minimis':
      return deMinimis(call.inputs, tables, trace);
  }
}
