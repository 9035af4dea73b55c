import { describe, expect, it } from 'vitest';
import { computeDtr } from '../../../../src/server/timekeeping/dtr/compute-dtr';
import { UNAPPROVED_WORK_FLAG_MINUTES } from '../../../../src/server/timekeeping/dtr/compute-day';
import { calendar, duty, dtr, dtrOn, punchIn, punchOut, span, worked } from './dtr-builders';

// A plain week: Monday 7 to Sunday 13 July 2025, weekdays 08:00-17:00 with lunch 12:00-13:00.
const MON = '2025-07-07';
const TUE = '2025-07-08';
const SUN = '2025-07-13';
const ordinary = (minutes: number) => ({
  dayType: 'ordinary',
  overtime: false,
  night: false,
  minutes,
});

describe('computeDtr: time worked, missing and excused', () => {
  it('an ordinary day on time is 480 minutes of ordinary work and nothing else', () => {
    expect(dtrOn(MON, { punches: worked(MON, '08:00', '17:00') })).toEqual({
      date: MON,
      dayType: 'ordinary',
      scheduledMinutes: 480,
      workedMinutes: 480,
      lateMinutes: 0,
      undertimeMinutes: 0,
      absent: false,
      absentMinutes: 0,
      paidLeaveMinutes: 0,
      unpaidLeaveMinutes: 0,
      officialBusinessMinutes: 0,
      overtimeMinutes: 0,
      nightMinutes: 0,
      holidayPayDays: 0,
      buckets: [ordinary(480)],
      exceptions: [],
    });
  });

  it('coming in after the start is late; leaving early or a long lunch is undertime', () => {
    expect(dtrOn(MON, { punches: worked(MON, '08:20', '16:30') })).toMatchObject({
      workedMinutes: 430,
      lateMinutes: 20,
      undertimeMinutes: 30,
      buckets: [ordinary(430)],
    });
    const longLunch = [...worked(MON, '08:00', '12:00'), ...worked(MON, '13:30', '17:00')];
    expect(dtrOn(MON, { punches: longLunch })).toMatchObject({
      workedMinutes: 450,
      lateMinutes: 0,
      undertimeMinutes: 30,
    });
  });

  it('split breaks are never late or undertime', () => {
    const breaks: [string, string][] = [
      ['10:00', '10:15'],
      ['12:00', '12:30'],
      ['15:00', '15:15'],
    ];
    const edits = { [MON]: { duties: [duty(MON, '08:00', '17:00', ...breaks)] } };
    expect(dtrOn(MON, { edits, punches: worked(MON, '10:15', '15:00') })).toMatchObject({
      scheduledMinutes: 480,
      workedMinutes: 255,
      lateMinutes: 120,
      undertimeMinutes: 105,
    });
    const outForEachBreak = [
      ...worked(MON, '08:00', '10:00'),
      ...worked(MON, '10:15', '12:00'),
      ...worked(MON, '12:30', '15:00'),
      ...worked(MON, '15:15', '17:00'),
    ];
    expect(dtrOn(MON, { edits, punches: outForEachBreak })).toMatchObject({
      workedMinutes: 480,
      lateMinutes: 0,
      undertimeMinutes: 0,
    });
  });

  it('a missing out leaves the day unworked and says so', () => {
    const punches = [punchIn(`${MON} 08:00`), ...worked(TUE, '08:00', '17:00')];
    const [monday, tuesday] = dtr(MON, TUE, { punches });
    expect(monday).toMatchObject({ workedMinutes: 0, absent: true, exceptions: ['missing-out'] });
    expect(tuesday).toMatchObject({ workedMinutes: 480, exceptions: [] });
  });

  it('a missing in adds nothing and says so', () => {
    const punches = [punchIn(`${MON} 08:00`), punchOut(`${MON} 12:00`), punchOut(`${MON} 17:00`)];
    expect(dtrOn(MON, { punches })).toMatchObject({
      workedMinutes: 240,
      undertimeMinutes: 240,
      exceptions: ['missing-in'],
    });
  });

  it('a lone out just after an overnight duty is reported on the date the duty started', () => {
    const edits = { [MON]: { duties: [duty(MON, '22:00', '06:00')] } };
    const [monday, tuesday] = dtr(MON, TUE, { edits, punches: [punchOut(`${TUE} 06:05`)] });
    expect(monday?.exceptions).toEqual(['missing-in']);
    expect(tuesday?.exceptions).toEqual([]);
  });

  it('no punches on a working day is absent for the whole schedule', () => {
    expect(dtrOn(MON)).toMatchObject({
      absent: true,
      absentMinutes: 480,
      lateMinutes: 0,
      undertimeMinutes: 0,
      buckets: [],
    });
  });

  it('half a day of paid leave covers the morning without being work', () => {
    const edits = { [MON]: { leave: [{ interval: span(MON, '08:00', '12:00'), paid: true }] } };
    expect(dtrOn(MON, { edits, punches: worked(MON, '13:00', '17:00') })).toMatchObject({
      workedMinutes: 240,
      paidLeaveMinutes: 240,
      lateMinutes: 0,
      undertimeMinutes: 0,
      absent: false,
      buckets: [ordinary(240)],
    });
  });

  it('a whole day of unpaid leave is not absence, and its breaks are not leave', () => {
    const edits = { [MON]: { leave: [{ interval: span(MON, '08:00', '17:00'), paid: false }] } };
    expect(dtrOn(MON, { edits })).toMatchObject({
      unpaidLeaveMinutes: 480,
      paidLeaveMinutes: 0,
      absent: false,
      absentMinutes: 0,
      buckets: [],
    });
  });

  it('official business inside the duty is paid work time, counted once', () => {
    const morning = { [MON]: { officialBusiness: [span(MON, '08:00', '12:00')] } };
    expect(dtrOn(MON, { edits: morning, punches: worked(MON, '13:00', '17:00') })).toMatchObject({
      workedMinutes: 240,
      officialBusinessMinutes: 240,
      lateMinutes: 0,
      buckets: [ordinary(480)],
    });
    const allDay = { [MON]: { officialBusiness: [span(MON, '08:00', '17:00')] } };
    expect(dtrOn(MON, { edits: allDay, punches: worked(MON, '13:00', '17:00') })).toMatchObject({
      workedMinutes: 240,
      officialBusinessMinutes: 240,
      buckets: [ordinary(480)],
    });
  });

  it('only approved work outside the duty is overtime; the rest is unpaid and flagged', () => {
    const punches = worked(MON, '08:00', '19:00');
    const approved = { [MON]: { approvedOvertime: [span(MON, '17:00', '18:00')] } };
    expect(dtrOn(MON, { edits: approved, punches })).toMatchObject({
      workedMinutes: 480,
      overtimeMinutes: 60,
      buckets: [ordinary(480), { dayType: 'ordinary', overtime: true, night: false, minutes: 60 }],
      exceptions: ['unapproved-work'],
    });
    expect(dtrOn(MON, { punches })).toMatchObject({
      overtimeMinutes: 0,
      buckets: [ordinary(480)],
      exceptions: ['unapproved-work'],
    });
  });

  it('clocking in a little early and out a little late is unpaid but not an exception', () => {
    expect(UNAPPROVED_WORK_FLAG_MINUTES).toBe(30);
    expect(dtrOn(MON, { punches: worked(MON, '07:45', '17:14') })).toMatchObject({
      workedMinutes: 480,
      overtimeMinutes: 0,
      exceptions: [],
    });
    expect(dtrOn(MON, { punches: worked(MON, '07:45', '17:15') }).exceptions).toEqual([
      'unapproved-work',
    ]);
  });

  it('work with no duty or approval belongs to the date it starts on, unpaid', () => {
    expect(dtrOn(SUN, { punches: worked(SUN, '20:00', '23:00') })).toMatchObject({
      dayType: 'rest-day',
      workedMinutes: 0,
      absent: false,
      buckets: [],
      exceptions: ['unapproved-work'],
    });
  });

  it('night differential runs from 22:00 to 06:00, across midnight, on regular and OT minutes', () => {
    const edits = {
      [MON]: {
        duties: [duty(MON, '14:00', '23:00', ['18:00', '19:00'])],
        approvedOvertime: [span(MON, '23:00', '01:00')],
      },
    };
    const [monday, tuesday] = dtr(MON, TUE, { edits, punches: worked(MON, '14:00', '01:00') });
    expect(monday).toMatchObject({
      workedMinutes: 480,
      overtimeMinutes: 120,
      nightMinutes: 180,
      buckets: [
        ordinary(420),
        { dayType: 'ordinary', overtime: false, night: true, minutes: 60 },
        { dayType: 'ordinary', overtime: true, night: true, minutes: 120 },
      ],
      exceptions: [],
    });
    expect(tuesday).toMatchObject({ buckets: [], exceptions: [] });
  });

  it('an overnight duty belongs to the date it starts on, though most of it is on the next', () => {
    const edits = { [MON]: { duties: [duty(MON, '22:00', '06:00')] }, [TUE]: { duties: [] } };
    const [monday, tuesday] = dtr(MON, TUE, { edits, punches: worked(MON, '22:00', '06:00') });
    expect(monday).toMatchObject({ scheduledMinutes: 480, workedMinutes: 480, nightMinutes: 480 });
    expect(tuesday).toMatchObject({ workedMinutes: 0, buckets: [], exceptions: [] });
  });

  it('multiple shifts in one day: each has its own lateness, a missed one is absence', () => {
    const edits = { [MON]: { duties: [duty(MON, '08:00', '12:00'), duty(MON, '18:00', '22:00')] } };
    const bothLateForSecond = [...worked(MON, '08:00', '12:00'), ...worked(MON, '18:30', '22:00')];
    expect(dtrOn(MON, { edits, punches: bothLateForSecond })).toMatchObject({
      scheduledMinutes: 480,
      workedMinutes: 450,
      lateMinutes: 30,
      undertimeMinutes: 0,
      exceptions: [],
    });
    expect(dtrOn(MON, { edits, punches: worked(MON, '18:00', '22:00') })).toMatchObject({
      workedMinutes: 240,
      lateMinutes: 0,
      undertimeMinutes: 0,
      absent: false,
      absentMinutes: 240,
    });
  });

  it('refuses a calendar that does not cover the dates asked for', () => {
    const days = calendar(MON, TUE);
    expect(() => computeDtr({ from: MON, to: SUN, days, punches: [] })).toThrow('do not cover');
  });
});

