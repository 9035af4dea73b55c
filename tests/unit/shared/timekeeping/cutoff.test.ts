import { describe, expect, it } from 'vitest';
import { cutoffOf, nextCutoff, previousCutoff } from '../../../../src/shared/timekeeping/cutoff';

describe('semi-monthly cut-offs', () => {
  it('splits a month at the 15th and ends on its last day', () => {
    expect(cutoffOf('2026-11-03')).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
      label: 'Nov 1–15, 2026',
    });
    expect(cutoffOf('2026-11-16')).toMatchObject({ from: '2026-11-16', to: '2026-11-30' });
    expect(cutoffOf('2028-02-20')).toMatchObject({ from: '2028-02-16', to: '2028-02-29' });
    expect(cutoffOf('2026-02-28')).toMatchObject({ from: '2026-02-16', to: '2026-02-28' });
  });

  it('steps forward across a month and a year', () => {
    expect(nextCutoff('2026-11-03')).toMatchObject({ from: '2026-11-16', to: '2026-11-30' });
    expect(nextCutoff('2026-12-20')).toMatchObject({ from: '2027-01-01', to: '2027-01-15' });
  });

  it('steps back across a month and a year', () => {
    expect(previousCutoff('2026-11-21')).toMatchObject({ from: '2026-11-01', to: '2026-11-15' });
    expect(previousCutoff('2026-01-10')).toMatchObject({ from: '2025-12-16', to: '2025-12-31' });
  });
});
