import { sql } from 'kysely';
import type { ReportSection } from '../../../shared/api/pms-reports';
import { SCORES, cells, count, field, text, type Row } from './report-columns';
import { picked, type ReportContext } from './report-context';

/** One employee's appraisals and scores; without one, the employees who may be chosen. */
export async function employeeReport(context: ReportContext): Promise<ReportSection[]> {
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
