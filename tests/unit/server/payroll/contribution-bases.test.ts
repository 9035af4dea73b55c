import { describe, expect, it } from 'vitest';
import { calculate, type CalculatorCall } from '../../../../src/server/payroll/engine/calculate';
import { STATUTORY_DEFAULTS } from '../../../../src/server/payroll/statutory/statutory-defaults';

// What each contribution is computed on, kind by kind, in periods whose earned pay differs from
// the monthly basic salary (ph-payroll.md §1–3): SSS on the month's compensation as the setting
// names it, PhilHealth on the monthly basic salary whatever the days earned, Pag-IBIG on the
// fund salary up to its maximum.

const run = (call: CalculatorCall) => calculate(call, STATUTORY_DEFAULTS, '2026-06-30');
const result = (call: CalculatorCall) => run(call).result as Record<string, never>;
const traced = (call: CalculatorCall, line: string) =>
  run(call).trace.find((entry) => entry.line === line)?.values;

describe('payslip', () => {
  it('semi-monthly, monthly-paid, 8 unpaid days in the cut-off: PhilHealth and Pag-IBIG on the monthly basic', () => {
    // 30,000 × 12 / 261 = 1,379.31 a day; 15,000 − 8 days = 3,965.52 earned.
    const inputs = {
      monthly_basic: '30000.00',
      pay_frequency: 'semi_monthly' as const,
      cutoff: 2,
      absent_days_unpaid: '8',
    };
    const slip = result({ kind: 'payslip', inputs });
    expect(slip).toMatchObject({
      gross_pay: '3965.52',
      sss: { msc: '30000.00', ee_total: '1500.00' },
      philhealth: { base: '30000.00', total: '1500.00', ee: '750.00' },
      hdmf: { base: '10000.00', ee: '200.00' },
      sss_ee_this_cutoff: '750.00',
      philhealth_ee_this_cutoff: '375.00',
      hdmf_ee_this_cutoff: '100.00',
    });
    // SSS on the month's actual compensation: 15,000 paid by cut-off 1 + 3,965.52 -> MSC 19,000.
    const actual = result({
      kind: 'payslip',
      inputs: {
        ...inputs,
        sss_compensation_basis: 'total_monthly_compensation',
        month_to_date_compensation: '15000.00',
      },
    });
    expect(actual).toMatchObject({
      sss: { msc: '19000.00' },
      philhealth: { base: '30000.00' },
      hdmf: { base: '10000.00' },
    });
  });

  it('weekly, daily-paid, 2 days worked: PhilHealth on daily × factor / 12', () => {
    // 800 × 261 / 12 = 17,400 a month; the week earned 1,600.
    const inputs = {
      daily_rate: '800.00',
      pay_frequency: 'weekly' as const,
      period_end: '2026-06-12',
      days_worked: 2,
    };
    expect(result({ kind: 'payslip', inputs })).toMatchObject({
      gross_pay: '1600.00',
      sss: { msc: '17500.00' },
      philhealth: { base: '17400.00', total: '870.00', ee: '435.00' },
      hdmf: { base: '10000.00', ee: '200.00' },
    });
    // The month's earlier weeks paid 6,400: the month's compensation is 8,000.
    expect(
      result({
        kind: 'payslip',
        inputs: {
          ...inputs,
          sss_compensation_basis: 'total_monthly_compensation',
          month_to_date_compensation: '6400.00',
        },
      }),
    ).toMatchObject({ sss: { msc: '8000.00' }, philhealth: { base: '17400.00' } });
  });

  it('monthly, monthly-paid, 10 unpaid days: SSS on what the month paid only when the setting says so', () => {
    // 60,000 − 10 × 2,758.62 = 32,413.79 earned.
    const inputs = {
      monthly_basic: '60000.00',
      pay_frequency: 'monthly' as const,
      absent_days_unpaid: '10',
    };
    expect(result({ kind: 'payslip', inputs })).toMatchObject({
      gross_pay: '32413.79',
      sss: { msc: '35000.00' },
      philhealth: { base: '60000.00', ee: '1500.00' },
      hdmf: { base: '10000.00' },
    });
    expect(
      result({
        kind: 'payslip',
        inputs: { ...inputs, sss_compensation_basis: 'total_monthly_compensation' },
      }),
    ).toMatchObject({ sss: { msc: '32500.00' }, philhealth: { base: '60000.00' } });
  });
});

