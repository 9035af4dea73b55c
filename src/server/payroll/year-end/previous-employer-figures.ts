import type { AnnualizedCompensation } from '../../../shared/api/employee-payslips';
import type { PayrollPreviousEmployerData } from '../../../shared/forms/record-types.generated';
import { dec, pesos, type Dec } from '../engine/decimal';

/** Centavos, as records hold money, in pesos. */
const fromCentavos = (centavos: number | undefined): Dec => dec(centavos ?? 0).dividedBy(100);

/** What annualisation adds of a previous employer: exact pesos, and the figures it shows. */
export function previousEmployerFigures(entry: PayrollPreviousEmployerData | null): {
  taxable: Dec;
  withheld: Dec;
  shown: AnnualizedCompensation['previousEmployer'];
} {
  if (!entry) return { taxable: dec(0), withheld: dec(0), shown: null };
  const taxable = fromCentavos(entry.taxableBasic).plus(fromCentavos(entry.taxableOther));
  const nonTaxable = [entry.nonTaxableBenefits, entry.deMinimis, entry.contributions]
    .map(fromCentavos)
    .reduce((a, b) => a.plus(b));
  const withheld = fromCentavos(entry.taxWithheld);
  return {
    taxable,
    withheld,
    shown: {
      employerName: entry.employerName,
      employerTin: entry.employerTin,
      periodFrom: entry.periodFrom,
      periodTo: entry.periodTo,
      taxableCompensation: pesos(taxable),
      nonTaxableCompensation: pesos(nonTaxable),
      taxWithheld: pesos(withheld),
    },
  };
}
