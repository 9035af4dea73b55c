import { describe, expect, it } from 'vitest';
import {
  dateOf,
  dayIndexOfDate,
  fromLocalMinute,
  minuteOfDay,
  startOfDate,
  toLocalMinute,
} from '../../../../src/server/timekeeping/dtr/local-time';

const MANILA = 8 * 60;

describe('local time', () => {
  it('turns an instant into a Manila local minute and back', () => {
    const instant = new Date('2025-12-24T14:00:00Z');
    const local = toLocalMinute(instant, MANILA);
    expect(dateOf(local)).toBe('2025-12-24');
    expect(minuteOfDay(local)).toBe(22 * 60);
    expect(fromLocalMinute(local, MANILA)).toEqual(instant);
  });

  it('knows the date and minute of day of minutes before 1970', () => {
    expect(dateOf(-1)).toBe('1969-12-31');
    expect(minuteOfDay(-1)).toBe(1439);
    expect(startOfDate('1969-12-31')).toBe(-1440);
  });

  it('agrees with the Gregorian calendar, leap days included, from 1900 to 2100', () => {
    const wrong: string[] = [];
    for (let day = dayIndexOfDate('1900-01-01'); day <= dayIndexOfDate('2100-12-31'); day += 1) {
      const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (dateOf(day * 1440 + 720) !== date || startOfDate(date) !== day * 1440) wrong.push(date);
    }
    expect(wrong).toEqual([]);
    expect(dateOf(startOfDate('2024-02-28') + 1440)).toBe('2024-02-29');
    expect(dateOf(startOfDate('2100-02-28') + 1440)).toBe('2100-03-01');
  });

  it('refuses anything but YYYY-MM-DD', () => {
    expect(() => startOfDate('24/12/2025')).toThrow('not a YYYY-MM-DD date');
  });
});
