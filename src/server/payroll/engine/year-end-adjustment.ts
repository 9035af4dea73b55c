import type { YearEndAdjustmentInputs } from '../../../shared/api/payroll-calculator';
import type { StatutoryTables } from '../../../shared/api/payroll-tables';
import { written } from './contributions';
import { dec, pesos, sum, type Dec } from './decimal';
import { computePayslip, type PayslipFigures } from './payslip';
import { benefitsExclusion } from './thirteenth-month';
import { Trace } from './trace';
import { withholdingOf } from './withholding';

const MONTHS_BEFORE_DECEMBER = 11;

/**
 * The regular payslips of one month at a constant monthly basic: one (monthly payroll) or both
 * semi-monthly cut-offs, computed by the payslip engine itself so the figures agree with a run.
 */
export function regularMonth(
  monthlyBasic: string,
  frequency: 'monthly' | 'semi_monthly',
  tables: StatutoryTables,
): PayslipFigures[] {
  const cutoffs = frequency === 'monthly' ? [undefined] : [1, 2];
  return cutoffs.map((cutoff) =>
    computePayslip(
      { monthly_basic: monthlyBasic, pay_frequency: frequency, cutoff },
      tables,
      new Trace(),
    ),
  );
}

/** Annual tax due on the year's taxable compensation, less what was withheld (ph-payroll.md §4.3). */
export function yearEndAdjustment(
  inputs: YearEndAdjustmentInputs,
  tables: StatutoryTables,
  trace: Trace,
) {
  const frequency = inputs.pay_frequency ?? 'semi_monthly';
  const monthly = dec(inputs.monthly_basic);
  const month = regularMonth(inputs.monthly_basic, frequency, tables);
  const first = month[0]!;
  const monthlyContributions = sum(month.map((slip) => slip.total_ee_contributions));
  const monthlyTaxable = sum(month.map((slip) => slip.taxable_compensation));
  const monthlyWithholding = sum(month.map((slip) => slip.withholding_tax));
  trace.add(
    'monthly_withholding_jan_nov',
    'the regular payslips of one month (each period on its own table), January to November alike',
    {
      frequency,
      monthly_taxable: pesos(monthlyTaxable),
      monthly_withholding: pesos(monthlyWithholding),
    },
  );
  const totalWithheld = monthlyWithholding.times(MONTHS_BEFORE_DECEMBER);
  const benefits = sum([
    dec(inputs.thirteenth_month),
    dec(inputs.christmas_bonus),
    dec(inputs.other_benefits),
  ]);
  const split = benefitsExclusion(
    benefits,
    dec(0),
    tables,
    trace,
    'exempt_13th_and_other_benefits',
  );
  const annualBasic = monthly.times(12);
  const annualContributions = monthlyContributions.times(12);
  const taxableAnnual = annualBasic.minus(annualContributions).plus(split.taxable);
  trace.add(
    'taxable_compensation_annual',
    '12 × monthly basic − 12 × monthly EE contributions + taxable 13th month and other benefits',
    {
      annual_basic: pesos(annualBasic),
      annual_contributions: pesos(annualContributions),
      taxable_benefits: pesos(split.taxable),
      taxable: pesos(taxableAnnual),
    },
  );
  const annualTax = withholdingOf(taxableAnnual, 'annual', tables, trace, 'annual_tax_due').tax;
  const december: Dec = annualTax.minus(totalWithheld);
  trace.add(
    'december_withholding',
    'annual tax due − tax withheld January to November (negative: a refund)',
    {
      annual_tax_due: pesos(annualTax),
      total_withheld_jan_nov: pesos(totalWithheld),
      december_withholding: pesos(december),
    },
  );
  return {
    sss: written(first.sss),
    philhealth: written(first.philhealth),
    hdmf: written(first.hdmf),
    monthly_taxable_jan_nov: pesos(monthlyTaxable),
    monthly_withholding_jan_nov: pesos(monthlyWithholding),
    total_withheld_jan_nov: pesos(totalWithheld),
    gross_compensation_annual: pesos(annualBasic.plus(benefits)),
    exempt_13th_and_other_benefits: pesos(split.exempt),
    taxable_13th_and_other_benefits: pesos(split.taxable),
    total_ee_contributions_annual: pesos(annualContributions),
    taxable_compensation_annual: pesos(taxableAnnual),
    annual_tax_due: pesos(annualTax),
    december_withholding: pesos(december),
    december_regular_table_withholding: pesos(monthlyWithholding),
    year_end_adjustment_over_regular: pesos(december.minus(monthlyWithholding)),
  };
}
