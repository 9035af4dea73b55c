import type { PayslipInputs } from '../../../shared/api/payroll-calculator';
import {
  PAY_DAY_TYPES,
  type PayDayType,
  type StatutoryTables,
} from '../../../shared/api/payroll-tables';
import {
  hdmfOf,
  philhealthOf,
  sssOf,
  type HdmfFigures,
  type PhilhealthFigures,
  type SssFigures,
} from './contributions';
import { D, dec, max, min, money, pesos, rate6, sum, ZERO, type Dec } from './decimal';
import { PayrollInputError } from './payroll-input-error';
import { versionLabel } from './tables';
import type { Trace } from './trace';
import { withholdingOf } from './withholding';

export interface PremiumLine {
  regular: Dec;
  ot: Dec;
  night: Dec;
}

/** One pay period of one employee, every amount a rounded money line. */
export interface PayslipFigures {
  pay_basis: 'monthly' | 'daily';
  daily_rate: Dec;
  hourly_rate: Dec;
  basic_pay: Dec;
  ot_pay: Dec;
  night_diff_pay: Dec;
  absence_deduction: Dec;
  tardiness_deduction: Dec;
  undertime_deduction: Dec;
  premium_pay: Partial<Record<PayDayType, PremiumLine>>;
  holiday_pay_unworked: Dec;
  taxable_allowances: Dec;
  non_taxable_allowances: Dec;
  gross_pay: Dec;
  sss: SssFigures;
  philhealth: PhilhealthFigures;
  hdmf: HdmfFigures;
  sss_ee_this_cutoff: Dec;
  philhealth_ee_this_cutoff: Dec;
  hdmf_ee_this_cutoff: Dec;
  total_ee_contributions: Dec;
  non_taxable_compensation: Dec;
  taxable_compensation: Dec;
  withholding_tax: Dec;
  other_deductions: Dec;
  net_pay: Dec;
}

const DEFAULT_FACTOR = 261;
const DEFAULT_HOURS = 8;
const MINUTES_PER_HOUR = 60;

/**
 * One pay period (payroll-calculator.md, kind `payslip`). Monthly-paid: the salary already pays
 * every day inside the factor, so work on a scheduled holiday or special day adds only the part
 * above 100% and unworked ones are not deducted; absences and lateness are. Daily-paid: days are
 * paid as worked, every worked non-ordinary hour at its full multiplier (ph-payroll.md §5.4).
 */
