import { expect, test } from 'vitest';
import { backdatedLineName } from '../../../src/shared/api/payroll-backdated';

test('a backdated line names its period as short as a payslip line allows', () => {
  expect(backdatedLineName('2026-11-01', '2026-11-15')).toBe('Backdated Nov 1–15, 2026');
  expect(backdatedLineName('2026-10-28', '2026-11-03')).toBe('Backdated Oct 28–Nov 3, 2026');
  expect(backdatedLineName('2026-12-29', '2027-01-04')).toBe('Backdated Dec 29, 2026–Jan 4, 2027');
});
