import { describe, expect, it } from 'vitest';
import type { NavGroup } from '../../../../src/shared/navigation';
import { foundItems, menuItems } from '../../../../src/client/features/search/palette-items';

const GROUPS: NavGroup[] = [
  {
    id: 'applications',
    label: 'Applications',
    items: [
      { id: 'applications-leave', label: 'Leave', path: '/application/leave/list', roles: ['*'] },
      {
        id: 'applications-overtime',
        label: 'Overtime',
        path: '/application/overtime/list',
        roles: ['*'],
      },
    ],
  },
  {
    id: 'forms-company-settings',
    label: 'Company settings',
    items: [
      { id: 'holidays', label: 'Holidays', path: '/holidays', roles: ['*'] },
      { id: 'leave-templates', label: 'Leave templates', path: '/leave-templates', roles: ['*'] },
      { id: 'sick-leave', label: 'Paid sick leave policy', path: '/sick', roles: ['*'] },
    ],
  },
];

describe('command palette lines from the menu', () => {
  it('offers with nothing typed only the actions whose page the person may open', () => {
    const lines = menuItems(GROUPS, '  ');
    expect(lines.map((line) => line.label)).toEqual(['Apply for leave', 'Apply for overtime']);
    expect(lines.every((line) => line.section === 'Actions')).toBe(true);
    expect(lines.map((line) => line.label)).not.toContain('Compute a cut-off');
  });

  it('ranks a label starting with the word before one with a word starting so, before the word inside', () => {
    const pages = menuItems(GROUPS, 'leave').filter((line) => line.section === 'Pages');
    expect(pages.map((line) => line.label)).toEqual([
      'Leave',
      'Leave templates',
      'Paid sick leave policy',
    ]);
    expect(pages[0]).toMatchObject({ path: '/application/leave/list', detail: 'Applications' });
  });

  it('needs every word, in the label or its group', () => {
    expect(menuItems(GROUPS, 'company leave').map((line) => line.label)).toEqual([
      'Leave templates',
      'Paid sick leave policy',
    ]);
    expect(menuItems(GROUPS, 'payroll')).toEqual([]);
  });

  it('finds an action by its other words', () => {
    expect(menuItems(GROUPS, 'file').map((line) => line.label)).toEqual([
      'Apply for leave',
      'Apply for overtime',
    ]);
  });
});

describe('command palette lines from the server', () => {
  it('opens a person where the caller may, and a record on its page', () => {
    const lines = foundItems(
      {
        people: [
          {
            recordId: '00000000-0000-4000-8000-000000000001',
            employeeNumber: '2022-0003',
            name: 'Ana Cruz',
            position: 'Payroll Specialist',
          },
        ],
        records: [
          {
            id: '00000000-0000-4000-8000-000000000002',
            formId: 'ld-training',
            form: 'Training',
            label: 'TR-1, Safety',
            path: '/ld/training/view/2',
          },
        ],
      },
      (number) => `/people/${number}`,
    );
    expect(lines).toEqual([
      {
        value: 'person:2022-0003',
        section: 'People',
        label: 'Ana Cruz',
        detail: 'Payroll Specialist · 2022-0003',
        path: '/people/2022-0003',
      },
      {
        value: 'record:00000000-0000-4000-8000-000000000002',
        section: 'Records',
        label: 'TR-1, Safety',
        detail: 'Training',
        path: '/ld/training/view/2',
      },
    ]);
    expect(foundItems(undefined, String)).toEqual([]);
  });
});
