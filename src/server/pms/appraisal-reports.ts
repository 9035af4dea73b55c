import { sql, type RawBuilder } from 'kysely';
import type {
  PmsReport,
  PmsReportQuery,
  ReportCell,
  ReportColumn,
  ReportSection,
} from '../../shared/api/pms-reports';
import type { ReadDb } from '../db/org-reader';
import type { LoadedForm } from '../forms/form-registry';
import { appraisalBands, type AppraisalBand } from './appraisal-bands';
import { APPRAISALS } from './pms-records';

interface ReportContext {
  db: ReadDb;
  orgId: string;
  query: PmsReportQuery;
  form: LoadedForm;
  bands: AppraisalBand[];
}

const NO_SITE = 'No site';

/** The band a score (%) falls in, as the definition's rule bands it; null without a score. */
const bandOf = (score: RawBuilder<unknown>, bands: AppraisalBand[]) =>
  sql`case ${sql.join(
    bands.map(({ band, min }) => sql`when ${score} >= ${min}::numeric then ${band}::text`),
    sql` `,
  )} end`;

/**
 * The organisation's live appraisals the filters pick, with what the reports group by: named
 * both here and by row-level security, and scored exactly (numeric).
 */
const picked = ({ orgId, query, bands }: ReportContext) => sql`
  with scored as (
    select id, data,
      data -> 'employee' ->> 'label' as employee,
      data -> 'employee' ->> 'employeeNumber' as number,
      coalesce(data -> 'schedule' ->> 'label', '') as schedule,
      coalesce(data -> 'site' ->> 'label', ${NO_SITE}::text) as site,
      data ->> 'status' as status,
      (data ->> 'finalScore')::numeric as final,
      (data ->> 'calibratedScore')::numeric as calibrated,
      (data ->> 'resultScore')::numeric as result
    from records
    where org_id = ${orgId} and form_id = ${APPRAISALS} and deleted_at is null
      and (${query.schedule ?? null}::text is null or data -> 'schedule' ->> 'id' = ${query.schedule ?? null}::text)
      and (${query.site ?? null}::text is null or data -> 'site' ->> 'id' = ${query.site ?? null}::text)
  ),
  picked as materialized (
    select *, ${bandOf(sql`final`, bands)} as final_band, ${bandOf(sql`result`, bands)} as result_band
    from scored
  )`;

/** A column titled as the definition titles its field. */
function field(form: LoadedForm, name: string, kind: ReportColumn['kind']): ReportColumn {
  const property = form.definition.schema.properties?.[name] as { title?: string } | undefined;
  return { title: property?.title ?? name, kind };
}
const text = (title: string): ReportColumn => ({ title, kind: 'text' });
const count = (title: string): ReportColumn => ({ title, kind: 'count' });
const enumOf = (form: LoadedForm, name: string) =>
  (form.definition.schema.properties?.[name] as { enum?: string[] } | undefined)?.enum ?? [];

type Row = Record<string, ReportCell>;
const cells = (row: Row, names: string[]) => names.map((name) => row[name] ?? null);
const sum = (rows: ReportCell[][], at: number) =>
  rows.reduce((total, row) => total + Number(row[at] ?? 0), 0);