describe('final pay', () => {
  const finalPay = (separation_date: string): CalculatorCall => ({
    kind: 'final-pay',
    inputs: { monthly_basic: '40000.00', hire_date: '2024-01-01', separation_date },
  });

  it('separated on the 3rd: SSS on the 3 days paid, PhilHealth on the monthly basic, Pag-IBIG at its maximum', () => {
    // 40,000 × 12 / 261 × 3 = 5,517.24 paid in June.
    const call = finalPay('2026-06-03');
    expect(result(call)).toMatchObject({
      final_period_salary: '5517.24',
      final_period_sss_msc: '5500.00',
      // SSS 275 + PhilHealth 1,000 (2.5% of 40,000) + Pag-IBIG 200.
      final_period_ee_contributions: '1475.00',
    });
    expect(traced(call, 'sss')).toMatchObject({ compensation: '5517.24', msc: '5500.00' });
    expect(traced(call, 'philhealth')).toMatchObject({ mbs: '40000.00', base: '40000.00' });
    expect(traced(call, 'hdmf')).toMatchObject({ fund_salary: '40000.00', base: '10000.00' });
  });

  it('separated in the second cut-off: the month less what its first cut-off deducted', () => {
    // June: 20,000 in cut-off 1 + 4 days (7,356.32) = 27,356.32 -> MSC 27,500, EE 1,375; PhilHealth
    // 1,000 and Pag-IBIG 200 on the month; cut-off 1 deducted half of 1,750 + 1,000 + 200.
    const call = finalPay('2026-06-19');
    expect(result(call)).toMatchObject({
      final_period_salary: '7356.32',
      final_period_sss_msc: '27500.00',
      final_period_ee_contributions: '1100.00',
    });
    expect(traced(call, 'sss')).toMatchObject({ compensation: '27356.32' });
    expect(traced(call, 'philhealth')).toMatchObject({ mbs: '40000.00', total: '2000.00' });
  });
});

describe('year-end adjustment', () => {
  it('the monthly contributions on the monthly basic, with their ceilings and floor', () => {
    const high = result({
      kind: 'year-end-adjustment',
      inputs: { monthly_basic: '120000.00', year: 2026, thirteenth_month: '120000.00' },
    });
    expect(high).toMatchObject({
      sss: { msc: '35000.00' },
      philhealth: { base: '100000.00', total: '5000.00' },
      hdmf: { base: '10000.00', ee: '200.00' },
    });
    const low = result({
      kind: 'year-end-adjustment',
      inputs: { monthly_basic: '8000.00', year: 2026, thirteenth_month: '8000.00' },
    });
    expect(low).toMatchObject({
      sss: { msc: '8000.00' },
      philhealth: { base: '10000.00', ee: '250.00' },
      hdmf: { base: '8000.00', ee: '160.00' },
    });
  });
});

describe('contributions', () => {
  it('each on its own input, with its floor, ceiling or maximum', () => {
    expect(
      result({
        kind: 'contributions',
        inputs: {
          compensation: '4000.00',
          philhealth_mbs: '150000.00',
          hdmf_fund_salary: '1500.00',
        },
      }),
    ).toEqual({
      sss: expect.objectContaining({ msc: '5000.00', ee_total: '250.00' }),
      philhealth: { base: '100000.00', total: '5000.00', ee: '2500.00', er: '2500.00' },
      hdmf: { base: '1500.00', ee: '15.00', er: '30.00' },
    });
  });
});
