import { describe, expect, it } from 'vitest';
import { punchPairs } from '../../../../src/server/timekeeping/dtr/punch-pairs';
import { at, punchIn, punchOut } from './dtr-builders';

describe('punch pairs', () => {
  it('pairs each in with the out after it, in any input order', () => {
    const punches = [
      punchOut('2025-06-02 17:00'),
      punchIn('2025-06-02 13:00'),
      punchOut('2025-06-02 12:00'),
      punchIn('2025-06-02 08:00'),
    ];
    expect(punchPairs(punches)).toEqual({
      worked: [
        { start: at('2025-06-02 08:00'), end: at('2025-06-02 12:00') },
        { start: at('2025-06-02 13:00'), end: at('2025-06-02 17:00') },
      ],
      lone: [],
    });
  });

  it('an in followed by another in, or by nothing, is a missing out', () => {
    const punches = [punchIn('2025-06-02 08:00'), punchIn('2025-06-03 08:00')];
    expect(punchPairs(punches)).toEqual({
      worked: [],
      lone: [
        { at: at('2025-06-02 08:00'), exception: 'missing-out' },
        { at: at('2025-06-03 08:00'), exception: 'missing-out' },
      ],
    });
  });

  it('an out with no in before it is a missing in', () => {
    const punches = [
      punchIn('2025-06-02 08:00'),
      punchOut('2025-06-02 12:00'),
      punchOut('2025-06-02 17:00'),
    ];
    expect(punchPairs(punches).lone).toEqual([
      { at: at('2025-06-02 17:00'), exception: 'missing-in' },
    ]);
  });

  it('a pair longer than 24 hours is a missing out (and its out a missing in)', () => {
    const punches = [punchIn('2025-06-02 08:00'), punchOut('2025-06-03 08:01')];
    expect(punchPairs(punches)).toEqual({
      worked: [],
      lone: [
        { at: at('2025-06-02 08:00'), exception: 'missing-out' },
        { at: at('2025-06-03 08:01'), exception: 'missing-in' },
      ],
    });
    expect(punchPairs([punchIn('2025-06-02 08:00'), punchOut('2025-06-03 08:00')]).lone).toEqual(
      [],
    );
  });
});
