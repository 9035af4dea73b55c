import { sql } from 'kysely';
import type { ReportSection } from '../../../shared/api/pms-reports';
import { perBand } from './band-counts';
import { cells, count, decimal, field, type Row } from './report-columns';
import { picked, type ReportContext } from './report-context';

/** Rated appraisals in each rating by their result, and what calibration moved. */
export async function postCalibrationReport(context: ReportContext): Promise<ReportSection[]> {
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
