import type { YearEndInputs } from '../../../shared/api/payroll-calculator';
import type { StatutoryTables } from '../../../shared/api/payroll-tables';
import { dec, pesos, sum, type Dec } from './decimal';
import type { Trace } from './trace';
import { withholdingOf } from './withholding';

/**
 * The withholding of the year's last payroll (ph-payroll.md §4.3): the annual table on the year's
 * taxable compensation (to date, a previous employer's and this period's) less the tax withheld
 * to date by this and the previous employer. Negative when the year was over-withheld: the
 * refund raises this period's net pay.
 */
export function yearEndWithholding(
  yearEnd: YearEndInputs,
  periodTaxable: Dec,
  tables: StatutoryTables,
  trace: Trace,
): Dec {
  const taxable = sum([
    dec(yearEnd.taxable_to_date),
    dec(yearEnd.previous_employer_taxable),
    periodTaxable,
  ]);
  const withheld = dec(yearEnd.withheld_to_date).plus(dec(yearEnd.previous_employer_withheld));
  trace.add(
    'year_end_taxable',
    'taxable to date + previous employer’s taxable + this period’s taxable',
    {
      taxable_to_date: yearEnd.taxable_to_date,
      previous_employer_taxable: yearEnd.previous_employer_taxable ?? '0.00',
      period_taxable: pesos(periodTaxable),
      annual_taxable: pesos(taxable),
    },
  );
  const annualTax = withholdingOf(taxable, 'annual', tables, trace, 'annual_tax_due').tax;
  const adjustment = annualTax.minus(withheld);
  trace.add(
    'withholding_tax',
    'year-end adjustment: annual tax due − tax withheld to date (this and the previous employer); negative is a refund',
    {
      annual_tax_due: pesos(annualTax),
      withheld_to_date: yearEnd.withheld_to_date,
      previous_employer_withheld: yearEnd.previous_employer_withheld ?? '0.00',
      withholding_tax: pesos(adjustment),
    },
  );
  return adjustment;
}
