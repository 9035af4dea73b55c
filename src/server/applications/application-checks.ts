import type { FiledDetails } from '../../shared/api/application-details';
import type { FieldError } from '../../shared/api/errors';
import {
  APPLICATION_KINDS,
  type ApplicationKind,
} from '../../shared/applications/application-kinds';
import { spanOf } from '../../shared/applications/application-summary';
import type { OrgFlags } from '../../shared/org-flags';
import { minutesOfClock, windowMinutes } from '../../shared/timekeeping/clock-window';
import { cutoffOf, previousCutoff } from '../../shared/timekeeping/cutoff';
import type { LiveApplication } from '../approvals/application-row';
import { dateAfter } from '../timekeeping/schedule-calendar';

export interface CheckContext {
  /** Today in the organisation's time zone. */
  today: string;
  flags: OrgFlags;
  /** The employee's live applications whose dates touch this one's. */
  live: readonly LiveApplication[];
}

const MAX_SPAN_DAYS = 62;
const MAX_DAYS_AHEAD = 366;
const MAX_WINDOW_MINUTES = 16 * 60;

/** Kinds that say what a whole day was: two of them cannot cover the same date. */
const DAY_STATUS_KINDS: readonly ApplicationKind[] = ['leave', 'cto', 'official-business', 'mta'];

const overlapsWindow = (a: { date: string; startTime: string; endTime: string }, b: typeof a) => {
  if (a.date !== b.date) return false;
  const aStart = minutesOfClock(a.startTime);
  const bStart = minutesOfClock(b.startTime);
  return (
    aStart < bStart + windowMinutes(b.startTime, b.endTime) &&
    bStart < aStart + windowMinutes(a.startTime, a.endTime)
  );
};

function conflicts(filed: FiledDetails, other: LiveApplication): boolean {
  const span = spanOf(filed);
  if (span.dateFrom > other.dateTo || other.dateFrom > span.dateTo) return false;
  if (DAY_STATUS_KINDS.includes(filed.kind) && DAY_STATUS_KINDS.includes(other.kind)) return true;
  if (filed.kind !== other.kind) return false;
  switch (filed.kind) {
    case 'overtime':
      return overlapsWindow(filed.details, other.details as typeof filed.details);
    case 'punch-alteration':
      return filed.details.direction === (other.details as typeof filed.details).direction;
    default:
      return true;
  }
}

const dateField = (filed: FiledDetails) =>
  'dateFrom' in filed.details
    ? '/details/dateFrom'
    : 'cutoffFrom' in filed.details
      ? '/details/cutoffFrom'
      : '/details/date';

/**
 * The rules an application must meet before it is filed, other than credits (which need the
 * ledger): dates in order and within an open cut-off, sensible time windows, no clash with the
 * employee's live applications, and the organisation's attachment rule.
 */
export function checkApplication(filed: FiledDetails, ctx: CheckContext): FieldError[] {
  const errors: FieldError[] = [];
  const add = (path: string, message: string) => errors.push({ path, message });
  const { dateFrom, dateTo } = spanOf(filed);
  const { kind, details } = filed;

  if (dateTo < dateFrom) add('/details/dateTo', 'To must be on or after From.');
  else if (dateAfter(dateFrom, MAX_SPAN_DAYS - 1) < dateTo)
    add('/details/dateTo', `An application may span at most ${MAX_SPAN_DAYS} days.`);

  const openFrom = previousCutoff(ctx.today).from;
  if (dateFrom < openFrom)
    add(
      dateField(filed),
      `Dates before ${openFrom} are in a closed cut-off; ask HR to adjust them.`,
    );
  if (dateTo > dateAfter(ctx.today, MAX_DAYS_AHEAD))
    add(dateField(filed), 'An application may be filed at most a year ahead.');
  if ((kind === 'punch-alteration' || kind === 'mta') && dateFrom > ctx.today)
    add('/details/date', 'Attendance can be corrected only for today or earlier.');

  switch (kind) {
    case 'leave':
      if (details.dayPart !== 'Whole day' && details.dateFrom !== details.dateTo)
        add('/details/dayPart', 'A half day is for a one-day leave only.');
      break;
    case 'overtime':
    case 'official-business':
      if (details.startTime === details.endTime)
        add('/details/endTime', 'End must differ from Start.');
      else if (
        kind === 'overtime' &&
        windowMinutes(details.startTime, details.endTime) > MAX_WINDOW_MINUTES
      )
        add('/details/endTime', 'Overtime may last at most 16 hours.');
      break;
    case 'mta':
      if (details.timeIn === details.timeOut)
        add('/details/timeOut', 'Time out must differ from Time in.');
      break;
    case 'dtr': {
      const cutoff = cutoffOf(details.cutoffFrom);
      if (details.cutoffFrom !== cutoff.from || details.cutoffTo !== cutoff.to)
        add(
          '/details/cutoffTo',
          `A DTR review covers one whole cut-off, e.g. ${cutoff.from} to ${cutoff.to}.`,
        );
      else if (details.cutoffTo >= ctx.today)
        add('/details/cutoffTo', 'The cut-off has not ended yet.');
      break;
    }
    case 'punch-alteration':
      if (ctx.flags.punchAlteration.requiredAttachment && !details.attachments?.length)
        add(
          '/details/attachments',
          'Attach a supporting document: time corrections need one here.',
        );
      break;
  }

  const closed = ctx.live.find(
    (other) =>
      other.kind === 'dtr' &&
      other.status === 'Approved' &&
      other.dateFrom <= dateTo &&
      dateFrom <= other.dateTo,
  );
  if (kind !== 'dtr' && closed)
    add(
      dateField(filed),
      `The time record of ${cutoffOf(closed.dateFrom).label} is approved; ask HR to reopen it.`,
    );
  const clash = ctx.live.find((other) => conflicts(filed, other));
  if (clash)
    add(
      dateField(filed),
      `This overlaps your ${clash.status.toLowerCase()} ${APPLICATION_KINDS[clash.kind].label.toLowerCase()} application of ${
        clash.dateFrom === clash.dateTo ? clash.dateFrom : `${clash.dateFrom} to ${clash.dateTo}`
      }.`,
    );
  return errors;
}
