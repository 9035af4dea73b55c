import { sql } from 'kysely';
import type {
  GeneratedReport,
  ReportGroup,
  ReportPeriodKind,
} from '../../../shared/api/payroll-reports';
import type { Tx } from '../../db/tenant';
import { REPORT_WRITERS } from './report-registry';
import type { ReportFile } from './report-writer';

const WRITER_GROUP = new Map(REPORT_WRITERS.map((writer) => [writer.id, writer]));

type Row = {
  report_id: string;
  writer_id: string;
  period_label: string;
  file_id: string;
  file_name: string;
  rows: number;
  totals: Record<string, string>;
  skipped: GeneratedReport['skipped'];
  created_by: string;
  created_at: Date;
};

const toReport = (row: Row): GeneratedReport => {
  const writer = WRITER_GROUP.get(row.writer_id);
  return {
    id: row.report_id,
    writerId: row.writer_id,
    title: writer?.title ?? row.writer_id,
    group: writer?.group ?? 'payroll',
    periodLabel: row.period_label,
    fileId: row.file_id,
    fileName: row.file_name,
    rows: row.rows,
    totals: row.totals,
    skipped: row.skipped,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  };
};

/** Records a stored file of a writer. */
export async function insertReport(
  tx: Tx,
  orgId: string,
  entry: {
    writerId: string;
    periodLabel: string;
    params: Record<string, string>;
    fileId: string;
    file: ReportFile;
    by: string;
  },
): Promise<GeneratedReport> {
  const row = await tx
    .insertInto('payroll_reports')
    .values({
      org_id: orgId,
      writer_id: entry.writerId,
      period_label: entry.periodLabel,
      params: JSON.stringify(entry.params),
      file_id: entry.fileId,
      file_name: entry.file.name,
      rows: entry.file.rows,
      totals: JSON.stringify(entry.file.totals),
      skipped: JSON.stringify(entry.file.skipped ?? []),
      created_by: entry.by,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReport(row);
}

/** Generated files, newest first; of one group's writers, or one period's, if asked. */
export async function reportsPage(
  tx: Tx,
  orgId: string,
  {
    group,
    period,
    offset,
    limit,
  }: { group?: ReportGroup; period?: ReportPeriodKind; offset: number; limit: number },
): Promise<{ items: GeneratedReport[]; total: number }> {
  const writerIds = REPORT_WRITERS.filter(
    (writer) => (!group || writer.group === group) && (!period || writer.period === period),
  ).map((writer) => writer.id);
  const base = tx
    .selectFrom('payroll_reports')
    .where('org_id', '=', orgId)
    .where('writer_id', 'in', writerIds);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('report_id')
    .offset(offset)
    .limit(limit)
    .execute();
  const counted = await base
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { items: rows.map(toReport), total: counted.total };
}