async function status(context: ReportContext): Promise<ReportSection[]> {
  const { db, form } = context;
  const states = enumOf(form, 'status');
  const open = form.definition.workflow?.editableIn ?? states;
  const { rows: counts } = await sql<{ schedule: string; status: string; count: number }>`
    ${picked(context)}
    select schedule, status, count(*)::int as count from picked group by schedule, status
    order by schedule
  `.execute(db);
  const { rows: waiting } = await sql<Row & { id: string }>`
    ${picked(context)}
    select id, employee, number, schedule, status, data -> 'rater' ->> 'label' as rater
    from picked where status = any(${open}::text[])
    order by array_position(${states}::text[], status), employee, schedule
  `.execute(db);
  const schedules = [...new Set(counts.map((row) => row.schedule))];
  const perSchedule = schedules.map((schedule) => {
    const of = states.map(
      (state) =>
        counts.find((row) => row.schedule === schedule && row.status === state)?.count ?? 0,
    );
    return [schedule, ...of, of.reduce((total, n) => total + n, 0)];
  });
  return [
    {
      title: 'Appraisals in each state',
      columns: [field(form, 'schedule', 'text'), ...states.map(count), count('Total')],
      rows: perSchedule.map((row) => ({ cells: row })),
      ...(perSchedule.length > 1
        ? {
            total: [
              'Total',
              ...states.map((_, at) => sum(perSchedule, at + 1)),
              sum(perSchedule, states.length + 1),
            ],
          }
        : {}),
    },
    {
      title: `Waiting: ${open.join(', ')}`,
      columns: [
        field(form, 'employee', 'text'),
        text('Employee number'),
        field(form, 'schedule', 'text'),
        field(form, 'status', 'text'),
        field(form, 'rater', 'text'),
      ],
      rows: waiting.map((row) => ({
        cells: cells(row, ['employee', 'number', 'schedule', 'status', 'rater']),
        recordId: row.id,
      })),
    },
  ];
}

async function objectives(context: ReportContext): Promise<ReportSection[]> {
  const { rows } = await sql<Row>`
    ${picked(context)}
    select kpi ->> 'name' as name, count(distinct p.id)::int as appraisals,
      count(kpi -> 'selfRating')::int as "selfRated",
      round(avg((kpi ->> 'selfRating')::numeric), 2)::text as "selfAverage",
      count(kpi -> 'rating')::int as rated,
      round(avg((kpi ->> 'rating')::numeric), 2)::text as average
    from picked p cross join lateral json_array_elements(p.data -> 'kpis') kpi
    group by kpi ->> 'name' order by kpi ->> 'name'
  `.execute(context.db);
  return [
    {
      title: 'Key performance indicators',
      columns: [
        text('KPI'),
        count('Appraisals'),
        count('Self-rated'),
        { title: 'Average self rating', kind: 'decimal' },
        count('Manager-rated'),
        { title: "Average manager's rating", kind: 'decimal' },
      ],
      rows: rows.map((row) => ({
        cells: cells(row, ['name', 'appraisals', 'selfRated', 'selfAverage', 'rated', 'average']),
      })),
    },
  ];
}

async function sites(context: ReportContext): Promise<ReportSection[]> {
  const { form, bands } = context;
  const { rows } = await sql<Row>`
    ${picked(context)}
    select site, count(*)::int as appraisals, count(final)::int as rated,
      round(avg(final), 2)::text as final, round(avg(result), 2)::text as result,
      ${sql.join(
        bands.map(
          (band, at) =>
            sql`count(*) filter (where result_band = ${band.band}::text)::int as ${sql.ref(`band${at}`)}`,
        ),
      )}
    from picked group by site order by site
  `.execute(context.db);
  const names = [
    'site',
    'appraisals',
    'rated',
    'final',
    'result',
    ...bands.map((_, at) => `band${at}`),
  ];
  return [
    {
      title: 'Sites',
      columns: [
        field(form, 'site', 'text'),
        count('Appraisals'),
        count('Rated'),
        { title: `Average ${field(form, 'finalScore', 'text').title}`, kind: 'decimal' },
        { title: `Average ${field(form, 'resultScore', 'text').title}`, kind: 'decimal' },
        ...bands.map(({ band }) => count(band)),
      ],
      rows: rows.map((row) => ({ cells: cells(row, names) })),
    },
  ];
}

/** Rated appraisals in each band, best first, by the final score and by the result. */
async function perBand(context: ReportContext) {
  const { bands } = context;
  const { rows } = await sql<{
    band: string;
    min: number;
    before: number;
    beforeShare: string | null;
    after: number;
    afterShare: string | null;
  }>`
    ${picked(context)},
    counted as (
      select band.name as band, band.min, band.at,
        (select count(*) from picked where final_band = band.name)::int as before,
        (select count(*) from picked where result_band = band.name)::int as after
      from unnest(${bands.map(({ band }) => band)}::text[], ${bands.map(({ min }) => min)}::int[])
        with ordinality as band(name, min, at)
    )
    select band, min, before, after,
      round(before * 100.0 / nullif(sum(before) over (), 0), 2)::text as "beforeShare",
      round(after * 100.0 / nullif(sum(after) over (), 0), 2)::text as "afterShare"
    from counted order by at
  `.execute(context.db);
  return rows;
}

