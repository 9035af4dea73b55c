import { cutoffOf } from '../../../shared/timekeeping/cutoff';
import type { approvedReviews } from './imported-records.repository';

type Review = Awaited<ReturnType<typeof approvedReviews>>[number];

/**
 * Why an employee's date is closed to imports, or null: an approved DTR review covers it (the
 * employee's time record of that cut-off was signed off, as applications are refused there).
 */
export function closedDate(
  reviews: readonly Review[],
  employeeNumber: string,
  date: string,
): string | null {
  const review = reviews.find(
    (one) => one.employeeNumber === employeeNumber && one.dateFrom <= date && date <= one.dateTo,
  );
  return review
    ? `The time record of ${cutoffOf(review.dateFrom).label} is approved: ${date} is closed to imports. Cancel the DTR review to reopen it.`
    : null;
}
