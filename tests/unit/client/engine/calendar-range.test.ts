import { describe, expect, test } from 'vitest';
import {
  rangeFilter,
  recordsByDay,
  shiftMonth,
  visibleDays,
} from '../../../../src/client/engine/views/calendar/calendar-range';
import type { FieldKind } from '../../../../src/shared/forms/fields';
import { makeRecord } from './record-fixtures';

const kinds =
  (map: Record<string, FieldKind>) =>
  (name: string): FieldKind =>
    map[name] ?? 'date';

describe('the calendar’s visible range', () => {
  test('a month shows whole weeks from Sunday to Saturday', () => {
    const days = visibleDays('2026-11-25');
    expect(days[0]).toBe('2026-11-01'); // a Sunday
    expect(days.at(-1)).toBe('2026-12-05');
    expect(days).toHaveLength(35);
    const february = visibleDays('2026-02-10');
    expect([february[0], february.at(-1), february.length]).toEqual([
      '2026-02-01',
      '2026-02-28',
      28,
    ]);
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-15');
  });

  test('asks the list for the records on screen: by start, or overlapping a range', () => {
    const holiday = { start: 'date', title: ['name'] };
    expect(rangeFilter(holiday, kinds({}), '2026-11-01', '2026-12-05')).toEqual({
      date: { gte: '2026-11-01', lte: '2026-12-05' },
    });
    const training = { start: 'startDate', end: 'endDate', title: ['title'] };
    expect(rangeFilter(training, kinds({}), '2026-11-01', '2026-12-05')).toEqual({
      startDate: { lte: '2026-12-05' },
      endDate: { gte: '2026-11-01' },
    });
    // Instants are stored in UTC; the days on screen are Asia/Taipei's (UTC+8).
    const meeting = { start: 'at', title: ['title'] };
    expect(rangeFilter(meeting, kinds({ at: 'datetime' }), '2026-11-01', '2026-12-05')).toEqual({
      at: { gte: '2026-10-31T16:00:00.000Z', lte: '2026-12-05T15:59:59.999Z' },
    });
  });

  test('places a record on each day from its start to its end', () => {
    const training = { start: 'startDate', end: 'endDate', title: ['title'] };
    const days = visibleDays('2026-11-01');
    const course = makeRecord({ startDate: '2026-10-30', endDate: '2026-11-02' }, { id: 'a' });
    const talk = makeRecord({ startDate: '2026-11-03' }, { id: 'b' });
    const byDay = recordsByDay([course, talk], training, kinds({}), days);
    const ids = (day: string) => byDay.get(day)?.map((item) => item.id);
    expect(ids('2026-11-01')).toEqual(['a']);
    expect(ids('2026-11-02')).toEqual(['a']);
    expect(ids('2026-11-03')).toEqual(['b']);
    expect(ids('2026-11-04')).toEqual([]);
  });
});
