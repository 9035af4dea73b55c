import { describe, expect, test } from 'vitest';
import type { ChartPerson } from '../../../../src/shared/api/organization-chart';
import {
  LARGE_CHART,
  allManagers,
  buildOrgTree,
  expandPathTo,
  initiallyExpanded,
  managersAbove,
  reportsOf,
  searchPeople,
} from '../../../../src/client/features/people/org-chart/org-tree';

const person = (
  employeeNumber: string,
  name: string,
  managerNumber?: string,
  position?: string,
): ChartPerson => ({
  recordId: `00000000-0000-4000-8000-${employeeNumber.replace(/\D/g, '').padStart(12, '0')}`,
  employeeNumber,
  name,
  ...(managerNumber ? { managerNumber } : {}),
  ...(position ? { position } : {}),
});

// The demo organisation's lines, plus someone whose manager left (not on the chart).
const DEMO = [
  person('2022-0001', 'Maria Santos', undefined, 'HR Systems Administrator'),
  person('2022-0002', 'Jose Reyes', '2022-0001', 'HR Manager'),
  person('2022-0003', 'Ana Cruz', '2022-0002', 'Payroll Specialist'),
  person('2022-0004', 'Ramon Dela Cruz', '2022-0001', 'Operations Manager'),
  person('2022-0005', 'Carla Mendoza', '2022-0004', 'Customer Service Associate'),
  person('2022-0006', 'Paolo Garcia', '2022-0003', 'Junior Accountant'),
  person('2022-0007', 'Liza Villanueva', '2022-0003', 'Accountant'),
  person('2022-0099', 'Nora Reyes', '2022-0050', 'Team Lead'),
];

describe('building the organisation tree', () => {
  test('finds the tops of the lines, orphans included, and each manager’s reports by name', () => {
    const tree = buildOrgTree(DEMO);
    expect(tree.roots).toEqual(['2022-0001', '2022-0099']);
    expect(reportsOf(tree, '2022-0001')).toEqual(['2022-0002', '2022-0004']);
    expect(reportsOf(tree, '2022-0003')).toEqual(['2022-0007', '2022-0006']);
    expect(reportsOf(tree, '2022-0005')).toEqual([]);
    expect(reportsOf(tree, '2022-0003')).toHaveLength(2);
    expect([...allManagers(tree)].sort()).toEqual([
      '2022-0001',
      '2022-0002',
      '2022-0003',
      '2022-0004',
    ]);
  });

  test('opens with the largest line: people nobody reports to come after it', () => {
    const tree = buildOrgTree([
      person('E-1', 'Aaron Alone'),
      person('E-2', 'Bea Boss'),
      person('E-3', 'Cy Report', 'E-2'),
      person('E-4', 'Di Report', 'E-3'),
      person('E-5', 'Ed Lead'),
      person('E-6', 'Flo Report', 'E-5'),
    ]);
    expect(tree.roots).toEqual(['E-2', 'E-5', 'E-1']);
  });

  test('breaks a loop of reporting lines and a self-report, so everyone appears once', () => {
    const tree = buildOrgTree([
      person('A-1', 'Alpha', 'A-3'),
      person('A-2', 'Bravo', 'A-1'),
      person('A-3', 'Charlie', 'A-2'),
      person('A-4', 'Delta', 'A-4'),
      person('A-5', 'Echo', 'A-2'),
    ]);
    expect(tree.roots).toEqual(['A-1', 'A-4']);
    expect(reportsOf(tree, 'A-2')).toEqual(['A-3', 'A-5']);
    const seen: string[] = [];
    const walk = (number: string) => {
      seen.push(number);
      reportsOf(tree, number).forEach(walk);
    };
    tree.roots.forEach(walk);
    expect(seen.sort()).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'A-5']);
  });

  test('opens every line of a small chart, and the top two levels of a large one', () => {
    const small = buildOrgTree(DEMO);
    expect(initiallyExpanded(small)).toEqual(allManagers(small));

    // One top, 20 managers under it, each with 15 people, each of whom has one report.
    const large: ChartPerson[] = [person('T-0', 'Top')];
    for (let m = 1; m <= 20; m += 1) {
      large.push(person(`M-${m}`, `Manager ${m}`, 'T-0'));
      for (let s = 1; s <= 15; s += 1) {
        large.push(person(`S-${m}-${s}`, `Staff ${m}.${s}`, `M-${m}`));
        large.push(person(`J-${m}-${s}`, `Junior ${m}.${s}`, `S-${m}-${s}`));
      }
    }
    expect(large.length).toBeGreaterThan(LARGE_CHART);
    const tree = buildOrgTree(large);
    const expanded = initiallyExpanded(tree);
    expect(expanded.has('T-0')).toBe(true);
    expect(expanded.has('M-7')).toBe(true);
    expect(expanded.has('S-7-3')).toBe(false);
    expect(expanded.size).toBe(21);
  });
});

describe('searching the chart', () => {
  const tree = buildOrgTree(DEMO);

  test('matches names, numbers and positions in any case, exact numbers first', () => {
    expect(searchPeople(tree, 'reyes')).toEqual(['2022-0002', '2022-0099']);
    expect(searchPeople(tree, 'ACCOUNTANT')).toEqual(['2022-0006', '2022-0007']);
    expect(searchPeople(tree, '2022-0005')).toEqual(['2022-0005']);
    expect(searchPeople(tree, '  ')).toEqual([]);
    expect(searchPeople(tree, 'nobody')).toEqual([]);
  });

  test('opens every manager above a match, and leaves what is already open', () => {
    expect(managersAbove(tree, '2022-0006')).toEqual(['2022-0001', '2022-0002', '2022-0003']);
    const collapsed = new Set<string>();
    const opened = expandPathTo(tree, collapsed, '2022-0006');
    expect([...opened].sort()).toEqual(['2022-0001', '2022-0002', '2022-0003']);
    expect(collapsed.size).toBe(0);
    expect(expandPathTo(tree, opened, '2022-0007')).toBe(opened);
    expect(expandPathTo(tree, collapsed, '2022-0001')).toBe(collapsed);
  });
});