describe('computeDtr: a record read before the day is over', () => {
  it('counts an open time in as work so far, not a missing time out', () => {
    expect(dtrOn(MON, { punches: [punchIn(`${MON} 08:00`)], asOf: `${MON} 10:30` })).toMatchObject({
      workedMinutes: 150,
      lateMinutes: 0,
      undertimeMinutes: 0,
      absent: false,
      exceptions: [],
    });
    expect(dtrOn(MON, { punches: [punchIn(`${MON} 08:00`)] }).exceptions).toEqual(['missing-out']);
  });

  it('owes nothing yet for duty time after the moment it is read', () => {
    expect(dtrOn(MON, { asOf: `${MON} 09:00` })).toMatchObject({
      lateMinutes: 60,
      absent: false,
      absentMinutes: 0,
    });
    expect(dtrOn(TUE, { asOf: `${MON} 09:00` })).toMatchObject({
      scheduledMinutes: 480,
      lateMinutes: 0,
      undertimeMinutes: 0,
      absent: false,
    });
    expect(dtrOn(MON, { asOf: `${TUE} 09:00` })).toMatchObject({
      absent: true,
      absentMinutes: 480,
    });
  });

  it('still ends an open time in after a day', () => {
    expect(
      dtrOn(MON, { punches: [punchIn(`${MON} 08:00`)], asOf: `${TUE} 08:01` }).exceptions,
    ).toEqual(['missing-out']);
  });
});
