import { sql } from 'kysely';
import type { ReportSection } from '../../../shared/api/pms-reports';
import { cells, count, field, type Row } from './report-columns';
import { picked, type ReportContext } from './report-context';

/** Appraisals, average scores and ratings of each site. */
export async function sitesReport(context: ReportContext): Promise<ReportSection[]> {
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
