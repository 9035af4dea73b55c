import type {
  MonthToDateEeContributions,
  PayslipInputs,
} from '../../../shared/api/payroll-calculator';
import type { PayDayType } from '../../../shared/api/payroll-tables';
import type { DayType, DtrDay } from '../../../shared/api/timekeeping';
import type { ErsEmployeeData } from '../../../shared/forms/record-types.generated';
import type { PayRegister } from '../../../shared/api/payroll-registers';
import type { Terms } from '../../people/movements/values-in-force';
import { D } from '../engine/decimal';

/** The time record's day types in the premium table's terms (a special working day is ordinary). */
const PAY_DAY_TYPE: Record<DayType, PayDayType> = {
  ordinary: 'ordinary',
  'rest-day': 'rest_day',
  special: 'special_nonworking_day',
  'special-rest-day': 'special_nonworking_day_on_rest_day',
  'regular-holiday': 'regular_holiday',
  'regular-holiday-rest-day': 'regular_holiday_on_rest_day',
  'double-holiday': 'double_regular_holiday',
  'double-holiday-rest-day': 'double_regular_holiday_on_rest_day',
};

/** What one cut-off's time record, the master and the register say: the payslip's inputs. */
export type TimeDay = Pick<
  DtrDay,
  | 'date'
  | 'dayType'
  | 'scheduledMinutes'
  | 'lateMinutes'
  | 'undertimeMinutes'
  | 'absentMinutes'
  | 'paidLeaveMinutes'
  | 'unpaidLeaveMinutes'
  | 'holidayPayDays'
  | 'buckets'
>;

export interface CutoffPeriod {
  periodStart: string;
  periodEnd: string;
  periodNo: number;
}

/** Minutes as hours, exact to 6 decimals (what the calculator's quantities accept). */
const hours = (minutes: number) => new D(minutes).dividedBy(60).toDecimalPlaces(6).toString();
const ratio = (part: number, whole: number) =>
  new D(part).dividedBy(whole).toDecimalPlaces(6).toString();

/** Centavos as the calculator's money text: 4500000 -> "45000.00". */
export const pesosOf = (centavos: number): string => new D(centavos).dividedBy(100).toFixed(2);

/** Money text as centavos: "450.50" -> 45050. */
export const centavosOf = (pesos: string): number => new D(pesos).times(100).toNumber();

/** The payslip inputs that come from the time record alone (days, hours, minutes). */
export type TimeInputs = Pick<
  PayslipInputs,
  | 'absent_days_unpaid'
  | 'days_worked'
  | 'paid_leave_days'
  | 'ot_hours_ordinary'
  | 'nd_hours_ordinary_regular'
  | 'nd_hours_ordinary_ot'
  | 'tardy_minutes'
  | 'undertime_minutes'
  | 'worked'
  | 'regular_holiday_unworked_eligible'
>;

/**
 * What a cut-off's stored days add up to in the calculator's terms. Monthly-paid employees are
 * paid the salary less unpaid absences; daily-paid ones the days worked and the paid leave.
 */
export function timeInputsOf(days: readonly TimeDay[], monthlyPaid: boolean): TimeInputs {
  let otMinutes = 0;
  let nightMinutes = 0;
  let nightOtMinutes = 0;
  let daysWorked = 0;
  let paidLeaveDays = new D(0);
  let absentDays = new D(0);
  let tardy = 0;
  let undertime = 0;
  const eligibleHolidays: string[] = [];
  const worked = new Map<string, { date: string; type: PayDayType; minutes: number[] }>();
  for (const day of days) {
    tardy += day.lateMinutes;
    undertime += day.undertimeMinutes;
    // Most days are neither absent nor on leave: nothing to divide or add.
    const unpaid = day.absentMinutes + day.unpaidLeaveMinutes;
    if (day.scheduledMinutes > 0 && unpaid > 0)
      absentDays = absentDays.plus(ratio(unpaid, day.scheduledMinutes));
    if (day.scheduledMinutes > 0 && day.paidLeaveMinutes > 0)
      paidLeaveDays = paidLeaveDays.plus(ratio(day.paidLeaveMinutes, day.scheduledMinutes));
    for (let count = 0; count < day.holidayPayDays; count += 1) eligibleHolidays.push(day.date);
    let workedOrdinary = false;
    for (const bucket of day.buckets) {
      if (bucket.minutes === 0) continue;
      const type = PAY_DAY_TYPE[bucket.dayType];
      if (type === 'ordinary') {
        if (bucket.overtime) otMinutes += bucket.minutes;
        else workedOrdinary = true;
        if (bucket.night && bucket.overtime) nightOtMinutes += bucket.minutes;
        else if (bucket.night) nightMinutes += bucket.minutes;
        continue;
      }
      // [regular, overtime, night regular, night overtime] minutes of the day and type.
      const key = `${day.date} ${type}`;
      const entry = worked.get(key) ?? { date: day.date, type, minutes: [0, 0, 0, 0] };
      entry.minutes[bucket.overtime ? 1 : 0]! += bucket.minutes;
      if (bucket.night) entry.minutes[bucket.overtime ? 3 : 2]! += bucket.minutes;
      worked.set(key, entry);
    }
    if (workedOrdinary && day.scheduledMinutes > 0) daysWorked += 1;
  }
  return {
    ...(monthlyPaid
      ? { absent_days_unpaid: absentDays.toString() }
      : { days_worked: daysWorked, paid_leave_days: paidLeaveDays.toString() }),
    ot_hours_ordinary: hours(otMinutes),
    nd_hours_ordinary_regular: hours(nightMinutes),
    nd_hours_ordinary_ot: hours(nightOtMinutes),
    tardy_minutes: tardy,
    undertime_minutes: undertime,
    worked: [...worked.values()].map(({ date, type, minutes }) => ({
      date,
      day_type: type,
      regular_hours: hours(minutes[0]!),
      ot_hours: hours(minutes[1]!),
      nd_hours: hours(minutes[2]!),
      nd_ot_hours: hours(minutes[3]!),
    })),
    regular_holiday_unworked_eligible: eligibleHolidays,
  };
}

