import type { FiledDetails } from '../api/application-details';
import { cutoffOf } from '../timekeeping/cutoff';
import { APPLICATION_KINDS } from './application-kinds';

/** The dates an application covers; an overnight window still belongs to its start date. */
export function spanOf({ kind, details }: FiledDetails): { dateFrom: string; dateTo: string } {
  switch (kind) {
    case 'leave':
    case 'official-business':
    case 'change-work-schedule':
      return { dateFrom: details.dateFrom, dateTo: details.dateTo };
    case 'dtr':
      return { dateFrom: details.cutoffFrom, dateTo: details.cutoffTo };
    case 'movement':
      return { dateFrom: details.effectiveDate, dateTo: details.effectiveDate };
    case 'loan':
      return { dateFrom: details.startDate, dateTo: details.startDate };
    case 'records':
      return { dateFrom: details.filedOn, dateTo: details.filedOn };
    default:
      return { dateFrom: details.date, dateTo: details.date };
  }
}

const range = (from: string, to: string) => (from === to ? from : `${from} to ${to}`);

/** One line naming what was asked, as lists and e-mails show it. */
export function summarize(filed: FiledDetails): string {
  const { kind, details } = filed;
  switch (kind) {
    case 'leave': {
      const part = details.dayPart === 'Whole day' ? '' : ` (${details.dayPart.toLowerCase()})`;
      return `${details.leaveType}, ${range(details.dateFrom, details.dateTo)}${part}`;
    }
    case 'overtime':
      return `${details.overtimeType}, ${details.date} ${details.startTime}–${details.endTime}${details.creditAsCto ? ', as time off' : ''}`;
    case 'official-business':
      return `${details.destination}, ${range(details.dateFrom, details.dateTo)} ${details.startTime}–${details.endTime}`;
    case 'punch-alteration':
      return `Time ${details.direction.toLowerCase()} at ${details.time} on ${details.date}`;
    case 'change-work-schedule':
      return `${details.scheduleTemplate.label}, ${range(details.dateFrom, details.dateTo)}`;
    case 'cto':
      return `${details.minutes / 60} h off on ${details.date}`;
    case 'mta':
      return `${details.timeIn}–${details.timeOut} on ${details.date}`;
    case 'dtr':
      return `Time record of ${cutoffOf(details.cutoffFrom).label}`;
    case 'movement':
      return `${details.movementType} from ${details.effectiveDate}: ${details.changes}`;
    case 'loan':
      return `${details.loanType} of ${details.principal}, ${details.amortization} a cut-off from ${details.startDate}`;
    case 'records':
      return `${details.form} ${details.record}: ${details.action}`;
    default:
      return APPLICATION_KINDS[(filed as FiledDetails).kind].label;
  }
}
