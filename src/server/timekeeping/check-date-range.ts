import { fieldError } from '../http/app-error';
import { dateAfter } from './schedule-calendar';

/** The longest range one call computes or lists: a month and its neighbours' cut-offs. */
const MAX_RANGE_DAYS = 62;

/** Refuses a range that ends before it starts or spans more than `maxDays` (422 at /to). */
export function checkDateRange(from: string, to: string, maxDays = MAX_RANGE_DAYS): void {
  if (to < from) throw fieldError('/to', 'The end date must be on or after the start date.');
  if (dateAfter(from, maxDays - 1) < to)
    throw fieldError('/to', `A range may span at most ${maxDays} days.`);
}
