import { describe, expect, it } from 'vitest';
import { accrualGrants, hiredBy } from '../../../../src/server/leave/accrual';
import type { LeaveTypeRule } from '../../../../src/server/leave/leave-types';

const STANDARD: LeaveTypeRule[] = [
  { name: 'Vacation leave', daysPerYear: 15, accrual: 'Monthly', paid: true },
  { name: 'Sick leave', daysPerYear: 15, accrual: 'Monthly', paid: true },
  { name: 'Leave without pay', daysPerYear: 0, accrual: 'Yearly', paid: false },
];
const SERVICE_INCENTIVE: LeaveTypeRule[] = [
  { name: 'Service incentive leave', daysPerYear: 5, accrual: 'Yearly', paid: true },
];

describe('accrualGrants: what a month of service earns', () => {
  it('grants a twelfth of the year each month, in minutes, for the month', () => {
    expect(accrualGrants(STANDARD, '2026-03', '2022-01-10')).toEqual([
      { leaveType: 'Vacation leave', minutes: 600, period: '2026-03' },
      { leaveType: 'Sick leave', minutes: 600, period: '2026-03' },
    ]);
  });

  it('keeps quarter days exact: 0.25 days a year is 10 minutes a month', () => {
    const rules: LeaveTypeRule[] = [
      { name: 'Birthday leave', daysPerYear: 0.25, accrual: 'Monthly', paid: true },
    ];
    expect(accrualGrants(rules, '2026-05', undefined)).toEqual([
      { leaveType: 'Birthday leave', minutes: 10, period: '2026-05' },
    ]);
  });

  it('grants a yearly type in full in January, for the year, and nothing in other months', () => {
    expect(accrualGrants(SERVICE_INCENTIVE, '2026-01', '2020-06-01')).toEqual([
      { leaveType: 'Service incentive leave', minutes: 2400, period: '2026' },
    ]);
    expect(accrualGrants(SERVICE_INCENTIVE, '2026-02', '2020-06-01')).toEqual([]);
  });

  it('grants nothing for unpaid types or types earning no days', () => {
    const rules: LeaveTypeRule[] = [
      { name: 'Leave without pay', daysPerYear: 0, accrual: 'Monthly', paid: false },
      { name: 'Special leave', daysPerYear: 0, accrual: 'Monthly', paid: true },
    ];
    expect(accrualGrants(rules, '2026-01', undefined)).toEqual([]);
  });

  it('grants nothing for a month that ended before the hire, and the full month of the hire', () => {
    expect(accrualGrants(STANDARD, '2026-03', '2026-04-01')).toEqual([]);
    expect(accrualGrants(STANDARD, '2026-04', '2026-04-30')).toHaveLength(2);
    expect(hiredBy('2026-03', '2026-03-31')).toBe(true);
    expect(hiredBy('2026-03', '2026-04-01')).toBe(false);
    expect(hiredBy('2026-03', undefined)).toBe(true);
  });
});
