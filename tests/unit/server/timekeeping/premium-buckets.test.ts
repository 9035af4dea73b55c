import { describe, expect, it } from 'vitest';
import { duty, dtr, dtrOn, span, worked } from './dtr-builders';

const bucket = (dayType: string, overtime: boolean, night: boolean, minutes: number) => ({
  dayType,
  overtime,
  night,
  minutes,
});

describe('computeDtr: what paid minutes are paid as', () => {
  it('a shift from 22:00 Dec 24 to 06:00 Christmas 2025 is paid by the date of each minute', () => {
    const edits = {
      '2025-12-24': {
        holidays: ['special-non-working' as const],
        duties: [duty('2025-12-24', '22:00', '06:00')],
      },
      '2025-12-25': { holidays: ['regular' as const], duties: [] },
    };
    const punches = worked('2025-12-24', '22:00', '06:00');
    const [eve, christmas] = dtr('2025-12-24', '2025-12-25', { edits, punches });
    expect(eve).toMatchObject({
      dayType: 'special',
      workedMinutes: 480,
      nightMinutes: 480,
      buckets: [bucket('special', false, true, 120), bucket('regular-holiday', false, true, 360)],
    });
    expect(christmas).toMatchObject({ dayType: 'regular-holiday', absent: false, buckets: [] });
  });

  it('the same shift from an ordinary day into a regular holiday: 2 h ordinary, 6 h holiday', () => {
    const edits = {
      '2025-06-11': { duties: [duty('2025-06-11', '22:00', '06:00')] },
      '2025-06-12': { holidays: ['regular' as const] },
    };
    const row = dtrOn('2025-06-11', { edits, punches: worked('2025-06-11', '22:00', '06:00') });
    expect(row.buckets).toEqual([
      bucket('ordinary', false, true, 120),
      bucket('regular-holiday', false, true, 360),
    ]);
  });

  it('on a rest day, the first 480 approved minutes carry the rest-day premium, the rest is OT', () => {
    const sat = '2025-07-12';
    const allDay = { [sat]: { approvedOvertime: [span(sat, '08:00', '19:00')] } };
    expect(dtrOn(sat, { edits: allDay, punches: worked(sat, '08:00', '19:00') })).toMatchObject({
      dayType: 'rest-day',
      scheduledMinutes: 0,
      workedMinutes: 0,
      overtimeMinutes: 180,
      absent: false,
      buckets: [bucket('rest-day', false, false, 480), bucket('rest-day', true, false, 180)],
      exceptions: [],
    });
    const intoTheNight = { [sat]: { approvedOvertime: [span(sat, '13:00', '01:00')] } };
    expect(
      dtrOn(sat, { edits: intoTheNight, punches: worked(sat, '13:00', '01:00') }),
    ).toMatchObject({
      overtimeMinutes: 240,
      nightMinutes: 180,
      buckets: [
        bucket('rest-day', false, false, 480),
        bucket('rest-day', true, false, 60),
        bucket('rest-day', true, true, 180),
      ],
    });
  });

  it('two regular holidays on one date are a double holiday: 2 days of holiday pay, or worked at that rate', () => {
    const wed = '2025-07-09';
    const edits = { [wed]: { holidays: ['regular' as const, 'regular' as const] } };
    const unworked = dtrOn(wed, { edits, punches: worked('2025-07-08', '08:00', '17:00') });
    expect(unworked).toMatchObject({ dayType: 'double-holiday', absent: false, holidayPayDays: 2 });
    const workedThere = dtrOn(wed, { edits, punches: worked(wed, '08:00', '17:00') });
    expect(workedThere).toMatchObject({
      holidayPayDays: 0,
      buckets: [bucket('double-holiday', false, false, 480)],
    });
  });

  it('a regular holiday and a special day on one date pay as the regular holiday', () => {
    const wed = '2025-07-09';
    const edits = { [wed]: { holidays: ['regular' as const, 'special-non-working' as const] } };
    expect(dtrOn(wed, { edits, punches: worked('2025-07-08', '08:00', '17:00') })).toMatchObject({
      dayType: 'regular-holiday',
      holidayPayDays: 1,
    });
  });

  it('a special working day (EDSA, 25 Feb 2025) is an ordinary day: absent if not worked', () => {
    const edsa = '2025-02-25';
    const edits = { [edsa]: { holidays: ['special-working' as const] } };
    expect(dtrOn(edsa, { edits })).toMatchObject({ dayType: 'ordinary', absent: true });
    expect(dtrOn(edsa, { edits, punches: worked(edsa, '08:00', '17:00') }).buckets).toEqual([
      bucket('ordinary', false, false, 480),
    ]);
  });

  it('an unworked duty on a special non-working day is neither absence nor paid', () => {
    const ninoyAquinoDay = '2025-08-21';
    const edits = { [ninoyAquinoDay]: { holidays: ['special-non-working' as const] } };
    expect(dtrOn(ninoyAquinoDay, { edits })).toMatchObject({
      dayType: 'special',
      absent: false,
      absentMinutes: 0,
      lateMinutes: 0,
      holidayPayDays: 0,
      buckets: [],
    });
  });
});
