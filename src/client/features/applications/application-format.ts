import dayjs from 'dayjs';
import type { ApplicationSummary } from '../../../shared/api/applications';

/** A calendar date as people read it ("Nov 23, 2026"); dates carry no zone. */
export const formatDate = (date: string) => dayjs(date).format('MMM D, YYYY');

/** "Nov 23, 2026" or "Nov 23, 2026 – Nov 24, 2026". */
export function formatSpan({ dateFrom, dateTo }: Pick<ApplicationSummary, 'dateFrom' | 'dateTo'>) {
  return dateFrom === dateTo
    ? formatDate(dateFrom)
    : `${formatDate(dateFrom)} – ${formatDate(dateTo)}`;
}

/** Where an application is in its chain of approval levels: "1 of 2". */
export function levelText(item: Pick<ApplicationSummary, 'currentLevel' | 'levelCount'>): string {
  return `${Math.min(item.currentLevel, item.levelCount)} of ${item.levelCount}`;
}
