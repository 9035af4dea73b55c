import type { ImportBatch } from '../../../shared/api/import-batches';
import { bindOrg } from '../../../shared/forms/org-binding';
import type { Tx } from '../../db/tenant';
import type { FormRegistry, LoadedForm } from '../../forms/form-registry';
import { AppError } from '../../http/app-error';
import { findOrgFlags } from '../../organization/organization.repository';
import type { Principal } from '../../plugins/guard';
import { describeImportFields, importFields, requiredFields } from './import-fields';
import { findBatch, type BatchRow } from './import-batches.repository';
import { importableForm } from './importable-form';

/** The fields a file of this form may fill here, and which of them must be mapped. */
export async function fieldsFor(tx: Tx, orgId: string, form: LoadedForm, updateOnly: boolean) {
  const { absent } = bindOrg(form.definition, await findOrgFlags(tx, orgId));
  const fields = importFields(form.fields.values(), absent);
  return { fields, required: requiredFields(fields, form.definition, updateOnly) };
}

/**
 * The batch and its form, if this organisation has it (404 otherwise, as if absent) and this
 * user may import into its form (403).
 */
export async function batchFor(tx: Tx, who: Principal, forms: FormRegistry, id: string) {
  const batch = await findBatch(tx, who.orgId, id);
  if (!batch) throw new AppError('not_found', 'There is no such import.');
  return { batch, form: importableForm(forms, batch.formId, who) };
}

/** A batch as the API shows it. */
export async function batchView(
  tx: Tx,
  orgId: string,
  form: LoadedForm,
  batch: BatchRow,
): Promise<ImportBatch> {
  const { fields, required } = await fieldsFor(tx, orgId, form, batch.mode === 'update');
  return {
    id: batch.id,
    formId: batch.formId,
    mode: batch.mode,
    fileName: batch.fileName,
    status: batch.status,
    headers: batch.headers,
    mapping: batch.mapping,
    fields: describeImportFields(fields, required),
    counts: batch.counts,
    runId: batch.runId,
    error: batch.error?.slice(0, 1000) ?? null,
    uploadedBy: batch.uploadedBy,
    uploadedAt: batch.uploadedAt,
    committedAt: batch.committedAt,
    undoneAt: batch.undoneAt,
  };
}
