import { describe, expect, it } from 'vitest';
import { computeDtr } from '../../../../src/server/timekeeping/dtr/compute-dtr';
import type { HolidayKind, Punch } from '../../../../src/server/timekeeping/dtr/dtr-types';
import { calendar, dtr, dtrOn, span, worked } from './dtr-builders';
import type { DayEdit } from './dtr-builders';

const REGULAR: HolidayKind[] = ['regular'];
const INDEPENDENCE_DAY = '2025-06-12'; // Thursday
const wholeDay = (date: string, paid: boolean) => ({
  leave: [{ interval: span(date, '08:00', '17:00'), paid }],
});

describe('holiday pay for an unworked regular holiday (ph-payroll.md §5.3)', () => {
  const WEDNESDAY = '2025-06-11';
  const workedWednesday = worked(WEDNESDAY, '08:00', '17:00');
  const independenceDay = (scenario: { wednesday?: DayEdit; punches?: Punch[] }) =>
    dtrOn(INDEPENDENCE_DAY, {
      edits: { [WEDNESDAY]: scenario.wednesday ?? {}, [INDEPENDENCE_DAY]: { holidays: REGULAR } },
      punches: scenario.punches ?? [],
    });

  it('is paid after work on the working day before, and not after an absence', () => {
    expect(independenceDay({ punches: workedWednesday })).toMatchObject({
      holidayPayDays: 1,
      absent: false,
    });
    expect(independenceDay({})).toMatchObject({ holidayPayDays: 0, absent: false });
  });

  it('is paid after paid leave, not after unpaid leave', () => {
    expect(independenceDay({ wednesday: wholeDay(WEDNESDAY, true) }).holidayPayDays).toBe(1);
    expect(independenceDay({ wednesday: wholeDay(WEDNESDAY, false) }).holidayPayDays).toBe(0);
  });

  it('looks past the rest days before it to the last working day', () => {
    const heroesDay = '2025-08-25'; // Monday; Saturday and Sunday are rest days
    const edits = { [heroesDay]: { holidays: REGULAR } };
    const afterWork = dtrOn(heroesDay, { edits, punches: worked('2025-08-22', '08:00', '17:00') });
    expect(afterWork.holidayPayDays).toBe(1);
    expect(dtrOn(heroesDay, { edits }).holidayPayDays).toBe(0);
  });

  it('looks past special non-working days, and successive holidays follow the first', () => {
    const edits = {
      '2025-12-30': { holidays: REGULAR },
      '2025-12-31': { holidays: ['special-non-working' as const] },
      '2026-01-01': { holidays: REGULAR },
    };
    const afterWork = dtr('2025-12-30', '2026-01-01', {
      edits,
      punches: worked('2025-12-29', '08:00', '17:00'),
    });
    expect(afterWork.map((row) => row.holidayPayDays)).toEqual([1, 0, 1]);
    const afterAbsence = dtr('2025-12-30', '2026-01-01', { edits });
    expect(afterAbsence.map((row) => row.holidayPayDays)).toEqual([0, 0, 0]);
  });

  describe('Maundy Thursday and Good Friday 2025', () => {
    const edits = { '2025-04-17': { holidays: REGULAR }, '2025-04-18': { holidays: REGULAR } };
    const holyWeek = (punches = worked('2025-04-16', '08:00', '17:00'), days = edits) =>
      dtr('2025-04-17', '2025-04-18', { edits: days, punches }).map((row) => row.holidayPayDays);

    it('both are paid after work on Wednesday the 16th', () => {
      expect(holyWeek()).toEqual([1, 1]);
    });

    it('neither is paid after an absence on the 16th', () => {
      expect(holyWeek([])).toEqual([0, 0]);
    });

    it('after an absence on the 16th, working on the 17th earns the 18th', () => {
      const [thursday] = dtr('2025-04-17', '2025-04-17', {
        edits,
        punches: worked('2025-04-17', '08:00', '17:00'),
      });
      expect(thursday?.buckets).toEqual([
        { dayType: 'regular-holiday', overtime: false, night: false, minutes: 480 },
      ]);
      expect(holyWeek(worked('2025-04-17', '08:00', '17:00'))).toEqual([0, 1]);
    });

    it('the same when the holidays have no duties and the 17th was approved overtime', () => {
      const offDays = {
        '2025-04-17': {
          holidays: REGULAR,
          duties: [],
          approvedOvertime: [span('2025-04-17', '08:00', '12:00')],
        },
        '2025-04-18': { holidays: REGULAR, duties: [] },
      };
      expect(holyWeek(worked('2025-04-17', '08:00', '12:00'), offDays)).toEqual([0, 1]);
      expect(holyWeek([], offDays)).toEqual([0, 0]);
    });
  });

  it('a double holiday is not paid after an absence', () => {
    const edits = { [INDEPENDENCE_DAY]: { holidays: ['regular', 'regular'] as HolidayKind[] } };
    expect(dtrOn(INDEPENDENCE_DAY, { edits }).holidayPayDays).toBe(0);
  });

  it('is paid when nothing is known before it', () => {
    const days = calendar(INDEPENDENCE_DAY, '2025-06-13', {
      [INDEPENDENCE_DAY]: { holidays: REGULAR },
    });
    const [row] = computeDtr({ from: INDEPENDENCE_DAY, to: INDEPENDENCE_DAY, days, punches: [] });
    expect(row?.holidayPayDays).toBe(1);
  });
});
