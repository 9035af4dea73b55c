import { describe, expect, it } from 'vitest';
import { demoDates } from '../../../../src/server/seed/seed-demo-applications';

describe('the demo applications’ dates', () => {
  it('file overtime on the last working day, past a weekend and a holiday', () => {
    // 1 December 2026 is a Tuesday; 30 November (Monday) is Bonifacio Day.
    const dates = demoDates('2026-12-01', new Set(['2026-11-30']));
    expect(dates.lastWorkday).toBe('2026-11-27');
    expect(demoDates('2026-12-01', new Set()).lastWorkday).toBe('2026-11-30');
  });

  it('file leave on next week’s working days, past a holiday but never into the week after', () => {
    expect(demoDates('2026-12-01', new Set()).nextWeek(1)).toBe('2026-12-07');
    // 8 December is the Immaculate Conception: Tuesday's leave moves to Wednesday, and so on.
    const dates = demoDates('2026-12-01', new Set(['2026-12-08']));
    expect([1, 2, 3, 4, 5].map(dates.nextWeek)).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-11',
    ]);
  });
});
