import {
  DE_MINIMIS_BENEFITS,
  type DeMinimisBenefit,
  type StatutoryTables,
} from '../../../shared/api/payroll-tables';
import type { DeMinimisInputs } from '../../../shared/api/payroll-calculator';
import { dec, max, min, money, pesos, sum, ZERO } from './decimal';
import { benefitsExclusion } from './thirteenth-month';
import { versionLabel } from './tables';
import type { Trace } from './trace';

/**
 * De minimis benefits against their ceilings in force (ph-payroll.md §4.4): each benefit's excess
 * joins the 13th month and other benefits under the yearly exclusion, taxable only above it.
 * Monthly benefits are given for `months` months (default 12) and compared monthly.
 */
export function deMinimis(inputs: DeMinimisInputs, tables: StatutoryTables, trace: Trace) {
  const { ceilings } = tables.de_minimis.data;
  const months = dec(inputs.months ?? 12);
  const benefits: Partial<
    Record<DeMinimisBenefit, { given: string; exempt: string; excess: string }>
  > = {};
  const exempts = [];
  const excesses = [];
  for (const benefit of DE_MINIMIS_BENEFITS) {
    const value = inputs[benefit];
    if (value === undefined) continue;
    const monthlyBenefit = benefit.endsWith('_monthly');
    const given = monthlyBenefit ? money(dec(value).times(months)) : dec(value);
    const ceiling = monthlyBenefit
      ? money(dec(ceilings[benefit]).times(months))
      : dec(ceilings[benefit]);
    const exempt = min(given, ceiling);
    const excess = max(ZERO, given.minus(ceiling));
    exempts.push(exempt);
    excesses.push(excess);
    benefits[benefit] = { given: pesos(given), exempt: pesos(exempt), excess: pesos(excess) };
    trace.add(
      benefit,
      monthlyBenefit
        ? 'exempt up to ceiling × months; the excess joins the other benefits'
        : 'exempt up to the yearly ceiling; the excess joins the other benefits',
      {
        table: versionLabel(tables.de_minimis),
        ceiling: ceilings[benefit],
        months: monthlyBenefit ? months.toString() : 1,
        given: pesos(given),
        exempt: pesos(exempt),
      },
    );
  }
  const excess = sum(excesses);
  const bucket = sum([dec(inputs.thirteenth_month), dec(inputs.other_benefits), excess]);
  const split = benefitsExclusion(
    bucket,
    ZERO,
    tables,
    trace,
    'thirteenth_and_other_benefits_bucket',
  );
  return {
    ...benefits,
    de_minimis_exempt: pesos(sum(exempts)),
    excess_over_de_minimis: pesos(excess),
    thirteenth_and_other_benefits_bucket: pesos(bucket),
    bucket_exempt: pesos(split.exempt),
    bucket_taxable: pesos(split.taxable),
  };
}
