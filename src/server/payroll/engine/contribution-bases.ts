import type { PayslipInputs } from '../../../shared/api/payroll-calculator';
import type { StatutoryTables } from '../../../shared/api/payroll-tables';
import {
  hdmfOf,
  philhealthOf,
  sssOf,
  type HdmfFigures,
  type PhilhealthFigures,
  type SssFigures,
} from './contributions';
import { dec, max, pesos, ZERO, type Dec } from './decimal';
import type { Trace } from './trace';

/** What each contribution is computed on: an amount, or the figure of the month it names. */
export type ContributionBases = Pick<
  PayslipInputs,
  'sss_compensation_basis' | 'philhealth_mbs' | 'hdmf_fund_salary'
>;

/** The month's figures a basis may name. */
export interface MonthFigures {
  /** The monthly basic salary (daily-paid: daily rate × factor / 12), whatever the days earned. */
  monthlyBasic: Dec;
  /** What the month actually paid, read only when a basis names it. */
  totalCompensation: () => Dec;
}

export interface MonthContributions {
  sss: SssFigures;
  philhealth: PhilhealthFigures;
  hdmf: HdmfFigures;
}

/**
 * A month's SSS, PhilHealth and Pag-IBIG, each on the basis its setting names (absent: the
 * monthly basic salary, payroll-calculator.md). A period that earned less than the month's
 * basic (a partial first or last period, unpaid absences) changes only the bases that name
 * the month's total compensation.
 */
export function monthContributions(
  bases: ContributionBases,
  month: MonthFigures,
  tables: StatutoryTables,
  trace: Trace,
): MonthContributions {
  const basisOf = (value: string | undefined, line: string) => {
    const amount =
      value === undefined || value === 'monthly_basic'
        ? month.monthlyBasic
        : value === 'total_monthly_compensation'
          ? month.totalCompensation()
          : dec(value);
    trace.add(line, 'the monthly figure the contribution is computed on', {
      basis: value ?? 'monthly_basic',
      amount: pesos(amount),
    });
    return amount;
  };
  return {
    sss: sssOf(basisOf(bases.sss_compensation_basis, 'sss_basis'), tables, trace),
    philhealth: philhealthOf(basisOf(bases.philhealth_mbs, 'philhealth_basis'), tables, trace),
    hdmf: hdmfOf(basisOf(bases.hdmf_fund_salary, 'hdmf_basis'), tables, trace),
  };
}

/** One amount per contribution: an employee share, or what was deducted of it. */
export type EeShares = Record<keyof MonthContributions, Dec>;

/** Each contribution's amount, as `amount` gives it. */
export const eachShare = (amount: (contribution: keyof EeShares) => Dec): EeShares => ({
  sss: amount('sss'),
  philhealth: amount('philhealth'),
  hdmf: amount('hdmf'),
});

/** The employee shares of a month's contributions. */
export const eeSharesOf = ({ sss, philhealth, hdmf }: MonthContributions): EeShares => ({
  sss: sss.ee_total,
  philhealth: philhealth.ee,
  hdmf: hdmf.ee,
});

/**
 * What the month's last pay period deducts: each employee share of the month less what the
 * month's earlier periods deducted of it, never below zero. However the month's pay, and so its
 * basis, was spread over the periods, the month's deductions then add up to its shares.
 */
export const leftOfMonth = (shares: EeShares, deducted: EeShares): EeShares =>
  eachShare((contribution) => max(ZERO, shares[contribution].minus(deducted[contribution])));
