import { describe, expect, it } from 'vitest';
import { duty, dtrOn, punchIn, punchOut, worked } from './dtr-builders';

// 2025-06-02 is a Monday. The shift is 09:00-18:00 with a one-hour break taken at any time.
const MON = '2025-06-02';
const flexible = { duties: [{ ...duty(MON, '09:00', '18:00'), floatingBreak: 60 }] };
const onFlexibleShift = (...punches: ReturnType<typeof worked>) =>
  dtrOn(MON, { edits: { [MON]: flexible }, punches });

describe('a break duration taken at any time', () => {
  it('schedules the shift less the break', () => {
    expect(onFlexibleShift(...worked(MON, '09:00', '18:00'))).toMatchObject({
      scheduledMinutes: 480,
      workedMinutes: 480,
      lateMinutes: 0,
      undertimeMinutes: 0,
    });
  });

  it('counts time away inside the shift as the break, whenever it was taken', () => {
    const row = onFlexibleShift(...worked(MON, '09:00', '14:30'), ...worked(MON, '15:30', '18:00'));
    expect(row).toMatchObject({ workedMinutes: 480, undertimeMinutes: 0 });
  });

  it('makes time away beyond the break undertime', () => {
    const row = onFlexibleShift(...worked(MON, '09:00', '12:00'), ...worked(MON, '13:30', '18:00'));
    expect(row).toMatchObject({ workedMinutes: 450, undertimeMinutes: 30, lateMinutes: 0 });
  });

  it('lets someone who worked through the break leave that much earlier, and no more', () => {
    expect(onFlexibleShift(...worked(MON, '09:00', '17:00'))).toMatchObject({
      workedMinutes: 480,
      undertimeMinutes: 0,
    });
    expect(onFlexibleShift(...worked(MON, '09:00', '16:30'))).toMatchObject({
      workedMinutes: 450,
      undertimeMinutes: 30,
    });
  });

  it('does not let the break excuse lateness, nor pay the break as overtime', () => {
    expect(onFlexibleShift(...worked(MON, '09:20', '18:00'))).toMatchObject({
      lateMinutes: 20,
      workedMinutes: 460,
      overtimeMinutes: 0,
      exceptions: [],
    });
  });

  it('is absence of the shift less the break when nothing is covered', () => {
    expect(onFlexibleShift()).toMatchObject({ absent: true, absentMinutes: 480 });
  });

  it('adds to fixed breaks rather than replacing them', () => {
    const both = {
      duties: [{ ...duty(MON, '08:00', '17:00', ['12:00', '13:00']), floatingBreak: 15 }],
    };
    const row = dtrOn(MON, {
      edits: { [MON]: both },
      punches: [punchIn(`${MON} 08:00`), punchOut(`${MON} 17:00`)],
    });
    expect(row).toMatchObject({ scheduledMinutes: 465, workedMinutes: 465 });
  });
});
