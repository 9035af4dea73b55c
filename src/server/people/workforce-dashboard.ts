import { sql } from 'kysely';
import {
  AGE_BANDS,
  DASHBOARD_MAX_GROUPS,
  DASHBOARD_OTHERS_LABEL,
  DASHBOARD_UNASSIGNED_LABEL,
  DASHBOARD_UNSPECIFIED_LABEL,
  TENURE_BANDS,
  type GroupCount,
  type MonthFigures,
  type WorkforceDashboard,
  type WorkforceFilters,
} from '../../shared/api/workforce-dashboard';
import type { ReadDb } from '../db/org-reader';

/** What a row counts: a breakdown of today's headcount, or events the months are built from. */
type Dimension =
  | 'employees'
  | 'department'
  | 'site'
  | 'status'
  | 'type'
  | 'gender'
  | 'tenure'
  | 'age'
  | 'reason'
  | 'hires'
  | 'separations'
  | 'joined'
  | 'left';

interface FigureRow {
  dim: Dimension;
  key: string;
  n: number;
  days: string | null;
}

/** `YYYY-MM-DD` `years` before `date`, the day clamped to the month (29 February → 28th). */
function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const month = Number(date.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, '0')}-${date.slice(5, 7)}-${String(day).padStart(2, '0')}`;
}

/** The `YYYY-MM` keys of the `months` calendar months ending with `today`'s, oldest first. */
function monthsEnding(today: string, months: number): string[] {
  const last = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  return Array.from({ length: months }, (_, i) => {
    const index = last - (months - 1 - i);
    return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Every figure in one statement: each live master record's JSON is parsed once (`json_to_record`
 * in a materialized CTE), then grouped several ways. Dates are ISO text, so they compare as
 * text. `joined` and `left` are the roll's +1 (at hire) and −1 (at separation) per month, `''`
 * for before the period, from which the month-end headcounts are running sums: an employee is
 * on the roll of a date when hired by then and not yet separated, and counts at all when active
 * today or separated by today (an inactive employee without a separation has no known end).
 * Records whose separation precedes their hire never count.
 */
async function figureRows(
  db: ReadDb,
  orgId: string,
  today: string,
  periodStart: string,
  filters: WorkforceFilters,
): Promise<FigureRow[]> {
  const tenureBefore = [1, 2, 5, 10].map((years) => yearsBefore(today, years));
  const ageBefore = [25, 35, 45, 55].map((years) => yearsBefore(today, years));
  const department = filters.department ?? null;
  const site = filters.site ?? null;
  const employmentType = filters.employmentType ?? null;
  const { rows } = await sql<FigureRow>`
    with e as materialized (
      select nullif(x."hireDate", '') as hire, nullif(x."separationDate", '') as sep,
        x."separationReason" as reason, x."active" = 'true' as active,
        x."department" as department, x."site" ->> 'label' as site,
        x."employmentStatus" as status, nullif(x."birthDate", '') as birth,
        x."gender" ->> 'label' as gender, x."employmentType" ->> 'label' as type
      from records r
      cross join lateral json_to_record(r.data) as x(
        "hireDate" text, "separationDate" text, "separationReason" text, "active" text,
        "department" text, "site" json, "employmentStatus" text, "birthDate" text, "gender" json,
        "employmentType" json)
      where r.org_id = ${orgId} and r.form_id = 'ers-employee' and r.deleted_at is null
        and r.employee_number is not null
        and (${department}::text is null
          or coalesce(nullif(btrim(x."department"), ''), ${DASHBOARD_UNASSIGNED_LABEL}) = ${department})
        and (${site}::text is null
          or coalesce(nullif(btrim(x."site" ->> 'label'), ''), ${DASHBOARD_UNASSIGNED_LABEL}) = ${site})
        and (${employmentType}::text is null
          or coalesce(nullif(btrim(x."employmentType" ->> 'label'), ''), ${DASHBOARD_UNSPECIFIED_LABEL}) = ${employmentType})
    ),
    roll as materialized (
      select * from e
      where active and (hire is null or hire <= ${today}) and (sep is null or sep > ${today})
    ),
    counted as materialized (
      select * from e
      where (hire is null or hire <= ${today}) and (active or sep <= ${today})
        and (hire is null or sep is null or hire <= sep)
    )
    select 'employees' as dim, '' as key, count(*)::int as n, null::text as days from e
    union all
    select 'department', left(coalesce(nullif(btrim(department), ''), ''), 200), count(*)::int,
      null from roll group by 2
    union all
    select 'site', left(coalesce(nullif(btrim(site), ''), ''), 200), count(*)::int, null
    from roll group by 2
    union all
    select 'status', left(coalesce(nullif(btrim(status), ''), ''), 200), count(*)::int, null
    from roll group by 2
    union all
    select 'type', left(coalesce(nullif(btrim(type), ''), ''), 200), count(*)::int, null
    from roll group by 2
    union all
    select 'gender', left(coalesce(nullif(btrim(gender), ''), ''), 200), count(*)::int, null
    from roll group by 2
    union all
    select 'tenure', case when hire is null then '5' when hire > ${tenureBefore[0]} then '0'
        when hire > ${tenureBefore[1]} then '1' when hire > ${tenureBefore[2]} then '2'
        when hire > ${tenureBefore[3]} then '3' else '4' end,
      count(*)::int, sum(${today}::date - hire::date)::text
    from roll group by 2
    union all
    select 'age', case when birth is null then '5' when birth > ${ageBefore[0]} then '0'
        when birth > ${ageBefore[1]} then '1' when birth > ${ageBefore[2]} then '2'
        when birth > ${ageBefore[3]} then '3' else '4' end,
      count(*)::int, null
    from roll group by 2
    union all
    select 'reason', left(coalesce(nullif(btrim(reason), ''), ''), 200), count(*)::int, null
    from e where sep >= ${periodStart} and sep <= ${today} group by 2
    union all
    select 'hires', left(hire, 7), count(*)::int, null
    from e where hire >= ${periodStart} and hire <= ${today} group by 2
    union all
    select 'separations', left(sep, 7), count(*)::int, null
    from e where sep >= ${periodStart} and sep <= ${today} group by 2
    union all
    select 'joined', case when hire is null or hire < ${periodStart} then '' else left(hire, 7) end,
      count(*)::int, null
    from counted group by 2
    union all
    select 'left', case when sep < ${periodStart} then '' else left(sep, 7) end, count(*)::int, null
    from counted where sep <= ${today} group by 2
  `.execute(db);
  return rows;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Largest first (ties by label); past `DASHBOARD_MAX_GROUPS` the rest become one row. */
function ranked(rows: FigureRow[], missing: string): GroupCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const label = row.key || missing;
    counts.set(label, (counts.get(label) ?? 0) + row.n);
  }
  const groups = [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : 1));
  if (groups.length <= DASHBOARD_MAX_GROUPS) return groups;
  const others = groups.slice(DASHBOARD_MAX_GROUPS).reduce((sum, group) => sum + group.count, 0);
  return [
    ...groups.slice(0, DASHBOARD_MAX_GROUPS),
    { label: DASHBOARD_OTHERS_LABEL, count: others },
  ];
}

/** Every band in order, empty ones included. */
function banded(rows: FigureRow[], labels: readonly string[]): GroupCount[] {
  return labels.map((label, index) => ({
    label,
    count: rows.find((row) => row.key === String(index))?.n ?? 0,
  }));
}

const countsByKey = (rows: FigureRow[]) => new Map(rows.map((row) => [row.key, row.n]));

function monthFigures(byDim: Map<Dimension, FigureRow[]>, months: string[]): MonthFigures[] {
  const hires = countsByKey(byDim.get('hires') ?? []);
  const separations = countsByKey(byDim.get('separations') ?? []);
  const joined = countsByKey(byDim.get('joined') ?? []);
  const left = countsByKey(byDim.get('left') ?? []);
  let onRoll = (joined.get('') ?? 0) - (left.get('') ?? 0);
  return months.map((month) => {
    onRoll += (joined.get(month) ?? 0) - (left.get(month) ?? 0);
    return {
      month,
      hires: hires.get(month) ?? 0,
      separations: separations.get(month) ?? 0,
      headcount: onRoll,
    };
  });
}

/** The workforce figures of `orgId` as of `today` (`YYYY-MM-DD`) over the last `months`. */
export async function workforceDashboard(
  db: ReadDb,
  orgId: string,
  today: string,
  months: number,
  filters: WorkforceFilters = {},
): Promise<WorkforceDashboard> {
  const monthKeys = monthsEnding(today, months);
  const periodStart = `${monthKeys[0]}-01`;
  const rows = await figureRows(db, orgId, today, periodStart, filters);
  const byDim = new Map<Dimension, FigureRow[]>();
  for (const row of rows) byDim.set(row.dim, [...(byDim.get(row.dim) ?? []), row]);
  const of = (dim: Dimension) => byDim.get(dim) ?? [];

  const byMonth = monthFigures(byDim, monthKeys);
  const hires = byMonth.reduce((sum, month) => sum + month.hires, 0);
  const separations = byMonth.reduce((sum, month) => sum + month.separations, 0);
  const averageHeadcount = byMonth.reduce((sum, month) => sum + month.headcount, 0) / months;
  const tenureRows = of('tenure');
  const known = tenureRows.filter((row) => row.key !== '5');
  const knownCount = known.reduce((sum, row) => sum + row.n, 0);
  const knownDays = known.reduce((sum, row) => sum + Number(row.days ?? 0), 0);

  return {
    asOf: today,
    periodStart,
    months,
    employees: of('employees')[0]?.n ?? 0,
    headcount: of('department').reduce((sum, row) => sum + row.n, 0),
    hires,
    separations,
    byMonth,
    byDepartment: ranked(of('department'), DASHBOARD_UNASSIGNED_LABEL),
    bySite: ranked(of('site'), DASHBOARD_UNASSIGNED_LABEL),
    byEmploymentStatus: ranked(of('status'), DASHBOARD_UNSPECIFIED_LABEL),
    byEmploymentType: ranked(of('type'), DASHBOARD_UNSPECIFIED_LABEL),
    byGender: ranked(of('gender'), DASHBOARD_UNSPECIFIED_LABEL),
    tenure: {
      bands: banded(tenureRows, TENURE_BANDS),
      averageYears: knownCount === 0 ? null : oneDecimal(knownDays / knownCount / 365.25),
    },
    ageBands: banded(of('age'), AGE_BANDS),
    turnover: {
      averageHeadcount: oneDecimal(averageHeadcount),
      percent: averageHeadcount === 0 ? null : oneDecimal((separations / averageHeadcount) * 100),
    },
    separationsByReason: ranked(of('reason'), DASHBOARD_UNSPECIFIED_LABEL),
  };
}
