import type { DtrDay as ApiDtrDay } from '../../../shared/api/timekeeping';

export type { DayType, PayBucket } from '../../../shared/api/timekeeping';

/** Integer minutes since 1970-01-01T00:00 in the organisation's local time (a fixed offset). */
export type LocalMinute = number;

/** A half-open span of local minutes, `[start, end)`. */
export interface Interval {
  start: LocalMinute;
  end: LocalMinute;
}

export type HolidayKind = 'regular' | 'special-non-working' | 'special-working';

/** A scheduled shift; it may end on the next date. Breaks are unpaid and lie inside the duty. */
export interface Duty extends Interval {
  breaks: Interval[];
  /** Minutes of unpaid break taken at any time in the duty, besides the fixed `breaks`. */
  floatingBreak?: number;
}

export interface CalendarDay {
  /** YYYY-MM-DD */
  date: string;
  restDay: boolean;
  /** Holidays on this date at the employee's site; two regular holidays make a double holiday. */
  holidays: HolidayKind[];
  /** Shifts that start on this date. */
  duties: Duty[];
  leave: { interval: Interval; paid: boolean }[];
  /** Approved official business: paid work time inside duties. */
  officialBusiness: Interval[];
  /** Approved windows for work outside duties, including a whole rest-day or holiday shift. */
  approvedOvertime: Interval[];
}

export interface Punch {
  at: LocalMinute;
  direction: 'in' | 'out';
}

export interface DtrInput {
  /** First date to return (YYYY-MM-DD). */
  from: string;
  /** Last date to return, inclusive. */
  to: string;
  /** Consecutive ascending dates covering at least from-7 .. to+1. */
  days: CalendarDay[];
  /** In any order. */
  punches: Punch[];
  /**
   * When the record is computed, if it may be before the end of the range: duty time from then
   * on is not yet due (no late, undertime or absence for it), and a time in still open then is
   * work in progress rather than a missing time out.
   */
  asOf?: LocalMinute;
}

/** In the order they are listed on a day. */
export const DTR_EXCEPTIONS = ['missing-in', 'missing-out', 'unapproved-work'] as const;

export type DtrException = (typeof DTR_EXCEPTIONS)[number];

/** A computed day as the API carries it, less the schedule text the caller adds. */
export type DtrDay = Omit<ApiDtrDay, 'schedule' | 'exceptions'> & { exceptions: DtrException[] };
