import type { ThirteenthMonthInputs } from '../../../shared/api/payroll-calculator';
import type { StatutoryTables } from '../../../shared/api/payroll-tables';
import { dec, max, min, money, pesos, rate6, ZERO, type Dec } from './decimal';
import { monthsEmployed } from './calendar';
import { versionLabel } from './tables';
import type { Trace } from './trace';

const DEFAULT_FACTOR = 261;

export interface BenefitsSplit {
  exempt: Dec;
  taxable: Dec;
}

/**
 * The share of the 13th month and other benefits under the yearly exclusion (₱90,000 since 2018,
 * NIRC §32(B)(7)(e)) that is exempt; `alreadyCounted` is what other benefits used of it.
 */
export function benefitsExclusion(
  amount: Dec,
  alreadyCounted: Dec,
  tables: StatutoryTables,
  trace: Trace,
  line: string,
): BenefitsSplit {
  const cap = dec(tables.de_minimis.data.benefits_exclusion);
  const room = max(ZERO, cap.minus(alreadyCounted));
  const exempt = min(amount, room);
  trace.add(
    line,
    'exempt = min(amount, exclusion − other benefits already counted); the rest is taxable',
    {
      table: versionLabel(tables.de_minimis),
      exclusion: pesos(cap),
      already_counted: pesos(alreadyCounted),
      amount: pesos(amount),
      exempt: pesos(exempt),
    },
  );
  return { exempt, taxable: amount.minus(exempt) };
}

/** PD 851: one twelfth of the basic salary earned in the calendar year (ph-payroll.md §6.1). */
export function thirteenthMonth(
  inputs: ThirteenthMonthInputs,
  tables: StatutoryTables,
  trace: Trace,
) {
  const monthly = dec(inputs.monthly_basic);
  const months =
    inputs.months_of_basic_earned !== undefined
      ? dec(inputs.months_of_basic_earned)
      : monthsEmployed(inputs.year, inputs.hire_date, inputs.separation_date);
  const daily = inputs.daily_rate
    ? dec(inputs.daily_rate)
    : monthly.times(12).dividedBy(dec(inputs.factor ?? DEFAULT_FACTOR));
  const absences = money(daily.times(dec(inputs.unpaid_absence_days)));
  const toDate = dec(inputs.basic_salary_earned_to_date);
  const earned = max(ZERO, toDate.plus(money(monthly.times(months))).minus(absences));
  trace.add(
    'total_basic_salary_earned',
    'basic salary earned to date + monthly basic × months earned − unpaid absence days × daily rate (OT, premiums and allowances are not basic salary)',
    {
      basic_salary_earned_to_date: pesos(toDate),
      monthly_basic: pesos(monthly),
      months: months.toString(),
      daily_rate: rate6(daily),
      unpaid_absence_days: dec(inputs.unpaid_absence_days).toString(),
      ot_earned_not_counted: pesos(dec(inputs.ot_earned)),
      earned: pesos(earned),
    },
  );
  const thirteenth = money(earned.dividedBy(12));
  trace.add('thirteenth_month', 'total basic salary earned / 12', { amount: pesos(thirteenth) });
  const split = benefitsExclusion(
    thirteenth,
    dec(inputs.other_benefits),
    tables,
    trace,
    'tax_exempt_portion',
  );
  return {
    total_basic_salary_earned: pesos(earned),
    thirteenth_month: pesos(thirteenth),
    tax_exempt_portion: pesos(split.exempt),
    taxable_portion: pesos(split.taxable),
  };
}
