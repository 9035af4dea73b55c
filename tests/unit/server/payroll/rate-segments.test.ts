import { describe, expect, it } from 'vitest';
import type { PayslipInputs } from '../../../../src/shared/api/payroll-calculator';
import { computePayslip } from '../../../../src/server/payroll/engine/payslip';
import { PayrollInputError } from '../../../../src/server/payroll/engine/payroll-input-error';
import { tablesInForce } from '../../../../src/server/payroll/engine/tables';
import { Trace } from '../../../../src/server/payroll/engine/trace';
import { STATUTORY_DEFAULTS } from '../../../../src/server/payroll/statutory/statutory-defaults';

const tables = tablesInForce(STATUTORY_DEFAULTS, '2026-11-15');
const period = { period_start: '2026-11-01', period_end: '2026-11-15', cutoff: 1 };
const figures = (inputs: PayslipInputs) => computePayslip(inputs, tables, new Trace());

describe('a pay period whose rate changed within it', () => {
  it('pays a daily-paid employee each day worked, and its overtime, at that day’s rate', () => {
    const slip = figures({
      ...period,
      daily_rate: '800.00',
      rate_segments: [
        { from: '2026-11-01', to: '2026-11-08', daily_rate: '600.00', days_worked: '5' },
        {
          from: '2026-11-09',
          to: '2026-11-15',
          daily_rate: '800.00',
          days_worked: '5',
          ot_hours_ordinary: '2',
        },
      ],
    });
    // 5 × 600 + 5 × 800; OT 2 h × 100 × 1.25 at the new rate.
    expect(slip.basic_pay.toFixed(2)).toBe('7000.00');
    expect(slip.ot_pay.toFixed(2)).toBe('250.00');
    expect(slip.daily_rate.toFixed(2)).toBe('800.00');
  });

  it('gives a monthly salary its share of the period by calendar days, and deducts an absence at its day’s rate', () => {
    const slip = figures({
      ...period,
      monthly_basic: '39150.00',
      rate_segments: [
        {
          from: '2026-11-01',
          to: '2026-11-05',
          monthly_basic: '26100.00',
          absent_days_unpaid: '1',
        },
        { from: '2026-11-06', to: '2026-11-15', monthly_basic: '39150.00' },
      ],
    });
    // 13,050 × 5/15 + 19,575 × 10/15; the absence at 26,100 × 12 / 261 = 1,200.
    expect(slip.basic_pay.toFixed(2)).toBe('17400.00');
    expect(slip.absence_deduction.toFixed(2)).toBe('1200.00');
    // Contributions on the salary at the period end.
    expect(slip.sss.msc.toFixed(2)).toBe('35000.00');
  });

  it('refuses segments that leave a gap, overrun the period, or time inputs beside them', () => {
    const attempt = (inputs: Partial<PayslipInputs>) => () =>
      figures({
        ...period,
        monthly_basic: '30000.00',
        rate_segments: [
          { from: '2026-11-01', to: '2026-11-07', monthly_basic: '30000.00' },
          { from: '2026-11-08', to: '2026-11-15', monthly_basic: '30000.00' },
        ],
        ...inputs,
      });
    expect(
      attempt({
        rate_segments: [
          { from: '2026-11-01', to: '2026-11-06', monthly_basic: '1.00' },
          { from: '2026-11-08', to: '2026-11-15', monthly_basic: '1.00' },
        ],
      }),
    ).toThrow(
      new PayrollInputError(
        '/inputs/rate_segments/1/from',
        'Segment 2 must start on 2026-11-07 and end on or after its start',
      ),
    );
    expect(
      attempt({
        rate_segments: [
          { from: '2026-11-01', to: '2026-11-07', monthly_basic: '1.00' },
          { from: '2026-11-08', to: '2026-11-16', monthly_basic: '1.00' },
        ],
      }),
    ).toThrow('The last segment must end on the period end, 2026-11-15');
    expect(attempt({ tardy_minutes: '5' })).toThrow(
      'tardy_minutes belongs inside the rate segments when they are given',
    );
  });
});