const decimal = (title: string): ReportColumn => ({ title, kind: 'decimal' });

async function preCalibration(context: ReportContext): Promise<ReportSection[]> {
  const { form } = context;
  const rows = await perBand(context);
  return [
    {
      title: `By ${field(form, 'finalScore', 'text').title}, before calibration`,
      columns: [
        field(form, 'band', 'text'),
        { title: 'From (%)', kind: 'score' },
        count('Appraisals'),
        decimal('Share (%)'),
      ],
      rows: rows.map((row) => ({ cells: [row.band, row.min, row.before, row.beforeShare] })),
      total: ['Total', null, rows.reduce((total, row) => total + row.before, 0), null],
    },
  ];
}

async function postCalibration(context: ReportContext): Promise<ReportSection[]> {
  const { form } = context;
  const rows = await perBand(context);
  const { rows: moves } = await sql<Row>`
    ${picked(context)}
    select count(*) filter (where result > final)::int as up,
      count(*) filter (where result < final)::int as down,
      count(*) filter (where result = final)::int as kept
    from picked where final is not null
  `.execute(context.db);
  return [
    {
      title: `By ${field(form, 'resultScore', 'text').title}, after calibration`,
      columns: [
        field(form, 'band', 'text'),
        { title: 'From (%)', kind: 'score' },
        count('Before calibration'),
        count('After calibration'),
        decimal('Share after (%)'),
      ],
      rows: rows.map((row) => ({
        cells: [row.band, row.min, row.before, row.after, row.afterShare],
      })),
      total: [
        'Total',
        null,
        rows.reduce((total, row) => total + row.before, 0),
        rows.reduce((total, row) => total + row.after, 0),
        null,
      ],
    },
    {
      title: 'What calibration moved',
      columns: [count('Moved up'), count('Moved down'), count('Unchanged')],
      rows: moves.map((row) => ({ cells: cells(row, ['up', 'down', 'kept']) })),
    },
  ];
}

/** The scores of an appraisal as the definition titles them. */
const SCORES = ['finalScore', 'calibratedScore', 'resultScore'] as const;

async function results(context: ReportContext): Promise<ReportSection[]> {
  const { form } = context;
  const { rows } = await sql<Row & { id: string }>`
    ${picked(context)}
    select id, employee, number, schedule, site, final::int as "finalScore",
      calibrated::int as "calibratedScore", result::int as "resultScore", result_band as band, status
    from picked where final is not null
    order by result desc, employee, schedule
  `.execute(context.db);
  const names = ['employee', 'number', 'schedule', 'site', ...SCORES, 'band', 'status'];
  return [
    {
      title: 'Rated employees',
      columns: [
        field(form, 'employee', 'text'),
        text('Employee number'),
        field(form, 'schedule', 'text'),
        field(form, 'site', 'text'),
        ...SCORES.map((score) => field(form, score, 'score')),
        field(form, 'band', 'text'),
        field(form, 'status', 'text'),
      ],
      rows: rows.map((row) => ({ cells: cells(row, names), recordId: row.id })),
    },
  ];
}

