import type { StatutoryTableVersion } from '../../../shared/api/payroll-tables';
import type { BonusTreatment, DeMinimisBonusCategory } from '../../../shared/api/special-payouts';
import { calculate } from '../engine/calculate';
import { dec, pesos, ZERO, type Dec } from '../engine/decimal';
import { tablesInForce } from '../engine/tables';
import { benefitsExclusion } from '../engine/thirteenth-month';
import { Trace } from '../engine/trace';
import { earningLine, type ComputedSpecialPayslip } from './special-payslip';

export interface BonusSettings {
  name: string;
  year: number;
  treatment: BonusTreatment;
  category?: DeMinimisBonusCategory;
}

/**
 * One employee's bonus payslip by the payout's tax treatment: an other benefit under the shared
 * ₱90,000 exclusion (what other benefits of the year left of it), a de minimis benefit up to its
 * ceiling in force (the engine's `de-minimis`, its excess then an other benefit), or taxable.
 */
export function bonusPayslip(
  employee: { employeeNumber: string; employeeName: string },
  amount: Dec,
  settings: BonusSettings,
  benefitsPaid: Dec,
  versions: readonly StatutoryTableVersion[],
): ComputedSpecialPayslip {
  const asOf = `${settings.year}-12-31`;
  const tables = tablesInForce(versions, asOf);
  const trace = new Trace();
  const line = [earningLine('bonus', settings.name, amount)];
  const base = { ...employee, gross: amount, lines: line };
  if (settings.treatment === 'taxable') {
    trace.add('taxable_compensation', 'a taxable bonus is taxable compensation', {
      amount: pesos(amount),
    });
    return {
      ...base,
      taxable: amount,
      inputs: { amount: pesos(amount) },
      result: { calculator: null, taxable_compensation: pesos(amount) },
      trace: trace.lines,
    };
  }
  let deMinimis = ZERO;
  let benefit = amount;
  let inputs: Record<string, unknown> = {
    amount: pesos(amount),
    other_benefits: pesos(benefitsPaid),
  };
  let result: Record<string, unknown> = { calculator: null };
  const engineTrace = [];
  if (settings.treatment === 'de_minimis' && settings.category) {
    inputs = { year: settings.year, [settings.category]: pesos(amount) };
    const calculation = calculate({ kind: 'de-minimis', inputs }, versions, asOf);
    deMinimis = dec(calculation.result.de_minimis_exempt as string);
    benefit = dec(calculation.result.excess_over_de_minimis as string);
    // The calculator's own bucket counts no other benefits: the exclusion is split below, with them.
    const { bucket_exempt: _exempt, bucket_taxable: _taxable, ...figures } = calculation.result;
    result = { calculator: 'de-minimis', ...figures };
    engineTrace.push(
      ...calculation.trace.filter((entry) => entry.line !== 'thirteenth_and_other_benefits_bucket'),
    );
  }
  const split = benefitsExclusion(benefit, benefitsPaid, tables, trace, 'benefits_exempt');
  return {
    ...base,
    deMinimis,
    benefitsExempt: split.exempt,
    benefitsTaxable: split.taxable,
    taxable: split.taxable,
    inputs,
    result: {
      ...result,
      other_benefits_before: pesos(benefitsPaid),
      benefits_exempt: pesos(split.exempt),
      benefits_taxable: pesos(split.taxable),
    },
    trace: [...engineTrace, ...trace.lines],
  };
}
