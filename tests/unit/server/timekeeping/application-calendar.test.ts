import { describe, expect, it } from 'vitest';
import {
  layApplications,
  workingDaysBetween,
  type ApprovedApplication,
} from '../../../../src/server/timekeeping/application-calendar';
import { computeDtr } from '../../../../src/server/timekeeping/dtr/compute-dtr';
import { at, calendar, span, worked } from './dtr-builders';

// 2025-06-02 is a Monday; 2025-06-07/08 the weekend; 2025-06-12 Independence Day.
const days = calendar('2025-05-26', '2025-06-16', {
  '2025-06-12': { holidays: ['regular'] },
});
const leave = (dateFrom: string, dateTo: string, dayPart = 'Whole day', chargeMinutes = 480) =>
  ({
    kind: 'leave',
    chargeMinutes,
    details: { leaveType: 'Vacation leave', dateFrom, dateTo, dayPart, reason: 'x' },
  }) as ApprovedApplication;

describe('approved applications on the DTR calendar', () => {
  it('counts a leave on working days only: not weekends, not non-working holidays', () => {
    expect(workingDaysBetween(days, '2025-06-06', '2025-06-13').map((d) => d.date)).toEqual([
      '2025-06-06',
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
      '2025-06-13',
    ]);
  });

  it('turns a whole-day leave into paid leave and no absence', () => {
    const laid = layApplications(days, [leave('2025-06-03', '2025-06-03')]);
    const [day] = computeDtr({
      from: '2025-06-03',
      to: '2025-06-03',
      days: laid.days,
      punches: [],
    });
    expect(day).toMatchObject({ paidLeaveMinutes: 480, absent: false, absentMinutes: 0 });
  });

  it('covers half the duty for a half day, and unpaid leave is unpaid', () => {
    const laid = layApplications(days, [
      leave('2025-06-04', '2025-06-04', 'First half'),
      leave('2025-06-05', '2025-06-05', 'Whole day', 0),
    ]);
    const monday = laid.days.find((d) => d.date === '2025-06-04');
    expect(monday?.leave).toEqual([{ interval: span('2025-06-04', '08:00', '12:30'), paid: true }]);
    const [, unpaid] = computeDtr({
      from: '2025-06-04',
      to: '2025-06-05',
      days: laid.days,
      punches: worked('2025-06-04', '12:30', '17:00'),
    });
    expect(unpaid).toMatchObject({ paidLeaveMinutes: 0, unpaidLeaveMinutes: 480 });
  });

  it('makes time corrections and manual attendance into punches, overnight included', () => {
    const laid = layApplications(days, [
      {
        kind: 'punch-alteration',
        chargeMinutes: 0,
        details: { date: '2025-06-03', direction: 'Out', time: '17:05', reason: 'x' },
      },
      {
        kind: 'mta',
        chargeMinutes: 0,
        details: { date: '2025-06-04', timeIn: '22:00', timeOut: '06:00', reason: 'x' },
      },
    ]);
    expect(laid.punches).toEqual([
      { at: at('2025-06-03 17:05'), direction: 'out' },
      { at: at('2025-06-04 22:00'), direction: 'in' },
      { at: at('2025-06-05 06:00'), direction: 'out' },
    ]);
  });

  it('adds official business and approved overtime windows, and CTO as paid leave', () => {
    const laid = layApplications(days, [
      {
        kind: 'official-business',
        chargeMinutes: 0,
        details: {
          dateFrom: '2025-06-09',
          dateTo: '2025-06-10',
          startTime: '08:00',
          endTime: '12:00',
          destination: 'BIR Makati',
          reason: 'x',
        },
      },
      {
        kind: 'overtime',
        chargeMinutes: 0,
        details: {
          overtimeType: 'Overtime',
          date: '2025-06-11',
          startTime: '17:00',
          endTime: '20:00',
          creditAsCto: false,
          reason: 'x',
        },
      },
      {
        kind: 'cto',
        chargeMinutes: 120,
        details: { date: '2025-06-13', minutes: 120, reason: 'x' },
      },
    ]);
    const byDate = new Map(laid.days.map((d) => [d.date, d]));
    expect(byDate.get('2025-06-10')?.officialBusiness).toEqual([
      span('2025-06-10', '08:00', '12:00'),
    ]);
    expect(byDate.get('2025-06-11')?.approvedOvertime).toEqual([
      span('2025-06-11', '17:00', '20:00'),
    ]);
    expect(byDate.get('2025-06-13')?.leave).toEqual([
      { interval: span('2025-06-13', '08:00', '10:00'), paid: true },
    ]);
    // The input calendar is not changed.
    expect(days.find((d) => d.date === '2025-06-10')?.officialBusiness).toEqual([]);
  });
});