export function computePayslip(
  inputs: PayslipInputs,
  tables: StatutoryTables,
  trace: Trace,
): PayslipFigures {
  const basis = payBasisOf(inputs);
  const frequency = inputs.pay_frequency ?? 'semi_monthly';
  const factor = dec(inputs.factor ?? DEFAULT_FACTOR);
  const hoursPerDay = dec(inputs.hours_per_day ?? DEFAULT_HOURS);
  if (factor.isZero()) throw new PayrollInputError('/inputs/factor', 'Factor must be more than 0');
  if (hoursPerDay.isZero())
    throw new PayrollInputError('/inputs/hours_per_day', 'Hours per day must be more than 0');
  const monthly = basis === 'monthly' ? dec(inputs.monthly_basic) : null;
  const daily = monthly ? monthly.times(12).dividedBy(factor) : dec(inputs.daily_rate);
  const hourly = daily.dividedBy(hoursPerDay);
  trace.add(
    'rates',
    monthly
      ? 'daily = monthly × 12 / factor; hourly = daily / hours per day'
      : 'hourly = daily / hours per day',
    {
      pay_basis: basis,
      ...(monthly ? { monthly_basic: pesos(monthly), factor: factor.toString() } : {}),
      daily_rate: rate6(daily),
      hourly_rate: rate6(hourly),
    },
  );

  const basic_pay = basicPay(inputs, frequency, monthly, daily, trace);
  const { day_types, night_rate } = tables.premium.data;
  const ordinary = day_types.ordinary;
  const ot_pay = money(hourly.times(ordinary.ot).times(dec(inputs.ot_hours_ordinary)));
  trace.add('ot_pay', 'hourly × ordinary OT multiplier × OT hours', {
    table: versionLabel(tables.premium),
    hourly_rate: rate6(hourly),
    multiplier: ordinary.ot,
    hours: dec(inputs.ot_hours_ordinary).toString(),
    amount: pesos(ot_pay),
  });
  const ordinaryNight = money(
    hourly.times(night_rate).times(
      dec(ordinary.first8)
        .times(dec(inputs.nd_hours_ordinary_regular))
        .plus(dec(ordinary.ot).times(dec(inputs.nd_hours_ordinary_ot))),
    ),
  );
  if (!ordinaryNight.isZero())
    trace.add(
      'night_diff_pay.ordinary',
      'hourly × night rate × (multiplier × night hours + OT multiplier × night OT hours)',
      {
        night_rate,
        hours: dec(inputs.nd_hours_ordinary_regular).toString(),
        ot_hours: dec(inputs.nd_hours_ordinary_ot).toString(),
        amount: pesos(ordinaryNight),
      },
    );

  const premium_pay = premiumPay(inputs, basis, hourly, tables, trace);
  const premiumLines = Object.values(premium_pay);
  const night_diff_pay = ordinaryNight.plus(sum(premiumLines.map((line) => line.night)));
  const holiday_pay_unworked = unworkedHolidayPay(inputs, basis, daily, tables, trace);

  // Time not worked never takes more than the period's basic pay (a half month can hold more
  // working days than the factor's average).
  let left = basic_pay;
  const capped = (amount: Dec) => {
    const taken = min(amount, left);
    left = left.minus(taken);
    return taken;
  };
  const absence_deduction = capped(
    basis === 'monthly' ? money(daily.times(dec(inputs.absent_days_unpaid))) : ZERO,
  );
  const perMinute = hourly.dividedBy(MINUTES_PER_HOUR);
  const tardiness_deduction = capped(money(perMinute.times(dec(inputs.tardy_minutes))));
  const undertime_deduction = capped(money(perMinute.times(dec(inputs.undertime_minutes))));
  trace.add(
    'deductions',
    basis === 'monthly'
      ? 'absence = daily × unpaid absent days; tardiness and undertime = hourly / 60 × minutes; together at most the basic pay'
      : 'daily-paid: absent days are not paid; tardiness and undertime = hourly / 60 × minutes, at most the basic pay',
    {
      absent_days: dec(inputs.absent_days_unpaid).toString(),
      tardy_minutes: dec(inputs.tardy_minutes).toString(),
      undertime_minutes: dec(inputs.undertime_minutes).toString(),
      absence_deduction: pesos(absence_deduction),
      tardiness_deduction: pesos(tardiness_deduction),
      undertime_deduction: pesos(undertime_deduction),
    },
  );

  const taxable_allowances = dec(inputs.taxable_allowances);
  const non_taxable_allowances = dec(inputs.non_taxable_allowances);
  const statutoryPay = sum([
    basic_pay,
    ot_pay,
    night_diff_pay,
    ...premiumLines.flatMap((line) => [line.regular, line.ot]),
    holiday_pay_unworked,
  ]).minus(sum([absence_deduction, tardiness_deduction, undertime_deduction]));
  const gross_pay = statutoryPay.plus(taxable_allowances).plus(non_taxable_allowances);
  trace.add(
    'gross_pay',
    'basic + OT + night + premiums + unworked holiday pay + allowances − absence − tardiness − undertime',
    {
      statutory_pay: pesos(statutoryPay),
      taxable_allowances: pesos(taxable_allowances),
      non_taxable_allowances: pesos(non_taxable_allowances),
      gross_pay: pesos(gross_pay),
    },
  );

  const monthlyBasic = monthly ?? money(daily.times(factor).dividedBy(12));
  const totalMonthly = () => totalMonthlyCompensation(inputs, frequency, gross_pay);
  const basisOf = (value: string | undefined, path: string) => {
    const amount =
      value === undefined || value === 'monthly_basic'
        ? monthlyBasic
        : value === 'total_monthly_compensation'
          ? totalMonthly()
          : dec(value);
    trace.add(path, 'the monthly figure the contribution is computed on', {
      basis: value ?? 'monthly_basic',
      amount: pesos(amount),
    });
    return amount;
  };
  const sss = sssOf(basisOf(inputs.sss_compensation_basis, 'sss_basis'), tables, trace);
  const philhealth = philhealthOf(
    basisOf(inputs.philhealth_mbs, 'philhealth_basis'),
    tables,
    trace,
  );
  const hdmf = hdmfOf(basisOf(inputs.hdmf_fund_salary, 'hdmf_basis'), tables, trace);
  const share = shareOfMonth(inputs, frequency, trace);
  const sss_ee_this_cutoff = share(sss.ee_total);
  const philhealth_ee_this_cutoff = share(philhealth.ee);
  const hdmf_ee_this_cutoff = share(hdmf.ee);
  const total_ee_contributions = sum([
    sss_ee_this_cutoff,
    philhealth_ee_this_cutoff,
    hdmf_ee_this_cutoff,
  ]);

  // A minimum wage earner's statutory pay (basic, holiday, OT, night, premiums) is exempt (RA 9504);
  // the contributions it pays are already counted as non-taxable.
  const mweExempt = inputs.is_mwe ? max(ZERO, statutoryPay.minus(total_ee_contributions)) : ZERO;
  const non_taxable_compensation = sum([non_taxable_allowances, total_ee_contributions, mweExempt]);
  const taxable_compensation = max(ZERO, gross_pay.minus(non_taxable_compensation));
  trace.add(
    'taxable_compensation',
    'gross − (non-taxable allowances + EE contributions + MWE-exempt pay)',
    {
      is_mwe: inputs.is_mwe ?? false,
      mwe_exempt: pesos(mweExempt),
      non_taxable_compensation: pesos(non_taxable_compensation),
      taxable_compensation: pesos(taxable_compensation),
    },
  );
  const withholding_tax = withholdingOf(taxable_compensation, frequency, tables, trace).tax;
  const other_deductions = dec(inputs.other_deductions);
  const net_pay = gross_pay
    .minus(total_ee_contributions)
    .minus(withholding_tax)
    .minus(other_deductions);
  trace.add('net_pay', 'gross − EE contributions − withholding tax − other deductions', {
    gross_pay: pesos(gross_pay),
    total_ee_contributions: pesos(total_ee_contributions),
    withholding_tax: pesos(withholding_tax),
    other_deductions: pesos(other_deductions),
    net_pay: pesos(net_pay),
  });

  return {
    pay_basis: basis,
    daily_rate: daily,
    hourly_rate: hourly,
    basic_pay,
    ot_pay,
    night_diff_pay,
    absence_deduction,
    tardiness_deduction,
    undertime_deduction,
    premium_pay,
    holiday_pay_unworked,
    taxable_allowances,
    non_taxable_allowances,
    gross_pay,
    sss,
    philhealth,
    hdmf,
    sss_ee_this_cutoff,
    philhealth_ee_this_cutoff,
    hdmf_ee_this_cutoff,
    total_ee_contributions,
    non_taxable_compensation,
    taxable_compensation,
    withholding_tax,
    other_deductions,
    net_pay,
  };
}

