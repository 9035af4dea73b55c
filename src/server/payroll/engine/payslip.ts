import type { PayslipInputs } from '../../../shared/api/payroll-calculator';
import type { StatutoryTables } from '../../../shared/api/payroll-tables';
import {
  eachShare,
  eeSharesOf,
  leftOfMonth,
  monthContributions,
  type EeShares,
} from './contribution-bases';
import type { HdmfFigures, PhilhealthFigures, SssFigures } from './contributions';
import { D, dec, max, money, pesos, sum, ZERO, type Dec } from './decimal';
import type { Earnings } from './payslip-earnings';
import { PayrollInputError } from './payroll-input-error';
import { earningsOfPeriod } from './rate-segments';
import type { Trace } from './trace';
import { withholdingOf } from './withholding';
import { yearEndWithholding } from './year-end-withholding';

/** One pay period of one employee, every amount a rounded money line. */
export interface PayslipFigures extends Omit<Earnings, 'monthly_basic'> {
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

/**
 * One pay period (payroll-calculator.md, kind `payslip`): its pay for time (payslip-earnings.ts,
 * at the rate in force on each day), allowances, contributions, withholding tax and net pay.
 */
export function computePayslip(
  inputs: PayslipInputs,
  tables: StatutoryTables,
  trace: Trace,
): PayslipFigures {
  const frequency = inputs.pay_frequency ?? 'semi_monthly';
  // The monthly figure is the contributions' basis, not a payslip line.
  const { monthly_basic: monthlyBasic, ...earned } = earningsOfPeriod(inputs, tables, trace);
  const premiumLines = Object.values(earned.premium_pay);

  const taxable_allowances = dec(inputs.taxable_allowances);
  const non_taxable_allowances = dec(inputs.non_taxable_allowances);
  const statutoryPay = sum([
    earned.basic_pay,
    earned.ot_pay,
    earned.night_diff_pay,
    ...premiumLines.flatMap((line) => [line.regular, line.ot]),
    earned.holiday_pay_unworked,
  ]).minus(sum([earned.absence_deduction, earned.tardiness_deduction, earned.undertime_deduction]));
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

  const { sss, philhealth, hdmf } = monthContributions(
    inputs,
    {
      monthlyBasic,
      totalCompensation: () => totalMonthlyCompensation(inputs, frequency, gross_pay),
    },
    tables,
    trace,
  );
  const {
    sss: sss_ee_this_cutoff,
    philhealth: philhealth_ee_this_cutoff,
    hdmf: hdmf_ee_this_cutoff,
  } = deductedThisPeriod(eeSharesOf({ sss, philhealth, hdmf }), inputs, frequency, trace);
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
  const withholding_tax = inputs.year_end
    ? yearEndWithholding(inputs.year_end, taxable_compensation, tables, trace)
    : withholdingOf(taxable_compensation, frequency, tables, trace).tax;
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
    ...earned,
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

/** The month's compensation when a basis is "total monthly compensation". */
function totalMonthlyCompensation(inputs: PayslipInputs, frequency: string, gross: Dec): Dec {
  if (frequency === 'monthly') return gross;
  if (inputs.month_to_date_compensation !== undefined)
    return dec(inputs.month_to_date_compensation).plus(gross);
  return money(gross.times(frequency === 'semi_monthly' ? 2 : new D(52).dividedBy(12)));
}

/**
 * What this period deducts of the month's employee shares: half each semi-monthly cut-off, all
 * of them on the second, or an equal part each pay week; the month's last period deducts what
 * each share has left after the earlier ones (`month_to_date_ee_contributions`; absent, their
 * parts of this period's shares). Only a share deducted this period needs the period's place in
 * its month.
 */
function deductedThisPeriod(
  shares: EeShares,
  inputs: PayslipInputs,
  frequency: string,
  trace: Trace,
): EeShares {
  const schedule = inputs.contribution_schedule ?? 'monthly_ee_share_split_half_each_cutoff';
  if (frequency === 'semi_monthly' && inputs.cutoff !== undefined && inputs.cutoff > 2)
    throw new PayrollInputError(
      '/inputs/cutoff',
      'Cut-off must be 1 or 2 for a semi-monthly payroll',
    );
  if (schedule === 'none_this_period') {
    trace.add('contribution_schedule', 'no part of the monthly employee share is deducted', {
      schedule,
    });
    return eachShare(() => ZERO);
  }
  const { index, periods } = periodInMonth(inputs, frequency, schedule);
  const part = (share: Dec) =>
    schedule === 'full_monthly_ee_share_on_cutoff2' ? ZERO : money(share.dividedBy(periods));
  const placed = { schedule, period: index, periods_in_month: periods };
  if (index < periods) {
    trace.add('contribution_schedule', "this period's part of the monthly employee share", placed);
    return eachShare((contribution) => part(shares[contribution]));
  }
  const given = inputs.month_to_date_ee_contributions;
  const before = eachShare((contribution) =>
    given ? dec(given[contribution]) : part(shares[contribution]).times(periods - 1),
  );
  trace.add(
    'contribution_schedule',
    "the month's last period: each monthly employee share − what the month deducted before it",
    {
      ...placed,
      deducted_to_date: given ? 'month_to_date_ee_contributions' : "the earlier periods' parts",
      sss_deducted_to_date: pesos(before.sss),
      philhealth_deducted_to_date: pesos(before.philhealth),
      hdmf_deducted_to_date: pesos(before.hdmf),
    },
  );
  return leftOfMonth(shares, before);
}

/** Which pay period of its month this is, of how many; `schedule` deducts a share in it. */
function periodInMonth(
  inputs: PayslipInputs,
  frequency: string,
  schedule: string,
): { index: number; periods: number } {
  if (frequency === 'monthly') return { index: 1, periods: 1 };
  const deducted = `contributions are deducted this period (contribution_schedule ${schedule})`;
  if (frequency === 'semi_monthly') {
    const index =
      inputs.cutoff ??
      (inputs.period_start ? (Number(inputs.period_start.slice(8)) <= 15 ? 1 : 2) : undefined);
    if (index === undefined)
      throw new PayrollInputError(
        '/inputs/cutoff',
        `cutoff is required: ${deducted} and a semi-monthly payroll deducts the month's share by cut-off; give cutoff 1 or 2, or period_start`,
      );
    return { index, periods: 2 };
  }
  // Weekly: the weeks whose pay day (the period end) falls in the month.
  if (!inputs.period_end)
    throw new PayrollInputError(
      '/inputs/period_end',
      `period_end is required: ${deducted} and a weekly payroll divides the month's share among the pay weeks ending in the month of the period end`,
    );
  const end = new Date(`${inputs.period_end}T00:00:00Z`);
  const day = end.getUTCDate();
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  const index = Math.floor((day - 1) / 7) + 1;
  const periods = index + Math.floor((lastDay - day) / 7);
  return { index: inputs.cutoff ?? index, periods };
}
