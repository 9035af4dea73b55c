import { dayType, isHolidayOff } from './day-type';
import { DTR_EXCEPTIONS } from './dtr-types';
import type {
  CalendarDay,
  DayType,
  DtrDay,
  DtrException,
  Interval,
  LocalMinute,
} from './dtr-types';
import { dutyShortfall } from './duty-shortfall';
import { placeFloatingBreak } from './floating-break';
import { intersect, normalize, subtract, totalMinutes } from './intervals';
import { payBuckets } from './pay-buckets';
import type { PaidSpan } from './pay-buckets';

/** A DTR row before holiday pay, which depends on the days before it. */
export type DayRow = Omit<DtrDay, 'holidayPayDays'>;

// On a date without duties, the first 8 hours of approved work carry the day's premium, not OT.
const REGULAR_MINUTES_WITHOUT_DUTY = 480;
// Unapproved work outside duties is never paid; it is flagged for review only from this much,
// so clocking in a few minutes early is not an exception on every day.
export const UNAPPROVED_WORK_FLAG_MINUTES = 30;

/**
 * One date's row from its calendar entry and the worked intervals attributed to it. Paid time is
 * work or official business inside duties (minus breaks), plus work inside approved overtime
 * windows outside duties; other work outside duties is unpaid and flagged.
 */
export function computeDay(
  day: CalendarDay,
  worked: readonly Interval[],
  punchExceptions: ReadonlySet<DtrException>,
  dayTypeOn: (dayIndex: number) => DayType,
  asOf?: LocalMinute,
): DayRow {
  const type = dayType(day);
  const work = normalize(worked);
  const present = normalize([
    ...work,
    ...day.officialBusiness,
    ...day.leave.map((leave) => leave.interval),
  ]);
  const shifts = day.duties.map((duty) => placeFloatingBreak(duty, present));
  const duties = normalize(shifts);
  const net = subtract(duties, normalize(shifts.flatMap((duty) => duty.breaks)));
  const workedInDuty = intersect(work, net);
  const businessInDuty = subtract(intersect(normalize(day.officialBusiness), net), workedInDuty);
  const outside = subtract(work, duties);
  const approved = normalize(day.approvedOvertime);
  const overtime = intersect(outside, approved);
  const spans =
    duties.length > 0
      ? [
          ...asSpans(normalize([...workedInDuty, ...businessInDuty]), false),
          ...asSpans(overtime, true),
        ]
      : splitAfterRegularLimit(overtime);
  const buckets = payBuckets(spans, dayTypeOn);

  // Duty time after `asOf` is not due yet: nothing of it is late, undertime or absent.
  const coverage =
    asOf === undefined
      ? present
      : normalize([...present, { start: asOf, end: Number.MAX_SAFE_INTEGER }]);
  const scheduledMinutes = totalMinutes(net);
  const off = isHolidayOff(type);
  const absent = !off && scheduledMinutes > 0 && intersect(net, coverage).length === 0;
  const shortfall = off ? { late: 0, undertime: 0, absent: 0 } : dutyShortfall(shifts, coverage);
  const exceptions = new Set(punchExceptions);
  if (totalMinutes(subtract(outside, approved)) >= UNAPPROVED_WORK_FLAG_MINUTES)
    exceptions.add('unapproved-work');

  return {
    date: day.date,
    dayType: type,
    scheduledMinutes,
    workedMinutes: totalMinutes(workedInDuty),
    lateMinutes: shortfall.late,
    undertimeMinutes: shortfall.undertime,
    absent,
    absentMinutes: absent ? scheduledMinutes : shortfall.absent,
    paidLeaveMinutes: leaveMinutes(day, net, true),
    unpaidLeaveMinutes: leaveMinutes(day, net, false),
    officialBusinessMinutes: totalMinutes(businessInDuty),
    overtimeMinutes: spans.reduce((sum, s) => sum + (s.overtime ? s.end - s.start : 0), 0),
    nightMinutes: buckets.reduce((sum, b) => sum + (b.night ? b.minutes : 0), 0),
    buckets,
    exceptions: DTR_EXCEPTIONS.filter((exception) => exceptions.has(exception)),
  };
}

function asSpans(intervals: readonly Interval[], overtime: boolean): PaidSpan[] {
  return intervals.map(({ start, end }) => ({ start, end, overtime }));
}

function splitAfterRegularLimit(intervals: readonly Interval[]): PaidSpan[] {
  const spans: PaidSpan[] = [];
  let left = REGULAR_MINUTES_WITHOUT_DUTY;
  for (const { start, end } of intervals) {
    const regularEnd = Math.min(end, start + left);
    if (regularEnd > start) spans.push({ start, end: regularEnd, overtime: false });
    if (end > regularEnd) spans.push({ start: regularEnd, end, overtime: true });
    left -= regularEnd - start;
  }
  return spans;
}

function leaveMinutes(day: CalendarDay, net: readonly Interval[], paid: boolean): number {
  const leave = day.leave.filter((entry) => entry.paid === paid).map((entry) => entry.interval);
  return totalMinutes(intersect(normalize(leave), net));
}
