import { describe, expect, it } from 'vitest';
import { balanceRows } from '../../../../src/server/leave/balance-rows';
import type { LeaveTypeRule } from '../../../../src/server/leave/leave-types';

const TEMPLATE: LeaveTypeRule[] = [
  { name: 'Vacation leave', daysPerYear: 15, accrual: 'Monthly', paid: true },
  { name: 'Leave without pay', daysPerYear: 0, accrual: 'Yearly', paid: false },
];

describe('balanceRows', () => {
  it('lists every template type, 0 when nothing was granted, then the ledger’s other types', () => {
    const rows = balanceRows(
      TEMPLATE,
      new Map([
        ['Vacation leave', 4800],
        ['Compensatory time off', 240],
        ['Birthday leave', 480],
      ]),
      new Map([['Vacation leave', 960]]),
    );
    expect(rows).toEqual([
      { leaveType: 'Vacation leave', paid: true, balanceMinutes: 4800, pendingMinutes: 960 },
      { leaveType: 'Leave without pay', paid: false, balanceMinutes: 0, pendingMinutes: 0 },
      { leaveType: 'Birthday leave', paid: true, balanceMinutes: 480, pendingMinutes: 0 },
      { leaveType: 'Compensatory time off', paid: true, balanceMinutes: 240, pendingMinutes: 0 },
    ]);
  });

  it('shows a type only pending applications name', () => {
    expect(balanceRows([], new Map(), new Map([['Sick leave', 480]]))).toEqual([
      { leaveType: 'Sick leave', paid: true, balanceMinutes: 0, pendingMinutes: 480 },
    ]);
  });
});
