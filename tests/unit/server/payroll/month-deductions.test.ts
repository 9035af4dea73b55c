import { describe, expect, it } from 'vitest';
import type { PayslipInputs } from '../../../../src/shared/api/payroll-calculator';
import { calculate } from '../../../../src/server/payroll/engine/calculate';
import { STATUTORY_DEFAULTS } from '../../../../src/server/payroll/statutory/statutory-defaults';

// A month's periods deduct exactly the month's employee shares: earlier periods their part, the
// last one the month's share on what the month actually paid less what the earlier ones took.

type Slip = Record<string, string> & {
  sss: Record<string, string>;
  philhealth: Record<string, string>;
  hdmf: Record<string, string>;
};

const payslip = (inputs: PayslipInputs) =>
  calculate({ kind: 'payslip', inputs }, STATUTORY_DEFAULTS, '2026-06-30').result as Slip;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const pesosOf = (centavos: number) => (centavos / 100).toFixed(2);
const total = (amounts: readonly string[]) => pesosOf(amounts.reduce((s, a) => s + cents(a), 0));

/** Each period of a month in order, told what the month's earlier ones paid and deducted. */
function month(periods: readonly PayslipInputs[]): Slip[] {
  const slips: Slip[] = [];
  for (const period of periods) {
    const earlier = slips.length
      ? {
          month_to_date_compensation: total(slips.map((slip) => slip.gross_pay!)),
          month_to_date_ee_contributions: {
            sss: total(slips.map((slip) => slip.sss_ee_this_cutoff!)),
            philhealth: total(slips.map((slip) => slip.philhealth_ee_this_cutoff!)),
            hdmf: total(slips.map((slip) => slip.hdmf_ee_this_cutoff!)),
          },
        }
      : {};
    slips.push(payslip({ ...period, ...earlier }));
  }
  return slips;
}

/** The month's employee shares on its totals, as the `contributions` kind computes them. */
const monthShares = (inputs: { compensation: string; mbs: string; fund: string }) => {
  const { sss, philhealth, hdmf } = calculate(
    {
      kind: 'contributions',
      inputs: {
        compensation: inputs.compensation,
        philhealth_mbs: inputs.mbs,
        hdmf_fund_salary: inputs.fund,
      },
    },
    STATUTORY_DEFAULTS,
    '2026-06-30',
  ).result as Slip;
  return { sss: sss.ee_total, philhealth: philhealth.ee, hdmf: hdmf.ee };
};

const deducted = (slips: readonly Slip[]) => ({
  sss: total(slips.map((slip) => slip.sss_ee_this_cutoff!)),
  philhealth: total(slips.map((slip) => slip.philhealth_ee_this_cutoff!)),
  hdmf: total(slips.map((slip) => slip.hdmf_ee_this_cutoff!)),
});

describe("a month's contributions over its pay periods", () => {
  it('half each cut-off, SSS on total pay: the two cut-offs add up to the SSS of the month', () => {
    const half = {
      monthly_basic: '20000.00',
      pay_frequency: 'semi_monthly' as const,
      sss_compensation_basis: 'total_monthly_compensation',
    };
    // Cut-off 1 paid 10,000 + 12,000 commission, estimated as a month of 44,000 (MSC 35,000,
    // EE 1,750: half is 875). The month paid 32,000: EE 1,600, so cut-off 2 takes 725.
    const [first, second] = month([
      { ...half, cutoff: 1, taxable_allowances: '12000.00' },
      { ...half, cutoff: 2 },
    ]);
    expect(first).toMatchObject({ gross_pay: '22000.00', sss_ee_this_cutoff: '875.00' });
    expect(second).toMatchObject({
      gross_pay: '10000.00',
      sss: { msc: '32000.00', ee_total: '1600.00' },
      sss_ee_this_cutoff: '725.00',
    });
    expect(deducted([first!, second!])).toEqual(
      monthShares({ compensation: '32000.00', mbs: '20000.00', fund: '20000.00' }),
    );
  });

  it("weekly, every contribution on total pay: the last week takes what the month's share has left", () => {
    // June 2026 has four pay weeks (Fridays 5, 12, 19, 26); 800 a day, 15 days: 12,000 paid.
    const weeks = [
      ['2026-06-05', 5],
      ['2026-06-12', 3],
      ['2026-06-19', 5],
      ['2026-06-26', 2],
    ].map(([period_end, days_worked]) => ({
      daily_rate: '800.00',
      pay_frequency: 'weekly' as const,
      period_end: period_end as string,
      days_worked: days_worked as number,
      sss_compensation_basis: 'total_monthly_compensation',
      philhealth_mbs: 'total_monthly_compensation',
      hdmf_fund_salary: 'total_monthly_compensation',
    }));
    const slips = month(weeks);
    expect(slips.map((slip) => slip.gross_pay)).toEqual([
      '4000.00',
      '2400.00',
      '4000.00',
      '1600.00',
    ]);
    expect(deducted(slips)).toEqual(
      monthShares({ compensation: '12000.00', mbs: '12000.00', fund: '12000.00' }),
    );
  });

  it('an earlier period keeps deducting its part; the last never goes below zero', () => {
    const week = {
      daily_rate: '800.00',
      pay_frequency: 'weekly' as const,
      days_worked: 5,
      month_to_date_ee_contributions: { sss: '900.00', philhealth: '0.00', hdmf: '0.00' },
    };
    // Week 2 of 4: a quarter of each share, whatever the month deducted so far.
    expect(payslip({ ...week, period_end: '2026-06-12' })).toMatchObject({
      sss: { ee_total: '875.00' },
      sss_ee_this_cutoff: '218.75',
      hdmf_ee_this_cutoff: '50.00',
    });
    // Week 4 of 4: the SSS of the month (875) is already deducted and more; the rest is whole.
    expect(payslip({ ...week, period_end: '2026-06-26' })).toMatchObject({
      sss_ee_this_cutoff: '0.00',
      philhealth_ee_this_cutoff: '435.00',
      hdmf_ee_this_cutoff: '200.00',
    });
  });
});
