import { describe, expect, it } from 'vitest';
import type { ErsEmployeeData } from '../../../../src/shared/forms/record-types.generated';
import {
  termsBetween,
  valueInForce,
  type MovementStep,
} from '../../../../src/server/people/movements/values-in-force';

const master = (rate: number): ErsEmployeeData => ({
  employeeNumber: 'E-1',
  lastName: 'Cruz',
  firstName: 'Ana',
  active: true,
  payBasis: 'Monthly',
  rate,
});

const step = (
  effectiveDate: string,
  status: MovementStep['status'],
  rate: number,
  before?: number,
): MovementStep => ({
  effectiveDate,
  status,
  rate,
  ...(before === undefined ? {} : { before: { rate: before } }),
});

describe('values in force', () => {
  const rateOn = (employee: ErsEmployeeData, steps: MovementStep[], date: string) =>
    valueInForce(employee, steps, 'rate', date);

  it('keeps what an applied movement replaced before it, and the master after it', () => {
    // Applied: 30,000 → 35,000 on Mar 1; HR then edited the master to 36,000 directly.
    const steps = [step('2026-03-01', 'Applied', 3_500_000, 3_000_000)];
    expect(rateOn(master(3_600_000), steps, '2026-02-28')).toBe(3_000_000);
    expect(rateOn(master(3_600_000), steps, '2026-03-01')).toBe(3_600_000);
  });

  it('takes an approved movement from its date though the master has not changed yet', () => {
    const steps = [step('2026-12-01', 'Approved', 4_000_000)];
    expect(rateOn(master(3_000_000), steps, '2026-11-30')).toBe(3_000_000);
    expect(rateOn(master(3_000_000), steps, '2026-12-01')).toBe(4_000_000);
  });

  it('ignores movements that were not approved, and chains several in date order', () => {
    const steps = [
      step('2026-02-01', 'Applied', 3_000_000, 2_500_000),
      step('2026-03-01', 'Rejected', 9_900_000),
      step('2026-05-01', 'Applied', 3_500_000, 3_000_000),
      step('2026-09-01', 'Approved', 4_000_000),
    ];
    const current = master(3_500_000);
    expect(
      ['2026-01-15', '2026-02-01', '2026-03-15', '2026-05-01', '2026-09-01'].map((date) =>
        rateOn(current, steps, date),
      ),
    ).toEqual([2_500_000, 3_000_000, 3_000_000, 3_500_000, 4_000_000]);
  });

  it('cuts a period where a value changes, and nowhere else', () => {
    const steps = [step('2026-10-09', 'Applied', 3_915_000, 2_610_000)];
    expect(termsBetween(master(3_915_000), steps, ['rate'], '2026-10-01', '2026-10-15')).toEqual([
      { from: '2026-10-01', to: '2026-10-08', values: { rate: 2_610_000 } },
      { from: '2026-10-09', to: '2026-10-15', values: { rate: 3_915_000 } },
    ]);
    expect(termsBetween(master(3_915_000), steps, ['rate'], '2026-10-16', '2026-10-31')).toEqual([
      { from: '2026-10-16', to: '2026-10-31', values: { rate: 3_915_000 } },
    ]);
    // A movement that changed other fields only does not cut the pay terms.
    const transfer: MovementStep = {
      effectiveDate: '2026-10-05',
      status: 'Applied',
      department: 'Finance',
      before: {},
    };
    expect(termsBetween(master(1), [transfer], ['rate'], '2026-10-01', '2026-10-15')).toHaveLength(
      1,
    );
  });
});