function payBasisOf(inputs: PayslipInputs): 'monthly' | 'daily' {
  const monthly = inputs.monthly_basic !== undefined;
  if (monthly === (inputs.daily_rate !== undefined))
    throw new PayrollInputError(
      '/inputs/monthly_basic',
      'Give either monthly_basic (monthly-paid) or daily_rate (daily-paid), not both',
    );
  return monthly ? 'monthly' : 'daily';
}

function basicPay(
  inputs: PayslipInputs,
  frequency: string,
  monthly: Dec | null,
  daily: Dec,
  trace: Trace,
): Dec {
  if (monthly) {
    const perPeriod =
      frequency === 'monthly'
        ? new D(1)
        : frequency === 'semi_monthly'
          ? new D('0.5')
          : new D(12).dividedBy(52);
    const amount = money(monthly.times(perPeriod));
    trace.add(
      'basic_pay',
      frequency === 'weekly'
        ? 'monthly × 12 / 52'
        : frequency === 'semi_monthly'
          ? 'monthly / 2'
          : 'monthly',
      {
        monthly_basic: pesos(monthly),
        amount: pesos(amount),
      },
    );
    return amount;
  }
  const days = dec(inputs.days_worked ?? inputs.ordinary_days_worked).plus(
    dec(inputs.paid_leave_days),
  );
  const amount = money(daily.times(days));
  trace.add('basic_pay', 'daily × (ordinary days worked + paid leave days)', {
    daily_rate: rate6(daily),
    days: days.toString(),
    amount: pesos(amount),
  });
  return amount;
}

/** Work on non-ordinary days by day type: hours are summed per type, then each line is rounded. */
function premiumPay(
  inputs: PayslipInputs,
  basis: 'monthly' | 'daily',
  hourly: Dec,
  tables: StatutoryTables,
  trace: Trace,
): Partial<Record<PayDayType, PremiumLine>> {
  const hours = new Map<PayDayType, { regular: Dec; ot: Dec; nd: Dec; ndOt: Dec }>();
  for (const day of inputs.worked ?? []) {
    const total = hours.get(day.day_type) ?? { regular: ZERO, ot: ZERO, nd: ZERO, ndOt: ZERO };
    hours.set(day.day_type, {
      regular: total.regular.plus(dec(day.regular_hours)),
      ot: total.ot.plus(dec(day.ot_hours)),
      nd: total.nd.plus(dec(day.nd_hours)),
      ndOt: total.ndOt.plus(dec(day.nd_ot_hours)),
    });
  }
  const { day_types, night_rate } = tables.premium.data;
  const lines: Partial<Record<PayDayType, PremiumLine>> = {};
  for (const type of PAY_DAY_TYPES) {
    const worked = hours.get(type);
    if (!worked) continue;
    const rates = day_types[type];
    // The monthly salary already pays a scheduled day's first 8 hours at 100%.
    const salaryCovers = basis === 'monthly' && !type.endsWith('rest_day');
    const regularMultiplier = max(ZERO, dec(rates.first8).minus(salaryCovers ? 1 : 0));
    const line = {
      regular: money(hourly.times(regularMultiplier).times(worked.regular)),
      ot: money(hourly.times(rates.ot).times(worked.ot)),
      night: money(
        hourly
          .times(night_rate)
          .times(dec(rates.first8).times(worked.nd).plus(dec(rates.ot).times(worked.ndOt))),
      ),
    };
    lines[type] = line;
    trace.add(
      `premium_pay.${type}`,
      'regular = hourly × (multiplier − salary already paid) × hours; OT = hourly × OT multiplier × hours; night = hourly × night rate × (multiplier × night hours + OT multiplier × night OT hours)',
      {
        table: versionLabel(tables.premium),
        multiplier: rates.first8,
        paid_by_salary: salaryCovers ? '1.00' : '0',
        ot_multiplier: rates.ot,
        regular_hours: worked.regular.toString(),
        ot_hours: worked.ot.toString(),
        nd_hours: worked.nd.toString(),
        nd_ot_hours: worked.ndOt.toString(),
        regular: pesos(line.regular),
        ot: pesos(line.ot),
        night: pesos(line.night),
      },
    );
  }
  return lines;
}

