import { MINUTES_PER_LEAVE_DAY } from '../../shared/api/leave-credits';
import type { LeaveTypeRule } from './leave-types';

export interface AccrualGrant {
  leaveType: string;
  minutes: number;
  /** `YYYY-MM` for a monthly grant, `YYYY` for a yearly one: an accrual is granted once per period. */
  period: string;
}

/** Whether the employee was hired by the end of `month` (no hire date on file counts as hired). */
export const hiredBy = (month: string, hireDate: string | undefined) =>
  !hireDate || hireDate.slice(0, 7) <= month;

/**
 * What one month's accrual grants an employee under their template's leave types: a twelfth of
 * the year's days each month (monthly), or the whole year's days in January (yearly). Unpaid
 * types and types earning no days grant nothing, nor does a month that ended before the hire.
 */
export function accrualGrants(
  leaveTypes: LeaveTypeRule[],
  month: string,
  hireDate: string | undefined,
): AccrualGrant[] {
  if (!hiredBy(month, hireDate)) return [];
  const january = month.endsWith('-01');
  return leaveTypes.flatMap((rule): AccrualGrant[] => {
    if (!rule.paid || rule.daysPerYear <= 0) return [];
    const yearly = rule.daysPerYear * MINUTES_PER_LEAVE_DAY;
    if (rule.accrual === 'Monthly')
      return [{ leaveType: rule.name, minutes: Math.round(yearly / 12), period: month }];
    return january
      ? [{ leaveType: rule.name, minutes: Math.round(yearly), period: month.slice(0, 4) }]
      : [];
  });
}
