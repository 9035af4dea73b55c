import { describe, expect, it } from 'vitest';
import {
  intersect,
  normalize,
  overlapMinutes,
  subtract,
  totalMinutes,
} from '../../../../src/server/timekeeping/dtr/intervals';

const i = (start: number, end: number) => ({ start, end });

describe('interval lists', () => {
  it('normalise: sorted, overlapping and touching merged, empty dropped, input untouched', () => {
    const input = [i(50, 60), i(0, 10), i(10, 20), i(15, 30), i(40, 40)];
    expect(normalize(input)).toEqual([i(0, 30), i(50, 60)]);
    expect(input[1]).toEqual(i(0, 10));
  });

  it('intersect', () => {
    expect(intersect([i(0, 10), i(20, 30)], [i(5, 25)])).toEqual([i(5, 10), i(20, 25)]);
    expect(intersect([i(0, 10)], [i(10, 20)])).toEqual([]);
  });

  it('subtract', () => {
    expect(subtract([i(0, 100)], [i(10, 20), i(50, 60)])).toEqual([
      i(0, 10),
      i(20, 50),
      i(60, 100),
    ]);
    expect(subtract([i(0, 10), i(20, 30)], [i(5, 25)])).toEqual([i(0, 5), i(25, 30)]);
    expect(subtract([i(0, 10)], [i(-5, 15)])).toEqual([]);
  });

  it('count minutes', () => {
    expect(totalMinutes([i(0, 10), i(20, 25)])).toBe(15);
    expect(overlapMinutes(i(5, 22), [i(0, 10), i(20, 30)])).toBe(7);
  });
});