function unworkedHolidayPay(
  inputs: PayslipInputs,
  basis: 'monthly' | 'daily',
  daily: Dec,
  tables: StatutoryTables,
  trace: Trace,
): Dec {
  const dates = inputs.regular_holiday_unworked_eligible ?? [];
  if (dates.length === 0) return ZERO;
  if (basis === 'monthly') {
    trace.add('holiday_pay_unworked', 'monthly-paid: the salary already pays unworked holidays', {
      dates: dates.join(', '),
      amount: '0.00',
    });
    return ZERO;
  }
  const multiplier = tables.premium.data.day_types.regular_holiday.unworked;
  const amount = money(daily.times(multiplier).times(dates.length));
  trace.add(
    'holiday_pay_unworked',
    'daily × unworked regular holiday multiplier × eligible holidays',
    {
      table: versionLabel(tables.premium),
      daily_rate: rate6(daily),
      multiplier,
      dates: dates.join(', '),
      amount: pesos(amount),
    },
  );
  return amount;
}

/** The month's compensation when a basis is "total monthly compensation". */
function totalMonthlyCompensation(inputs: PayslipInputs, frequency: string, gross: Dec): Dec {
  if (frequency === 'monthly') return gross;
  if (inputs.month_to_date_compensation !== undefined)
    return dec(inputs.month_to_date_compensation).plus(gross);
  return money(gross.times(frequency === 'semi_monthly' ? 2 : new D(52).dividedBy(12)));
}

/**
 * The part of a monthly employee share deducted this period: half each semi-monthly cut-off (the
 * second takes the odd centavo), all of it on the second, or an equal part each pay week.
 */
function shareOfMonth(
  inputs: PayslipInputs,
  frequency: string,
  trace: Trace,
): (monthly: Dec) => Dec {
  const schedule = inputs.contribution_schedule ?? 'monthly_ee_share_split_half_each_cutoff';
  const { index, periods } = periodInMonth(inputs, frequency);
  trace.add(
    'contribution_schedule',
    'which part of the monthly employee share this period deducts',
    {
      schedule,
      period: index,
      periods_in_month: periods,
    },
  );
  return (monthly) => {
    if (schedule === 'none_this_period') return ZERO;
    if (periods === 1) return monthly;
    if (schedule === 'full_monthly_ee_share_on_cutoff2') return index === periods ? monthly : ZERO;
    const part = money(monthly.dividedBy(periods));
    return index < periods ? part : monthly.minus(part.times(periods - 1));
  };
}

/** Which pay period of its month this is, of how many. */
function periodInMonth(
  inputs: PayslipInputs,
  frequency: string,
): { index: number; periods: number } {
  if (frequency === 'monthly') return { index: 1, periods: 1 };
  if (frequency === 'semi_monthly') {
    const index =
      inputs.cutoff ??
      (inputs.period_start ? (Number(inputs.period_start.slice(8)) <= 15 ? 1 : 2) : undefined);
    if (index !== 1 && index !== 2)
      throw new PayrollInputError(
        '/inputs/cutoff',
        'Cut-off must be 1 or 2 for a semi-monthly payroll',
      );
    return { index, periods: 2 };
  }
  // Weekly: the weeks whose pay day (the period end) falls in the month.
  if (!inputs.period_end)
    throw new PayrollInputError(
      '/inputs/period_end',
      'Period end is needed for a weekly payroll: it places the week in its month',
    );
  const end = new Date(`${inputs.period_end}T00:00:00Z`);
  const day = end.getUTCDate();
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  const index = Math.floor((day - 1) / 7) + 1;
  const periods = index + Math.floor((lastDay - day) / 7);
  return { index: inputs.cutoff ?? index, periods };
}
