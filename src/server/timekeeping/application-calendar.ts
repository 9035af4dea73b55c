import type { FiledDetails } from '../../shared/api/application-details';
import { minutesOfClock, windowMinutes } from '../../shared/timekeeping/clock-window';
import type { CalendarDay, Duty, Interval, Punch } from './dtr/dtr-types';
import { startOfDate } from './dtr/local-time';

export type ApprovedApplication = FiledDetails & { chargeMinutes: number };

/** A day off the calendar already gives: no duty, a rest day, or a non-working holiday. */
const isWorkingDay = (day: CalendarDay) =>
  day.duties.length > 0 &&
  !day.restDay &&
  !day.holidays.some((kind) => kind === 'regular' || kind === 'special-non-working');

/** The working days of a calendar inside `[from, to]`: the days a leave takes. */
export const workingDaysBetween = (days: readonly CalendarDay[], from: string, to: string) =>
  days.filter((day) => day.date >= from && day.date <= to && isWorkingDay(day));

const clockWindow = (date: string, start: string, end: string): Interval => {
  const from = startOfDate(date) + minutesOfClock(start);
  return { start: from, end: from + windowMinutes(start, end) };
};

function halfOf(duty: Duty, part: 'Whole day' | 'First half' | 'Second half'): Interval {
  const middle = duty.start + Math.floor((duty.end - duty.start) / 2);
  if (part === 'First half') return { start: duty.start, end: middle };
  if (part === 'Second half') return { start: middle, end: duty.end };
  return { start: duty.start, end: duty.end };
}

/**
 * Lays approved applications onto the calendar the DTR rules read: leave and CTO as leave on
 * the duties they cover, official business and overtime as approved windows, and time
 * corrections and manual attendance as the punches they vouch for. A change of work schedule
 * is not here: it changes the duties themselves (schedule-calendar's overrides).
 */
export function layApplications(
  days: readonly CalendarDay[],
  approved: readonly ApprovedApplication[],
): { days: CalendarDay[]; punches: Punch[] } {
  const laid = days.map((day) => ({
    ...day,
    leave: [...day.leave],
    officialBusiness: [...day.officialBusiness],
    approvedOvertime: [...day.approvedOvertime],
  }));
  const byDate = new Map(laid.map((day) => [day.date, day]));
  const inRange = (from: string, to: string) =>
    laid.filter((day) => day.date >= from && day.date <= to);
  const punches: Punch[] = [];

  for (const application of approved) {
    switch (application.kind) {
      case 'leave': {
        const { dateFrom, dateTo, dayPart } = application.details;
        for (const day of workingDaysBetween(laid, dateFrom, dateTo))
          for (const duty of day.duties)
            day.leave.push({
              interval: halfOf(duty, dayPart),
              paid: application.chargeMinutes > 0,
            });
        break;
      }
      case 'cto': {
        const day = byDate.get(application.details.date);
        const duty = day?.duties[0];
        if (day && duty)
          day.leave.push({
            interval: {
              start: duty.start,
              end: Math.min(duty.end, duty.start + application.details.minutes),
            },
            paid: true,
          });
        break;
      }
      case 'official-business': {
        const { dateFrom, dateTo, startTime, endTime } = application.details;
        for (const day of inRange(dateFrom, dateTo))
          day.officialBusiness.push(clockWindow(day.date, startTime, endTime));
        break;
      }
      case 'overtime': {
        const { date, startTime, endTime } = application.details;
        byDate.get(date)?.approvedOvertime.push(clockWindow(date, startTime, endTime));
        break;
      }
      case 'punch-alteration': {
        const { date, time, direction } = application.details;
        punches.push({
          at: startOfDate(date) + minutesOfClock(time),
          direction: direction === 'In' ? 'in' : 'out',
        });
        break;
      }
      case 'mta': {
        const window = clockWindow(
          application.details.date,
          application.details.timeIn,
          application.details.timeOut,
        );
        punches.push({ at: window.start, direction: 'in' }, { at: window.end, direction: 'out' });
        break;
      }
      default:
        break;
    }
  }
  return { days: laid, punches };
}
