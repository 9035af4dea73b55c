import { sql } from 'kysely';
import {
  ATTENDANCE_UNASSIGNED,
  type AttendanceDashboard,
  type AttendanceFigures,
  type AttendanceQuery,
} from '../../shared/api/attendance-dashboard';
import type { ReadDb } from '../db/org-reader';

interface FigureRow extends AttendanceFigures {
  /** Which grouping the row belongs to: the day, the department, the site, or the whole period. */
  dim: 'day' | 'department' | 'site' | 'total';
}

/**
 * Attendance from the computed time records (`dtr_days`) of a period, each day's employee
 * placed in the department and site their master record names now: one statement, grouped by
 * day, department, site and in all (grouping sets), so the figures always add up.
 */
export async function attendanceDashboard(
  db: ReadDb,
  orgId: string,
  { from, to, department, site }: AttendanceQuery,
): Promise<AttendanceDashboard> {
  const { rows } = await sql<FigureRow>`
    with days as materialized (
      select d.*, coalesce(nullif(btrim(e.data ->> 'department'), ''), ${ATTENDANCE_UNASSIGNED}) as department,
        coalesce(nullif(btrim(e.data -> 'site' ->> 'label'), ''), ${ATTENDANCE_UNASSIGNED}) as site
      from dtr_days d
      left join lateral (
        select r.data from records r
        where r.org_id = ${orgId} and r.form_id = 'ers-employee' and r.deleted_at is null
          and r.employee_number = d.employee_number
        limit 1
      ) e on true
      where d.org_id = ${orgId} and d.work_date between ${from}::date and ${to}::date
    ),
    picked as (
      select * from days
      where (${department ?? null}::text is null or department = ${department ?? null})
        and (${site ?? null}::text is null or site = ${site ?? null})
    )
    select
      case when grouping(work_date) = 0 then 'day' when grouping(department) = 0 then 'department'
        when grouping(site) = 0 then 'site' else 'total' end as dim,
      coalesce(to_char(work_date, 'YYYY-MM-DD'), department, site, '') as key,
      count(*) filter (where scheduled_minutes > 0)::int as scheduled,
      count(*) filter (where worked_minutes > 0)::int as present,
      count(*) filter (where absent)::int as absent,
      count(*) filter (where paid_leave_minutes + unpaid_leave_minutes > 0)::int as "onLeave",
      count(*) filter (where late_minutes > 0)::int as late,
      coalesce(sum(late_minutes), 0)::int as "lateMinutes",
      coalesce(sum(undertime_minutes), 0)::int as "undertimeMinutes",
      count(*) filter (where overtime_minutes > 0)::int as overtime,
      coalesce(sum(overtime_minutes), 0)::int as "overtimeMinutes"
    from picked
    group by grouping sets ((work_date), (department), (site), ())
    order by 1, 2
  `.execute(db);
  const { rows: choices } = await sql<{ department: string; site: string }>`
    select distinct coalesce(nullif(btrim(r.data ->> 'department'), ''), ${ATTENDANCE_UNASSIGNED}) as department,
      coalesce(nullif(btrim(r.data -> 'site' ->> 'label'), ''), ${ATTENDANCE_UNASSIGNED}) as site
    from records r
    where r.org_id = ${orgId} and r.form_id = 'ers-employee' and r.deleted_at is null
      and exists (select 1 from dtr_days d where d.org_id = ${orgId}
        and d.employee_number = r.employee_number and d.work_date between ${from}::date and ${to}::date)
  `.execute(db);
  const of = (dim: FigureRow['dim']) =>
    rows.filter((row) => row.dim === dim).map(({ dim: _, ...figures }) => figures);
  const empty: AttendanceFigures = {
    key: '',
    scheduled: 0,
    present: 0,
    absent: 0,
    onLeave: 0,
    late: 0,
    lateMinutes: 0,
    undertimeMinutes: 0,
    overtime: 0,
    overtimeMinutes: 0,
  };
  return {
    from,
    to,
    totals: of('total')[0] ?? empty,
    byDay: of('day'),
    byDepartment: of('department'),
    bySite: of('site'),
    departments: [...new Set(choices.map((choice) => choice.department))].sort(),
    sites: [...new Set(choices.map((choice) => choice.site))].sort(),
  };
}
