import { describe, expect, it } from 'vitest';
import type { NavGroup } from '../../../../src/shared/navigation';
import { pageName, pageTrail } from '../../../../src/client/app/layouts/page-trail';

const groups = [
  {
    id: 'home',
    label: 'Home',
    items: [{ label: 'Announcements', path: '/announcements' }],
  },
  {
    id: 'company',
    label: 'Company settings',
    items: [{ label: 'Holidays', path: '/company-settings/holidays/list' }],
  },
] as unknown as NavGroup[];

describe('the name of the page shown', () => {
  it('is the menu entry before its group, with the record action first', () => {
    expect(pageName(groups, '/company-settings/holidays/list')).toBe('Holidays · Company settings');
    expect(pageName(groups, '/company-settings/holidays/add')).toBe(
      'Add · Holidays · Company settings',
    );
    // The breadcrumb reads the other way, and both leave the Home group out.
    expect(pageTrail(groups, '/company-settings/holidays/add')).toEqual([
      'Company settings',
      'Holidays',
      'Add',
    ]);
    expect(pageName(groups, '/announcements')).toBe('Announcements');
  });

  it('is the dashboard at home, and the path for a page the menu lacks', () => {
    expect(pageName(groups, '/dashboard')).toBe('Dashboard');
    expect(pageName(groups, '/hcm/payslip/view/0b8e7a52-6b1c-4a8e-9a57-0d7f1c2e9b11')).toBe(
      'View · Payslip · Hcm',
    );
  });
});
