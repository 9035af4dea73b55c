import type { FinalPayInputs } from '../../../shared/api/payroll-calculator';
import type { StatutoryTables } from '../../../shared/api/payroll-tables';
import { datesBetween, isScheduledDay, periodsOfMonth } from './calendar';
import { eachShare, eeSharesOf, leftOfMonth, monthContributions } from './contribution-bases';
import { dec, max, min, money, pesos, rate6, sum, ZERO, type Dec } from './decimal';
import { computePayslip, type PayslipFigures } from './payslip';
import { benefitsExclusion } from './thirteenth-month';
import { versionLabel } from './tables';
import { Trace } from './trace';
import { withholdingOf } from './withholding';

const DEFAULT_FACTOR = 261;

interface RegularPeriod {
  from: string;
  to: string;
  slip: PayslipFigures;
}

/**
 * Final pay at separation (DOLE LA 06-2020; ph-payroll.md §6.2): salary of the last, partial
 * period and its month's contributions, the pro-rated 13th month, leave conversion, and the
 * year's tax annualised at separation — refunded or collected here. Year-to-date figures not
 * given are those of the regular payslips of the year at the same monthly basic.
 */
export function finalPay(inputs: FinalPayInputs, tables: StatutoryTables, trace: Trace) {
  const frequency = inputs.pay_frequency ?? 'semi_monthly';
  const schedule = inputs.schedule ?? 'mon_fri';
  const monthly = dec(inputs.monthly_basic);
  const daily = inputs.daily_rate
    ? dec(inputs.daily_rate)
    : monthly.times(12).dividedBy(dec(inputs.factor ?? DEFAULT_FACTOR));
  const separation = inputs.separation_date;
  const year = Number(separation.slice(0, 4));
  const month = Number(separation.slice(5, 7)) - 1;
  const hired = inputs.hire_date ?? `${year}-01-01`;

  const regular = regularPeriodsBefore(inputs, year, month, hired, daily, tables);
  const finalPeriod = periodsOfMonth(year, month, frequency).find((p) => p.to >= separation)!;
  const paidDays = datesBetween(
    finalPeriod.from > hired ? finalPeriod.from : hired,
    separation,
  ).filter((date) => isScheduledDay(date, schedule)).length;
  const finalSalary = money(daily.times(paidDays));
  trace.add(
    'final_period_salary',
    'daily rate × scheduled days from the start of the last period to the separation date',
    {
      period_start: finalPeriod.from,
      separation_date: separation,
      daily_rate: rate6(daily),
      paid_days: paidDays,
      amount: pesos(finalSalary),
    },
  );

  // The separation month's contributions, less what its first cut-off already deducted: SSS on
  // what the month actually paid, PhilHealth on the monthly basic salary and Pag-IBIG on the fund
  // salary, whatever the days paid (ph-payroll.md §1–3).
  const earlierThisMonth = regular.filter(
    (period) => period.from.slice(0, 7) === separation.slice(0, 7),
  );
  const monthCompensation = finalSalary.plus(sum(earlierThisMonth.map((p) => p.slip.basic_pay)));
  const separationMonth = monthContributions(
    { sss_compensation_basis: 'total_monthly_compensation' },
    { monthlyBasic: monthly, totalCompensation: () => monthCompensation },
    tables,
    trace,
  );
  const alreadyDeducted = eachShare((contribution) =>
    sum(earlierThisMonth.map((p) => p.slip[`${contribution}_ee_this_cutoff`])),
  );
  const finalContributions = sum(
    Object.values(leftOfMonth(eeSharesOf(separationMonth), alreadyDeducted)),
  );
  trace.add(
    'final_period_ee_contributions',
    "each of the month's EE contributions on its actual compensation − what its earlier cut-off deducted of it",
    {
      month_compensation: pesos(monthCompensation),
      already_deducted: pesos(sum(Object.values(alreadyDeducted))),
      amount: pesos(finalContributions),
    },
  );

  const given = (value: string | undefined, computed: Dec, line: string) => {
    const amount = value === undefined ? computed : dec(value);
    trace.add(
      line,
      value === undefined
        ? `sum over the ${regular.length} regular payslips of the year before the last period`
        : 'as given',
      {
        amount: pesos(amount),
      },
    );
    return amount;
  };
  const basicBefore = given(
    inputs.ytd_basic_salary_before_final,
    sum(regular.map((p) => p.slip.basic_pay)),
    'ytd_basic_salary_before_final',
  );
  const taxableBefore = given(
    inputs.ytd_taxable_compensation_before_final,
    sum(regular.map((p) => p.slip.taxable_compensation)),
    'ytd_taxable_compensation_before_final',
  );
  const withheldBefore = given(
    inputs.ytd_tax_withheld_before_final,
    sum(regular.map((p) => p.slip.withholding_tax)),
    'ytd_tax_withheld_before_final',
  );

  const basicYtd = basicBefore.plus(finalSalary);
  const thirteenthPaid = dec(inputs.thirteenth_month_paid);
  const thirteenth = max(ZERO, money(basicYtd.dividedBy(12)).minus(thirteenthPaid));
  trace.add(
    'prorated_13th_month',
    'basic salary earned this year / 12 − the 13th month already paid this year',
    {
      basic_salary_earned_ytd: pesos(basicYtd),
      already_paid: pesos(thirteenthPaid),
      amount: pesos(thirteenth),
    },
  );
  const leaveDays = dec(inputs.unused_sil_days).plus(dec(inputs.unused_vl_days_convertible));
  const leaveConversion = money(daily.times(leaveDays));
  const exemptDays = min(leaveDays, dec(tables.de_minimis.data.monetized_vl_days));
  const leaveExempt = money(daily.times(exemptDays));
  trace.add(
    'leave_conversion',
    'daily rate × unused SIL and convertible VL days; up to the de minimis days a year are exempt, the rest joins the 13th month under the exclusion',
    {
      table: versionLabel(tables.de_minimis),
      days: leaveDays.toString(),
      de_minimis_days: exemptDays.toString(),
      amount: pesos(leaveConversion),
      exempt: pesos(leaveExempt),
    },
  );
  const benefits = benefitsExclusion(
    thirteenth.plus(leaveConversion.minus(leaveExempt)),
    dec(inputs.other_benefits),
    tables,
    trace,
    'thirteenth_month_and_benefits_exempt',
  );
  const taxableYtd = taxableBefore
    .plus(finalSalary)
    .minus(finalContributions)
    .plus(benefits.taxable);
  trace.add(
    'taxable_compensation_ytd',
    'taxable before the last period + last salary − its contributions + taxable benefits',
    {
      amount: pesos(taxableYtd),
    },
  );
  const annualTax = withholdingOf(taxableYtd, 'annual', tables, trace, 'annual_tax_due').tax;
  const refund = max(ZERO, withheldBefore.minus(annualTax));
  const payable = max(ZERO, annualTax.minus(withheldBefore));
  const loans = dec(inputs.loan_balance);
  const net = sum([finalSalary, thirteenth, leaveConversion, refund])
    .minus(finalContributions)
    .minus(payable)
    .minus(loans);
  trace.add(
    'net_final_pay',
    'last salary − its contributions + 13th month + leave conversion + tax refund − tax payable − loan balance',
    {
      loan_balance: pesos(loans),
      amount: pesos(net),
    },
  );
  return {
    final_period_paid_days: paidDays,
    final_period_salary: pesos(finalSalary),
    final_period_sss_msc: pesos(separationMonth.sss.msc),
    final_period_ee_contributions: pesos(finalContributions),
    basic_salary_earned_ytd: pesos(basicYtd),
    prorated_13th_month: pesos(thirteenth),
    leave_conversion: pesos(leaveConversion),
    taxable_compensation_ytd: pesos(taxableYtd),
    annual_tax_due: pesos(annualTax),
    ytd_tax_withheld_before_final: pesos(withheldBefore),
    tax_refund: pesos(refund),
    tax_payable: pesos(payable),
    net_final_pay: pesos(net),
  };
}

