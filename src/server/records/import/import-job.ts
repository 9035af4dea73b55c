import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { withOrg, type Tx } from '../../db/tenant';
import type { FormRegistry, LoadedForm } from '../../forms/form-registry';
import { AppError } from '../../http/app-error';
import type { JobContext } from '../../jobs/run-job';
import type { RecordSave, SaveDeps } from '../record-save';
import { checkBatch, type CheckResult } from './check-batch';
import { batchRows, findBatch, type BatchRow } from './import-batches.repository';
import { loadRows } from './stored-rows';

/** What a check or commit run is given: the batch, and who asked (for history and audit). */
export interface ImportJobPayload {
  batchId: string;
  accountId: string;
  username: string;
  ip: string;
  skipBadRows?: boolean;
}

export interface ImportJobDeps extends SaveDeps {
  db: Kysely<Database>;
}

/** A save made by the run, in its transaction, as the user who asked. */
export const saveOf = (
  tx: Tx,
  orgId: string,
  payload: ImportJobPayload,
  { config, forms, modules }: SaveDeps,
): RecordSave => ({
  tx,
  orgId,
  accountId: payload.accountId,
  username: payload.username,
  ip: payload.ip,
  config,
  forms,
  modules,
});

/** The batch's form; a definition removed since the upload ends the run with a reason. */
export function formOf(forms: FormRegistry, batch: BatchRow): LoadedForm {
  const form = forms.get(batch.formId);
  if (!form?.definition.importer)
    throw new AppError('conflict', `${batch.formId} no longer has an importer.`);
  return form;
}

/**
 * Opens the run's one transaction, then checks every row of its batch there; `then` does the
 * rest of the run (storing the report, or writing the rows) in the same transaction.
 */
export function withCheckedBatch<R>(
  { db, ...deps }: ImportJobDeps,
  ctx: JobContext<ImportJobPayload>,
  then: (tx: Tx, batch: BatchRow, form: LoadedForm, result: CheckResult) => Promise<R>,
): Promise<R> {
  const { orgId, payload } = ctx;
  return withOrg(db, orgId, async (tx) => {
    const batch = await findBatch(tx, orgId, payload.batchId);
    if (!batch) throw new AppError('not_found', 'There is no such import.');
    const form = formOf(deps.forms, batch);
    const result = await checkBatch({
      save: saveOf(tx, orgId, payload, deps),
      forms: deps.forms,
      form,
      mode: batch.mode,
      headers: batch.headers,
      rows: loadRows(await batchRows(tx, orgId, batch.id)),
      mapping: batch.mapping,
      progress: ctx.progress,
    });
    return then(tx, batch, form, result);
  });
}
