import { sql } from 'kysely';
import type { ReportSection } from '../../../shared/api/pms-reports';
import { SCORES, cells, field, text, type Row } from './report-columns';
import { picked, type ReportContext } from './report-context';

/** Every rated employee: final, calibrated and result scores, and the rating. */
export async function resultsReport(context: ReportContext): Promise<ReportSection[]> {
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
