import type { DtrDay } from '../../shared/api/timekeeping';
import type { Tx } from '../db/tenant';

/** Replaces an employee's time records on `[from, to]` with freshly computed ones. */
export async function replaceDtrDays(
  tx: Tx,
  orgId: string,
  employeeNumber: string,
  from: string,
  to: string,
  days: DtrDay[],
): Promise<void> {
  await tx
    .deleteFrom('dtr_days')
    .where('employee_number', '=', employeeNumber)
    .where('work_date', '>=', from)
    .where('work_date', '<=', to)
    .execute();
  if (days.length === 0) return;
  await tx
    .insertInto('dtr_days')
    .values(
      days.map((day) => ({
        org_id: orgId,
        employee_number: employeeNumber,
        work_date: day.date,
        day_type: day.dayType,
        schedule: day.schedule,
        scheduled_minutes: day.scheduledMinutes,
        worked_minutes: day.workedMinutes,
        late_minutes: day.lateMinutes,
        undertime_minutes: day.undertimeMinutes,
        absent: day.absent,
        absent_minutes: day.absentMinutes,
        paid_leave_minutes: day.paidLeaveMinutes,
        unpaid_leave_minutes: day.unpaidLeaveMinutes,
        official_business_minutes: day.officialBusinessMinutes,
        overtime_minutes: day.overtimeMinutes,
        night_minutes: day.nightMinutes,
        holiday_pay_days: day.holidayPayDays,
        buckets: JSON.stringify(day.buckets),
        exceptions: day.exceptions,
      })),
    )
    .execute();
}
