import type { AttendanceDashboard } from '../../../shared/api/attendance-dashboard';
import type { Figure } from './workforce-dashboard/figure-tiles';

/** Minutes as hours and minutes: 125 → "2h 05m". */
export const formatMinutes = (minutes: number) =>
  `${Math.floor(minutes / 60).toLocaleString('en')}h ${String(minutes % 60).padStart(2, '0')}m`;

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`;

/** The period's headline figures. */
export function attendanceFigures({ totals }: AttendanceDashboard): Figure[] {
  return [
    {
      label: 'Attendance',
      value: percent(totals.present, totals.scheduled),
      note: `${totals.present.toLocaleString('en')} of ${totals.scheduled.toLocaleString('en')} scheduled days`,
    },
    {
      label: 'Absences',
      value: totals.absent.toLocaleString('en'),
      note: `${percent(totals.absent, totals.scheduled)} of scheduled days`,
    },
    {
      label: 'Late arrivals',
      value: totals.late.toLocaleString('en'),
      note: `${formatMinutes(totals.lateMinutes)} in all`,
    },
    {
      label: 'Overtime',
      value: formatMinutes(totals.overtimeMinutes),
      note: `On ${totals.overtime.toLocaleString('en')} days`,
    },
    { label: 'On leave', value: totals.onLeave.toLocaleString('en'), note: 'Employee-days' },
  ];
}
