import { describe, expect, it } from 'vitest';
import { dayType } from '../../../../src/server/timekeeping/dtr/day-type';
import type { HolidayKind } from '../../../../src/server/timekeeping/dtr/dtr-types';

describe('day type (ph-payroll.md §5.1)', () => {
  it.each<[HolidayKind[], string, string]>([
    [[], 'ordinary', 'rest-day'],
    [['special-working'], 'ordinary', 'rest-day'],
    [['special-non-working'], 'special', 'special-rest-day'],
    [['regular'], 'regular-holiday', 'regular-holiday-rest-day'],
    [['regular', 'special-non-working'], 'regular-holiday', 'regular-holiday-rest-day'],
    [['regular', 'regular'], 'double-holiday', 'double-holiday-rest-day'],
  ])('%j is %s, or %s on a rest day', (holidays, working, rest) => {
    expect(dayType({ restDay: false, holidays })).toBe(working);
    expect(dayType({ restDay: true, holidays })).toBe(rest);
  });
});
