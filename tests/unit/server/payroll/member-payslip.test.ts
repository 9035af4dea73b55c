import { describe, expect, it } from 'vitest';
import {
  SEMI_MONTHLY_REGISTER,
  type PayRegister,
} from '../../../../src/shared/api/payroll-registers';
import { tablesInForce } from '../../../../src/server/payroll/engine/tables';
import { memberPayslip } from '../../../../src/server/payroll/cutoffs/member-payslip';
import { payslipDiff } from '../../../../src/server/payroll/payslips/payslip-diff';
import {
  payslipInputsOf,
  type TimeDay,
} from '../../../../src/server/payroll/cutoffs/payslip-inputs';
import { STATUTORY_DEFAULTS } from '../../../../src/server/payroll/statutory/statutory-defaults';

const tables = tablesInForce(STATUTORY_DEFAULTS, '2026-11-15');
const register = { ...SEMI_MONTHLY_REGISTER, name: 'Unit' } as PayRegister;
const period = { periodStart: '2026-11-01', periodEnd: '2026-11-15', periodNo: 1 };
const day = (date: string, extra: Partial<TimeDay> = {}): TimeDay => ({
  date,
  dayType: 'ordinary',
  scheduledMinutes: 480,
  lateMinutes: 0,
  undertimeMinutes: 0,
  absentMinutes: 0,
  paidLeaveMinutes: 0,
  unpaidLeaveMinutes: 0,
  holidayPayDays: 0,
  buckets: [{ dayType: 'ordinary', overtime: false, night: false, minutes: 480 }],
  ...extra,
});

describe('payslip inputs from a time record', () => {
  it('turns buckets, absences and lateness into the calculator’s inputs', () => {
    const inputs = payslipInputsOf(
      {
        employeeNumber: 'E1',
        lastName: 'A',
        firstName: 'B',
        active: true,
        payBasis: 'Monthly',
        rate: 2_610_000,
      },
      [
        day('2026-11-02', {
          lateMinutes: 15,
          buckets: [
            { dayType: 'ordinary', overtime: false, night: false, minutes: 465 },
            { dayType: 'ordinary', overtime: true, night: false, minutes: 60 },
            { dayType: 'ordinary', overtime: true, night: true, minutes: 30 },
          ],
        }),
        day('2026-11-03', {
          absentMinutes: 240,
          buckets: [{ dayType: 'ordinary', overtime: false, night: false, minutes: 240 }],
        }),
        day('2026-11-08', {
          dayType: 'rest-day',
          scheduledMinutes: 0,
          buckets: [
            { dayType: 'rest-day', overtime: false, night: false, minutes: 480 },
            { dayType: 'rest-day', overtime: true, night: true, minutes: 50 },
          ],
        }),
      ],
      register,
      period,
    );
    expect(inputs).toMatchObject({
      monthly_basic: '26100.00',
      absent_days_unpaid: '0.5',
      tardy_minutes: 15,
      ot_hours_ordinary: '1.5',
      nd_hours_ordinary_ot: '0.5',
      worked: [
        {
          date: '2026-11-08',
          day_type: 'rest_day',
          regular_hours: '8',
          ot_hours: '0.833333',
          nd_ot_hours: '0.833333',
        },
      ],
    });
  });
});

describe('deductions that do not fit net pay', () => {
  const base = payslipInputsOf(
    {
      employeeNumber: 'E2',
      lastName: 'A',
      firstName: 'B',
      active: true,
      payBasis: 'Monthly',
      rate: 2_000_000,
    },
    [],
    register,
    period,
  );

  it('takes them by priority and defers the rest whole, never going below zero', () => {
    const slip = memberPayslip(
      base,
      [
        { name: 'Loan', type: 'Deduction', amount: 800_000, taxable: true, priority: 10 },
        { name: 'Canteen', type: 'Deduction', amount: 150_000, taxable: true, priority: 20 },
        { name: 'Uniform', type: 'Deduction', amount: 20_000, taxable: true, priority: 30 },
      ],
      tables,
    );
    // 10,000 basic less 500 + 250 + 100 contributions: 9,150 to deduct from; the loan fits, the
    // canteen (1,500) does not, the uniform (200) does.
    expect(slip.deferred).toEqual([
      expect.objectContaining({ kind: 'deduction', name: 'Canteen', amount: '1500.00' }),
    ]);
    expect(slip.result.other_deductions).toBe('8200.00');
    expect(slip.result.net_pay).toBe('950.00');
  });

  it('does not deduct contributions a cut-off without pay cannot cover', () => {
    const absent = payslipInputsOf(
      {
        employeeNumber: 'E3',
        lastName: 'A',
        firstName: 'B',
        active: true,
        payBasis: 'Monthly',
        rate: 2_000_000,
      },
      Array.from({ length: 11 }, (_, i) =>
        day(`2026-11-${String(i + 2).padStart(2, '0')}`, { absentMinutes: 480, buckets: [] }),
      ),
      register,
      period,
    );
    const slip = memberPayslip(absent, [], tables);
    expect(slip.inputs.contribution_schedule).toBe('none_this_period');
    expect(slip.deferred[0]?.kind).toBe('contributions');
    expect(Number(slip.result.net_pay)).toBeGreaterThanOrEqual(0);
  });
});

describe('the difference between two sets of payslips', () => {
  it('lists only who changed, line by line, the largest change first', () => {
    const slip = (
      number: string,
      net: string,
      lines: [string, 'earnings' | 'deductions', string][],
    ) => ({
      employeeNumber: number,
      employeeName: number,
      netPay: net,
      lines: lines.map(([code, section, amount]) => ({
        code,
        label: code,
        section,
        amount,
        trace: [],
      })),
    });
    const diff = payslipDiff(
      [
        slip('A', '900.00', [
          ['basic_pay', 'earnings', '1000.00'],
          ['sss', 'deductions', '100.00'],
        ]),
        slip('B', '500.00', []),
      ],
      [
        slip('A', '950.00', [
          ['basic_pay', 'earnings', '1050.00'],
          ['sss', 'deductions', '100.00'],
        ]),
        slip('B', '500.00', []),
        slip('C', '10.00', []),
      ],
    );
    expect(diff.employees.map((e) => [e.employeeNumber, e.change, e.netChange])).toEqual([
      ['A', 'changed', '50.00'],
      ['C', 'added', '10.00'],
    ]);
    expect(diff.employees[0]?.lines).toEqual([
      {
        code: 'basic_pay',
        label: 'basic_pay',
        before: '1000.00',
        after: '1050.00',
        change: '50.00',
      },
    ]);
    expect([diff.netBefore, diff.netAfter]).toEqual(['1400.00', '1460.00']);
  });
});
