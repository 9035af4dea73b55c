import type { TimeCorrectionRequest } from '../../../shared/api/payroll-editable-dtr';
import type { Tx } from '../../db/tenant';
import type { TimeDay } from './payslip-inputs';

export interface TimeCorrection {
  date: string;
  lateMinutes: number | null;
  undertimeMinutes: number | null;
  absentMinutes: number | null;
  overtimeMinutes: number | null;
  reason: string;
  by: string;
  at: Date;
}

/**
 * The time record as payroll corrected it for the cut-off: each corrected figure replaces the
 * stored one; corrected overtime replaces the day's overtime (as day-time overtime of its day type).
 */
export function correctedDays<Day extends TimeDay>(
  days: readonly Day[],
  corrections: readonly TimeCorrection[],
): Day[] {
  const byDate = new Map(corrections.map((correction) => [correction.date, correction]));
  return days.map((day) => {
    const correction = byDate.get(day.date);
    if (!correction) return day;
    const overtime = correction.overtimeMinutes;
    return {
      ...day,
      lateMinutes: correction.lateMinutes ?? day.lateMinutes,
      undertimeMinutes: correction.undertimeMinutes ?? day.undertimeMinutes,
      absentMinutes: correction.absentMinutes ?? day.absentMinutes,
      buckets:
        overtime === null
          ? day.buckets
          : [
              ...day.buckets.filter((bucket) => !bucket.overtime),
              ...(overtime > 0
                ? [{ dayType: day.dayType, overtime: true, night: false, minutes: overtime }]
                : []),
            ],
    };
  });
}

/** Payroll's corrections of a cut-off, by employee. */
export async function timeCorrectionsOf(
  tx: Tx,
  orgId: string,
  cutoffId: string,
  employeeNumbers: readonly string[],
): Promise<Map<string, TimeCorrection[]>> {
  const rows = await tx
    .selectFrom('pay_time_corrections')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('cutoff_id', '=', cutoffId)
    .where('employee_number', 'in', employeeNumbers.length > 0 ? employeeNumbers : [''])
    .orderBy('work_date')
    .execute();
  const byEmployee = new Map<string, TimeCorrection[]>();
  for (const row of rows)
    byEmployee.set(row.employee_number, [
      ...(byEmployee.get(row.employee_number) ?? []),
      {
        date: row.work_date,
        lateMinutes: row.late_minutes,
        undertimeMinutes: row.undertime_minutes,
        absentMinutes: row.absent_minutes,
        overtimeMinutes: row.overtime_minutes,
        reason: row.reason,
        by: row.created_by,
        at: row.created_at,
      },
    ]);
  return byEmployee;
}

/** Records (or replaces) the correction of one day. */
export async function saveTimeCorrection(
  tx: Tx,
  orgId: string,
  cutoffId: string,
  employeeNumber: string,
  correction: TimeCorrectionRequest,
  by: string,
): Promise<void> {
  const values = {
    late_minutes: correction.lateMinutes ?? null,
    undertime_minutes: correction.undertimeMinutes ?? null,
    absent_minutes: correction.absentMinutes ?? null,
    overtime_minutes: correction.overtimeMinutes ?? null,
    reason: correction.reason,
    created_by: by,
  };
  await tx
    .insertInto('pay_time_corrections')
    .values({
      org_id: orgId,
      cutoff_id: cutoffId,
      employee_number: employeeNumber,
      work_date: correction.date,
      ...values,
    })
    .onConflict((oc) =>
      oc
        .columns(['org_id', 'cutoff_id', 'employee_number', 'work_date'])
        .doUpdateSet({ ...values, created_at: new Date() }),
    )
    .execute();
}
