import { sql } from 'kysely';
import type { ReportSection } from '../../../shared/api/pms-reports';
import { cells, field, text, type Row } from './report-columns';
import { picked, type ReportContext } from './report-context';

/** Employees whose calibrated score differs from their final score, and why. */
export async function calibrationReport(context: ReportContext): Promise<ReportSection[]> {
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
