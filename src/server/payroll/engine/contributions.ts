import type { StatutoryTables } from '../../../shared/api/payroll-tables';
import { dec, max, min, money, pesos, type Dec } from './decimal';
import { versionLabel } from './tables';
import type { Trace } from './trace';

export interface SssFigures {
  msc: Dec;
  msc_regular_ss: Dec;
  msc_mpf: Dec;
  ee_ss: Dec;
  ee_mpf: Dec;
  ee_total: Dec;
  er_ss: Dec;
  er_mpf: Dec;
  ec: Dec;
  er_total: Dec;
  grand_total: Dec;
}

/** SSS for one month's compensation (ph-payroll.md §1.1: the formula reproduces the schedule). */
export function sssOf(compensation: Dec, tables: StatutoryTables, trace: Trace): SssFigures {
  const t = tables.sss.data;
  const step = dec(t.msc_step);
  const bracket = step
    .times(compensation.plus(step.dividedBy(2)).dividedBy(step).floor())
    .toDecimalPlaces(2);
  const msc = min(dec(t.msc_ceiling), max(dec(t.msc_floor), bracket));
  const msc_regular_ss = min(msc, dec(t.regular_ss_cap));
  const msc_mpf = msc.minus(msc_regular_ss);
  const ee_ss = money(msc_regular_ss.times(t.ee_rate));
  const ee_mpf = money(msc_mpf.times(t.ee_rate));
  const er_ss = money(msc_regular_ss.times(t.er_rate));
  const er_mpf = money(msc_mpf.times(t.er_rate));
  const ec = dec(msc.lessThan(t.ec_threshold) ? t.ec_below : t.ec_from);
  const ee_total = ee_ss.plus(ee_mpf);
  const er_total = er_ss.plus(er_mpf).plus(ec);
  const figures = {
    msc,
    msc_regular_ss,
    msc_mpf,
    ee_ss,
    ee_mpf,
    ee_total,
    er_ss,
    er_mpf,
    ec,
    er_total,
    grand_total: ee_total.plus(er_total),
  };
  trace.add(
    'sss',
    'MSC = min(ceiling, max(floor, step × floor((compensation + step/2) / step))); EE = ee_rate × MSC (regular SS up to the cap, MPF above); ER = er_rate × MSC + EC',
    {
      table: versionLabel(tables.sss),
      compensation: pesos(compensation),
      msc: pesos(msc),
      ee_total: pesos(ee_total),
      er_total: pesos(er_total),
      ec: pesos(ec),
    },
  );
  return figures;
}

export interface PhilhealthFigures {
  base: Dec;
  total: Dec;
  ee: Dec;
  er: Dec;
}

/** PhilHealth premium on the monthly basic salary, split equally; an odd centavo goes to the employer. */
export function philhealthOf(mbs: Dec, tables: StatutoryTables, trace: Trace): PhilhealthFigures {
  const t = tables.philhealth.data;
  const base = min(dec(t.ceiling), max(dec(t.floor), mbs));
  const total = money(base.times(t.rate));
  const ee = money(total.dividedBy(2));
  const er = total.minus(ee);
  trace.add(
    'philhealth',
    'base = min(ceiling, max(floor, MBS)); total = rate × base; EE = round(total / 2); ER = total − EE',
    {
      table: versionLabel(tables.philhealth),
      mbs: pesos(mbs),
      base: pesos(base),
      rate: t.rate,
      total: pesos(total),
    },
  );
  return { base, total, ee, er };
}

export interface HdmfFigures {
  base: Dec;
  ee: Dec;
  er: Dec;
}

/** Pag-IBIG on the fund salary up to the maximum; the lower employee rate at or below the limit. */
export function hdmfOf(fundSalary: Dec, tables: StatutoryTables, trace: Trace): HdmfFigures {
  const t = tables.hdmf.data;
  const base = min(fundSalary, dec(t.max_fund_salary));
  const eeRate = fundSalary.lessThanOrEqualTo(t.low_salary_limit) ? t.ee_rate_low : t.ee_rate;
  const ee = money(base.times(eeRate));
  const er = money(base.times(t.er_rate));
  trace.add('hdmf', 'base = min(fund salary, maximum); EE = EE rate × base; ER = ER rate × base', {
    table: versionLabel(tables.hdmf),
    fund_salary: pesos(fundSalary),
    base: pesos(base),
    ee_rate: eeRate,
    er_rate: t.er_rate,
  });
  return { base, ee, er };
}

/** Figures as the API writes them: every amount with 2 decimals. */
export function written<T extends object>(figures: T): Record<keyof T, string> {
  return Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [key, pesos(value as Dec)]),
  ) as Record<keyof T, string>;
}
