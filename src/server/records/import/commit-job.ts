import type { RecordItem } from '../../../shared/api/records';
import { writeAudit } from '../../audit/audit.repository';
import { announceChange } from '../../db/change-feed';
import type { Tx } from '../../db/tenant';
import type { LoadedForm } from '../../forms/form-registry';
import { AppError } from '../../http/app-error';
import type { JobContext, JobHandler } from '../../jobs/run-job';
import { diffRecords } from '../record-diff';
import type { RecordWrite } from '../record-save';
import { afterRecordWrites } from '../record-hooks';
import { addHistories, insertRecords, WRITE_CHUNK } from '../records-bulk.repository';
import { updateRecord } from '../records.repository';
import type { CheckResult, PlannedRow } from './check-batch';
import {
  insertWrittenRows,
  markCommitted,
  type BatchRow,
  type WrittenRow,
} from './import-batches.repository';
import { saveOf, withCheckedBatch, type ImportJobDeps, type ImportJobPayload } from './import-job';

export const COMMIT_JOB = 'import-commit';

type Data = Record<string, unknown>;

/** The fields an update changes, with their values before it (null: it had none). */
function beforeImage(before: Data, after: Data): Data {
  const image: Data = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (JSON.stringify(before[name]) !== JSON.stringify(after[name]))
      image[name] = before[name] ?? null;
  return image;
}

/** Writes the good rows, in chunks, in the run's transaction. */
async function writeRows(
  tx: Tx,
  ctx: JobContext<ImportJobPayload>,
  form: LoadedForm,
  batch: BatchRow,
  planned: readonly PlannedRow[],
): Promise<{ writes: RecordWrite[]; written: WrittenRow[] }> {
  const { orgId, payload } = ctx;
  const { username } = payload;
  const writes: RecordWrite[] = [];
  const written: WrittenRow[] = [];
  const creates = planned.filter((row) => row.action === 'create');
  const updates = planned.filter((row) => row.action === 'update');
  const total = creates.length + updates.length;
  for (let at = 0; at < creates.length; at += WRITE_CHUNK) {
    await ctx.progress(at, total, 'Writing records');
    const chunk = creates.slice(at, at + WRITE_CHUNK);
    const records = await insertRecords(tx, orgId, form, chunk, username);
    await addHistories(
      tx,
      orgId,
      records.map((record) => ({
        record,
        action: 'created',
        changes: diffRecords({}, record.data),
      })),
      username,
      batch.id,
    );
    for (const record of records) {
      writes.push({ record, previous: null });
      written.push({
        recordId: record.id,
        action: 'created',
        before: null,
        versionAfter: record.version,
      });
    }
  }
  for (const [index, row] of updates.entries()) {
    if (index % WRITE_CHUNK === 0)
      await ctx.progress(creates.length + index, total, 'Updating records');
    const previous = row.previous as RecordItem;
    const record = await updateRecord(
      tx,
      orgId,
      form,
      row.id,
      previous.version,
      row.data,
      username,
    );
    if (!record)
      throw new AppError(
        'conflict',
        'A record was saved by someone else during the import: check the file again.',
      );
    await addHistories(
      tx,
      orgId,
      [{ record, action: 'updated', changes: diffRecords(previous.data, record.data) }],
      username,
      batch.id,
    );
    writes.push({ record, previous });
    written.push({
      recordId: record.id,
      action: 'updated',
      before: beforeImage(previous.data, record.data),
      versionAfter: record.version,
    });
  }
  return { writes, written };
}

/** Refuses a commit whose fresh check found bad rows the user did not agree to skip. */
function assertCommittable(result: CheckResult, skipBadRows: boolean) {
  if (result.counts.bad > 0 && !skipBadRows)
    throw new AppError(
      'validation_failed',
      `Nothing was imported: ${result.counts.bad} row(s) have problems. Check the file again, or import the good rows and skip the bad ones.`,
    );
}

/**
 * The commit: checks every row again inside its one transaction (so nothing that changed since
 * the check slips through), then writes the good rows, their history and the hooks' follow-ups,
 * one audit entry naming the batch, and what each record was before (for an undo). Any failure
 * rolls all of it back; the batch then shows the run failed.
 */
export const commitJob =
  (deps: ImportJobDeps): JobHandler<ImportJobPayload> =>
  (ctx) =>
    withCheckedBatch(deps, ctx, async (tx, batch, form, result) => {
      const { orgId, payload } = ctx;
      assertCommittable(result, payload.skipBadRows === true);
      const { writes, written } = await writeRows(tx, ctx, form, batch, result.planned);
      await ctx.progress(written.length, written.length, 'Updating related records');
      await afterRecordWrites(saveOf(tx, orgId, payload, deps), form, writes);
      await insertWrittenRows(tx, orgId, batch.id, written);
      await writeAudit(tx, {
        orgId,
        accountId: payload.accountId,
        username: payload.username,
        module: form.definition.formId,
        action: 'import',
        detail: {
          batchId: batch.id,
          file: batch.fileName,
          created: result.counts.created,
          updated: result.counts.updated,
          unchanged: result.counts.unchanged,
          skipped: result.counts.bad,
        },
        ip: payload.ip,
      });
      await markCommitted(tx, orgId, batch.id, {
        counts: result.counts,
        problems: result.problems,
      });
      await announceChange(tx, 'record-counts', form.definition.formId);
      return result.counts;
    });
