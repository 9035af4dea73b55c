import { sql } from 'kysely';
import type { ReportCell, ReportSection } from '../../../shared/api/pms-reports';
import type { LoadedForm } from '../../forms/form-registry';
import { cells, count, field, text, type Row } from './report-columns';
import { picked, type ReportContext } from './report-context';

const enumOf = (form: LoadedForm, name: string) =>
  (form.definition.schema.properties?.[name] as { enum?: string[] } | undefined)?.enum ?? [];
const sum = (rows: ReportCell[][], at: number) =>
  rows.reduce((total, row) => total + Number(row[at] ?? 0), 0);

/** How many appraisals are in each state, and who is still waiting where. */
export async function statusReport(context: ReportContext): Promise<ReportSection[]> {
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
