import { describe, expect, it } from 'vitest';
import type { NavGroup } from '../../../../src/shared/navigation';
import { navMatch, recordAction } from '../../../../src/client/app/layouts/nav-match';

const groups = [
  {
    id: 'accounting',
    label: 'Accounting',
    items: [
      { label: 'Disbursement vouchers', path: '/accounting-system/disbursement-voucher/list' },
      {
        label: 'Disbursement voucher types',
        path: '/accounting-system/disbursement-voucher-type/list',
      },
    ],
  },
  {
    id: 'payroll',
    label: 'Payroll',
    items: [
      {
        label: 'Loans',
        path: '/payroll/loan-management/payroll-loan',
        pages: {
          list: '/payroll/loan-management/:formId',
          view: '/payroll/view-loan-management/:formId/:recordId',
        },
      },
    ],
  },
] as unknown as NavGroup[];

describe('the menu entry of a page', () => {
  it('owns the add, edit and view pages below its record list', () => {
    const view = '/accounting-system/disbursement-voucher/view/accounting-disbursement-voucher/1';
    const match = navMatch(groups, view);
    expect(match?.item.label).toBe('Disbursement vouchers');
    expect(match && recordAction(match.item, view)).toBe('View');
    const list = '/accounting-system/disbursement-voucher/list';
    expect(recordAction(navMatch(groups, list)!.item, list)).toBeNull();
  });

  it('does not claim a sibling whose path merely starts the same', () => {
    const other = '/accounting-system/disbursement-voucher-type/add/x';
    expect(navMatch(groups, other)?.item.label).toBe('Disbursement voucher types');
  });

  it('owns the pages a record module declares, wherever they are', () => {
    const view = '/payroll/view-loan-management/payroll-loan/1';
    const match = navMatch(groups, view);
    expect(match?.item.label).toBe('Loans');
    expect(match && recordAction(match.item, view)).toBe('View');
    expect(navMatch(groups, '/payroll/edit-loan-management/payroll-loan/1')).toBeNull();
  });
});