async function employee(context: ReportContext): Promise<ReportSection[]> {
  const { form, query } = context;
  if (!query.employeeNumber) {
    const { rows } = await sql<Row & { number: string }>`
      ${picked(context)}
      select employee, number, count(*)::int as appraisals, count(final)::int as rated
      from picked where number is not null
      group by employee, number order by employee, number
    `.execute(context.db);
    return [
      {
        title: 'Appraised employees',
        columns: [
          field(form, 'employee', 'text'),
          text('Employee number'),
          count('Appraisals'),
          count('Rated'),
        ],
        rows: rows.map((row) => ({
          cells: cells(row, ['employee', 'number', 'appraisals', 'rated']),
          employeeNumber: row.number,
        })),
      },
    ];
  }
  const scores = ['selfScore', 'kpiScore', 'competencyScore', ...SCORES] as const;
  const { rows } = await sql<Row & { id: string }>`
    ${picked(context)}
    select id, employee, schedule, data ->> 'periodStart' as "periodStart",
      data ->> 'periodEnd' as "periodEnd", status,
      ${sql.join(scores.map((score) => sql`(data ->> ${score})::int as ${sql.ref(score)}`))},
      result_band as band
    from picked where number = ${query.employeeNumber}
    order by data ->> 'periodStart' desc, schedule
  `.execute(context.db);
  const names = ['schedule', 'periodStart', 'periodEnd', 'status', ...scores, 'band'];
  return [
    {
      title: rows[0] ? `Appraisals of ${String(rows[0].employee)}` : 'Appraisals',
      columns: [
        field(form, 'schedule', 'text'),
        field(form, 'periodStart', 'text'),
        field(form, 'periodEnd', 'text'),
        field(form, 'status', 'text'),
        ...scores.map((score) => field(form, score, 'score')),
        field(form, 'band', 'text'),
      ],
      rows: rows.map((row) => ({ cells: cells(row, names), recordId: row.id })),
    },
  ];
}

async function calibration(context: ReportContext): Promise<ReportSection[]> {
  const { form } = context;
  const { rows } = await sql<Row & { id: string }>`
    ${picked(context)}
    select id, employee, number, schedule, site, final::int as "finalScore",
      calibrated::int as "calibratedScore", (calibrated - final)::int as change,
      data ->> 'calibrationNote' as note
    from picked where calibrated is not null and calibrated <> final
    order by abs(calibrated - final) desc, employee, schedule
  `.execute(context.db);
  const names = ['employee', 'number', 'schedule', 'site', 'finalScore', 'calibratedScore'];
  return [
    {
      title: 'Calibration changes',
      columns: [
        field(form, 'employee', 'text'),
        text('Employee number'),
        field(form, 'schedule', 'text'),
        field(form, 'site', 'text'),
        field(form, 'finalScore', 'score'),
        field(form, 'calibratedScore', 'score'),
        { title: 'Change (points)', kind: 'count' },
        field(form, 'calibrationNote', 'text'),
      ],
      rows: rows.map((row) => ({
        cells: [...cells(row, names), row.change ?? null, row.note ?? null],
        recordId: row.id,
      })),
    },
  ];
}

const REPORTS: Record<PmsReport, (context: ReportContext) => Promise<ReportSection[]>> = {
  status,
  objectives,
  sites,
  'pre-calibration': preCalibration,
  'post-calibration': postCalibration,
  results,
  employee,
  calibration,
};

/** The schedules and sites the organisation's appraisals name: what the filters offer. */
async function choices(db: ReadDb, orgId: string) {
  const { rows } = await sql<{ kind: 'schedule' | 'site'; id: string; label: string }>`
    select distinct kind, ref ->> 'id' as id, ref ->> 'label' as label
    from records, lateral (values ('schedule', data -> 'schedule'), ('site', data -> 'site')) named(kind, ref)
    where org_id = ${orgId} and form_id = ${APPRAISALS} and deleted_at is null
      and ref ->> 'id' is not null
    order by kind, label, id
  `.execute(db);
  const of = (kind: 'schedule' | 'site') =>
    rows.filter((row) => row.kind === kind).map(({ id, label }) => ({ id, label }));
  return { schedules: of('schedule'), sites: of('site') };
}

/** One appraisal report of an organisation, aggregated in the database. */
export async function appraisalReport(
  db: ReadDb,
  orgId: string,
  form: LoadedForm,
  report: PmsReport,
  query: PmsReportQuery,
) {
  const context = { db, orgId, query, form, bands: appraisalBands(form.definition) };
  return { report, sections: await REPORTS[report](context), ...(await choices(db, orgId)) };
}
