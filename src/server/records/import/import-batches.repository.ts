import { sql } from 'kysely';
import type {
  ColumnMapping,
  ImportCounts,
  ImportHistoryItem,
  ImportMode,
  ImportProblem,
  ImportStatus,
} from '../../../shared/api/import-batches';
import type { Tx } from '../../db/tenant';
import { WRITE_CHUNK } from '../records-bulk.repository';

/** What a check stores: its counts and every bad cell. */
export interface BatchReport {
  counts: ImportCounts;
  problems: ImportProblem[];
}

export interface BatchRow {
  id: string;
  formId: string;
  mode: ImportMode;
  fileName: string;
  sha256: string;
  headers: string[];
  mapping: ColumnMapping[];
  mappingVersion: number;
  state: 'uploaded' | 'checked' | 'committed' | 'undone';
  status: ImportStatus;
  runId: string | null;
  error: string | null;
  counts: ImportCounts | null;
  uploadedBy: string;
  uploadedAt: string;
  committedAt: string | null;
  undoneAt: string | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A batch's status follows its runs: a queued or running one is "checking" or "committing"; a
 * failed one (its transaction rolled back, whatever stopped it, even a crash) is "failed".
 */
const STATUS = sql<ImportStatus>`case
  when b.state in ('committed', 'undone') then b.state
  when c.state in ('queued', 'running') then 'committing'
  when c.state = 'failed' then 'failed'
  when k.state in ('queued', 'running') then 'checking'
  when k.state = 'failed' then 'failed'
  else b.state end`;

const batches = (tx: Tx, orgId: string) =>
  tx
    .selectFrom('import_batches as b')
    .leftJoin('job_runs as k', (join) =>
      join.onRef('k.org_id', '=', 'b.org_id').onRef('k.id', '=', 'b.check_run_id'),
    )
    .leftJoin('job_runs as c', (join) =>
      join.onRef('c.org_id', '=', 'b.org_id').onRef('c.id', '=', 'b.commit_run_id'),
    )
    .where('b.org_id', '=', orgId);

type Selected = {
  id: string;
  form_id: string;
  mode: ImportMode;
  file_name: string;
  file_sha256: string;
  headers: string[];
  mapping: unknown;
  mapping_version: number;
  state: BatchRow['state'];
  status: ImportStatus;
  run_id: string | null;
  error: string | null;
  counts: unknown;
  uploaded_by: string;
  uploaded_at: Date;
  committed_at: Date | null;
  undone_at: Date | null;
};

const toBatch = (row: Selected): BatchRow => ({
  id: row.id,
  formId: row.form_id,
  mode: row.mode,
  fileName: row.file_name,
  sha256: row.file_sha256,
  headers: row.headers,
  mapping: row.mapping as ColumnMapping[],
  mappingVersion: row.mapping_version,
  state: row.state,
  status: row.status,
  runId: row.run_id,
  error: row.error,
  counts: (row.counts as ImportCounts | null) ?? null,
  uploadedBy: row.uploaded_by,
  uploadedAt: row.uploaded_at.toISOString(),
  committedAt: iso(row.committed_at),
  undoneAt: iso(row.undone_at),
});

const SUMMARY = [
  'b.id',
  'b.form_id',
  'b.mode',
  'b.file_name',
  'b.file_sha256',
  'b.headers',
  'b.mapping',
  'b.mapping_version',
  'b.state',
  'b.uploaded_by',
  'b.uploaded_at',
  'b.committed_at',
  'b.undone_at',
] as const;

/** The batch without its rows, or undefined when this organisation has none of that id. */
export async function findBatch(tx: Tx, orgId: string, id: string): Promise<BatchRow | undefined> {
  const row = await batches(tx, orgId)
    .select(SUMMARY)
    .select([
      STATUS.as('status'),
      sql<string | null>`coalesce(b.commit_run_id, b.check_run_id)`.as('run_id'),
      sql<string | null>`coalesce(c.error, k.error)`.as('error'),
      sql<unknown>`b.report->'counts'`.as('counts'),
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
  return row ? toBatch(row as Selected) : undefined;
}

/** The batch's file rows, as stored. */
export async function batchRows(tx: Tx, orgId: string, id: string): Promise<unknown> {
  const row = await tx
    .selectFrom('import_batches')
    .select('rows')
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.rows;
}

export async function batchReport(tx: Tx, orgId: string, id: string): Promise<BatchReport | null> {
  const row = await tx
    .selectFrom('import_batches')
    .select('report')
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  return (row?.report as BatchReport | null | undefined) ?? null;
}

export async function insertBatch(
  tx: Tx,
  orgId: string,
  batch: {
    formId: string;
    mode: ImportMode;
    fileName: string;
    sha256: string;
    headers: string[];
    rowsJson: string;
    mapping: ColumnMapping[];
    uploadedBy: string;
  },
): Promise<string> {
  const row = await tx
    .insertInto('import_batches')
    .values({
      org_id: orgId,
      form_id: batch.formId,
      mode: batch.mode,
      file_name: batch.fileName,
      file_sha256: batch.sha256,
      headers: JSON.stringify(batch.headers),
      rows: batch.rowsJson,
      mapping: JSON.stringify(batch.mapping),
      uploaded_by: batch.uploadedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new mapping: any earlier check no longer holds. */
export async function setMapping(tx: Tx, orgId: string, id: string, mapping: ColumnMapping[]) {
  await tx
    .updateTable('import_batches')
    .set((eb) => ({
      mapping: JSON.stringify(mapping),
      mapping_version: eb('mapping_version', '+', 1),
      report: null,
      state: 'uploaded',
      check_run_id: null,
      commit_run_id: null,
    }))
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
}

/** A check starts: any earlier report is void until it ends. */
export async function startCheck(tx: Tx, orgId: string, id: string, runId: string) {
  await tx
    .updateTable('import_batches')
    .set({ check_run_id: runId, commit_run_id: null, report: null, state: 'uploaded' })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
}

export async function startCommit(tx: Tx, orgId: string, id: string, runId: string) {
  await tx
    .updateTable('import_batches')
    .set({ commit_run_id: runId })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
}

/** Stores a check's report, unless the mapping changed while it ran. */
export async function saveReport(
  tx: Tx,
  orgId: string,
  id: string,
  mappingVersion: number,
  report: BatchReport,
): Promise<boolean> {
  const result = await tx
    .updateTable('import_batches')
    .set({ report: JSON.stringify(report), state: 'checked' })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('mapping_version', '=', mappingVersion)
    .where('state', '=', 'uploaded')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markCommitted(tx: Tx, orgId: string, id: string, report: BatchReport) {
  await tx
    .updateTable('import_batches')
    .set({ report: JSON.stringify(report), state: 'committed', committed_at: new Date() })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
}

/** Marks a committed batch undone; false when it was not (an undo already won). */
export async function markUndone(tx: Tx, orgId: string, id: string): Promise<boolean> {
  const result = await tx
    .updateTable('import_batches')
    .set({ state: 'undone', undone_at: new Date() })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .where('state', '=', 'committed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A committed, not undone batch of the form with the same file, if any. */
export const committedTwin = (
  tx: Tx,
  orgId: string,
  formId: string,
  sha256: string,
  except: string,
) =>
  tx
    .selectFrom('import_batches')
    .select(['id', 'committed_at'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', formId)
    .where('file_sha256', '=', sha256)
    .where('state', '=', 'committed')
    .where('id', '<>', except)
    .orderBy('committed_at', 'desc')
    .executeTakeFirst();

/** A page of a form's batches, newest first. */
export async function listBatches(
  tx: Tx,
  orgId: string,
  formId: string,
  page: number,
  size: number,
): Promise<{ items: ImportHistoryItem[]; total: number }> {
  const rows = await batches(tx, orgId)
    .select(SUMMARY)
    .select([
      STATUS.as('status'),
      sql<string | null>`null`.as('run_id'),
      sql<string | null>`null`.as('error'),
      sql<unknown>`b.report->'counts'`.as('counts'),
    ])
    .where('b.form_id', '=', formId)
    .orderBy('b.uploaded_at', 'desc')
    .orderBy('b.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const { total } = await tx
    .selectFrom('import_batches')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('org_id', '=', orgId)
    .where('form_id', '=', formId)
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => {
      const batch = toBatch(row as Selected);
      return {
        id: batch.id,
        fileName: batch.fileName,
        mode: batch.mode,
        status: batch.status,
        counts: batch.counts,
        uploadedBy: batch.uploadedBy,
        uploadedAt: batch.uploadedAt,
        committedAt: batch.committedAt,
        undoneAt: batch.undoneAt,
      };
    }),
    total: Number(total),
  };
}

export interface WrittenRow {
  recordId: string;
  action: 'created' | 'updated';
  before: Record<string, unknown> | null;
  versionAfter: number;
}

/** What the commit did to each record, for an undo. */
export async function insertWrittenRows(
  tx: Tx,
  orgId: string,
  batchId: string,
  rows: readonly WrittenRow[],
) {
  for (let at = 0; at < rows.length; at += WRITE_CHUNK)
    await tx
      .insertInto('import_batch_rows')
      .values(
        rows.slice(at, at + WRITE_CHUNK).map((row) => ({
          org_id: orgId,
          batch_id: batchId,
          record_id: row.recordId,
          action: row.action,
          before: row.before === null ? null : JSON.stringify(row.before),
          version_after: row.versionAfter,
        })),
      )
      .execute();
}

export async function writtenRows(tx: Tx, orgId: string, batchId: string): Promise<WrittenRow[]> {
  const rows = await tx
    .selectFrom('import_batch_rows')
    .select(['record_id', 'action', 'before', 'version_after'])
    .where('org_id', '=', orgId)
    .where('batch_id', '=', batchId)
    .execute();
  return rows.map((row) => ({
    recordId: row.record_id,
    action: row.action,
    before: row.before,
    versionAfter: row.version_after,
  }));
}
