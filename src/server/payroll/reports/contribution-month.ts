import { dec, sum, type Dec } from '../engine/decimal';
import type { MonthPayslip, PayslipResult } from './month-payslips';

/**
 * One employee's contributions for a month, per agency (docs/payroll-files.md, "What a month
 * contains"). The employee share is what was deducted in the month: the sum of the
 * `*_ee_this_cutoff` of the month's payslips. The monthly figures (MSC, base, employer share,
 * EC) are those of the month's last payslip that deducted a share of that agency, since each
 * payslip carries the month's figures as known when it was computed and the last is the most
 * complete. An agency nothing was deducted for in the month is null: the employee is not listed.
 */
export interface ContributionMonth {
  employeeNumber: string;
  employeeName: string;
  sss: { msc: Dec; ee: Dec; er: Dec; ec: Dec; eeMpf: Dec; erMpf: Dec } | null;
  philhealth: { base: Dec; ee: Dec; er: Dec } | null;
  hdmf: { base: Dec; ee: Dec; er: Dec } | null;
  taxWithheld: Dec;
}

/** The last of `slips` (in pay order) that deducted a share, read by `deducted`. */
const lastDeducting = (slips: MonthPayslip[], deducted: (result: PayslipResult) => string) =>
  slips.findLast((slip) => dec(deducted(slip.result)).greaterThan(0));

const deductedIn = (slips: MonthPayslip[], deducted: (result: PayslipResult) => string): Dec =>
  sum(slips.map((slip) => dec(deducted(slip.result))));

/** Groups the month's payslips (already in pay order per employee) by employee. */
export function byEmployee(slips: readonly MonthPayslip[]): MonthPayslip[][] {
  const groups = new Map<string, MonthPayslip[]>();
  for (const slip of slips)
    groups.set(slip.employeeNumber, [...(groups.get(slip.employeeNumber) ?? []), slip]);
  return [...groups.values()];
}

export function contributionMonthOf(slips: MonthPayslip[]): ContributionMonth {
  const { employeeNumber, employeeName } = slips[0]!;
  const sssSlip = lastDeducting(slips, (r) => r.sss_ee_this_cutoff);
  const philhealthSlip = lastDeducting(slips, (r) => r.philhealth_ee_this_cutoff);
  const hdmfSlip = lastDeducting(slips, (r) => r.hdmf_ee_this_cutoff);
  const sss = sssSlip?.result.sss;
  return {
    employeeNumber,
    employeeName,
    sss: sss
      ? {
          msc: dec(sss.msc),
          ee: deductedIn(slips, (r) => r.sss_ee_this_cutoff),
          er: dec(sss.er_ss).plus(dec(sss.er_mpf)),
          ec: dec(sss.ec),
          eeMpf: dec(sss.ee_mpf),
          erMpf: dec(sss.er_mpf),
        }
      : null,
    philhealth: philhealthSlip
      ? {
          base: dec(philhealthSlip.result.philhealth.base),
          ee: deductedIn(slips, (r) => r.philhealth_ee_this_cutoff),
          er: dec(philhealthSlip.result.philhealth.er),
        }
      : null,
    hdmf: hdmfSlip
      ? {
          base: dec(hdmfSlip.result.hdmf.base),
          ee: deductedIn(slips, (r) => r.hdmf_ee_this_cutoff),
          er: dec(hdmfSlip.result.hdmf.er),
        }
      : null,
    taxWithheld: deductedIn(slips, (r) => r.withholding_tax),
  };
}

/** Every employee's month, in the payslips' order (by name). */
export const contributionMonths = (slips: readonly MonthPayslip[]): ContributionMonth[] =>
  byEmployee(slips).map(contributionMonthOf);