/** The regular periods of the year that end before the last one, each a payslip of the engine. */
function regularPeriodsBefore(
  inputs: FinalPayInputs,
  year: number,
  separationMonth: number,
  hired: string,
  daily: Dec,
  tables: StatutoryTables,
): RegularPeriod[] {
  const frequency = inputs.pay_frequency ?? 'semi_monthly';
  const schedule = inputs.schedule ?? 'mon_fri';
  const periods: RegularPeriod[] = [];
  for (let month = 0; month <= separationMonth; month += 1) {
    for (const period of periodsOfMonth(year, month, frequency)) {
      if (period.to >= inputs.separation_date || period.to < hired) continue;
      const base = {
        pay_frequency: frequency,
        cutoff: period.cutoff,
        sss_compensation_basis: inputs.monthly_basic,
        philhealth_mbs: inputs.monthly_basic,
        hdmf_fund_salary: inputs.monthly_basic,
      };
      // Hired inside the period: paid for the scheduled days from the hire date.
      const partial = period.from < hired;
      const slip = computePayslip(
        partial
          ? {
              ...base,
              daily_rate: daily.toFixed(6),
              days_worked: datesBetween(hired, period.to).filter((date) =>
                isScheduledDay(date, schedule),
              ).length,
            }
          : { ...base, monthly_basic: inputs.monthly_basic, factor: inputs.factor },
        tables,
        new Trace(),
      );
      periods.push({ from: period.from, to: period.to, slip });
    }
  }
  return periods;
}
