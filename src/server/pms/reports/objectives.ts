import { sql } from 'kysely';
import type { ReportSection } from '../../../shared/api/pms-reports';
import { cells, count, text, type Row } from './report-columns';
import { picked, type ReportContext } from './report-context';

/** Each KPI's appraisals with the average self and manager ratings. */
export async function objectivesReport(context: ReportContext): Promise<ReportSection[]> {
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