/** The pay terms of a stretch of the cut-off: the rate and pay basis in force on its days. */
export type PayTerms = Terms<'payBasis' | 'rate'>;

/** A rate in the calculator's keys, which follow the pay basis. */
function rateOf(terms: PayTerms['values']) {
  const rate = pesosOf(terms.rate ?? 0);
  return terms.payBasis === 'Daily' ? { daily_rate: rate } : { monthly_basic: rate };
}

type Rate = Pick<PayslipInputs, 'monthly_basic' | 'daily_rate'>;
const rateKeys = ({ monthly_basic, daily_rate }: Rate): Rate =>
  monthly_basic !== undefined ? { monthly_basic } : { daily_rate };

/**
 * Inputs with the time record's days as they are now: the period's, or, when the rate changed
 * within it, each rate segment's own days (a stored payslip's inputs recomputed the same way).
 */
export function withTimeOf(inputs: PayslipInputs, days: readonly TimeDay[]): PayslipInputs {
  const { rate_segments: segments, ...rest } = inputs;
  if (!segments) return { ...rest, ...timeInputsOf(days, inputs.monthly_basic !== undefined) };
  return {
    ...rest,
    rate_segments: segments.map((segment) => ({
      from: segment.from,
      to: segment.to,
      ...rateKeys(segment),
      ...timeInputsOf(
        days.filter((day) => day.date >= segment.from && day.date <= segment.to),
        segment.monthly_basic !== undefined,
      ),
    })),
  };
}

/** What a month's earlier cut-offs paid one employee and deducted of each employee share. */
export interface MonthToDate {
  compensation: string;
  contributions: MonthToDateEeContributions;
}

/** Whether a contribution of the register is on the month's total compensation. */
const onMonthTotal = (register: PayRegister) =>
  [register.sssBasis, register.philhealthBasis, register.hdmfBasis].includes(
    'total_monthly_compensation',
  );

/**
 * The payslip inputs of one member for one cut-off (payroll-calculator.md, kind `payslip`):
 * every figure from the stored time record, the employee master and the register, so the
 * calculator given these inputs answers exactly what the run stored. When the rate or pay basis
 * changed within the cut-off (`terms`, from the employee's movements), each stretch of days is
 * a rate segment of its own. `monthToDate` is what the month's earlier cut-offs paid and
 * deducted, once they are computed: the month's last cut-off deducts what each share has left,
 * and what they paid counts when a contribution is on the month's total compensation.
 */
export function payslipInputsOf(
  employee: ErsEmployeeData,
  days: readonly TimeDay[],
  register: PayRegister,
  period: CutoffPeriod,
  terms: readonly PayTerms[] = [],
  monthToDate?: MonthToDate,
): PayslipInputs {
  const current = terms[terms.length - 1]?.values ?? employee;
  const factor = employee.payrollFactor ?? register.factor;
  const inputs: PayslipInputs = {
    ...rateOf(current),
    pay_frequency: register.payFrequency,
    cutoff: period.periodNo,
    period_start: period.periodStart,
    period_end: period.periodEnd,
    factor: String(factor),
    is_mwe: employee.minimumWageEarner ?? false,
    ...(terms.length > 1
      ? {
          rate_segments: terms.map(({ from, to, values }) => ({ from, to, ...rateOf(values) })),
        }
      : {}),
    contribution_schedule: register.contributionSchedule,
    sss_compensation_basis: register.sssBasis,
    philhealth_mbs: register.philhealthBasis,
    hdmf_fund_salary: register.hdmfBasis,
    ...(monthToDate && onMonthTotal(register)
      ? { month_to_date_compensation: monthToDate.compensation }
      : {}),
    ...(monthToDate ? { month_to_date_ee_contributions: monthToDate.contributions } : {}),
  };
  return withTimeOf(inputs, days);
}
