import type { FieldError } from '../../shared/api/errors';
import { humanizeErrors } from '../../shared/forms/field-errors';
import { fragmentName, type JsonSchemaNode } from '../../shared/forms/fields';
import { bindOrg } from '../../shared/forms/org-binding';
import { PHOTO_TYPE_NAMES, PHOTO_TYPES } from '../../shared/forms/photo-types';
import { applyRules, ruleErrors } from '../../shared/forms/rules';
import type { OrgFlags } from '../../shared/org-flags';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import type { FormRegistry, LoadedForm } from '../forms/form-registry';
import { attachmentProblem, existingFiles, type StoredFileFacts } from '../files/files.repository';
import { fileIdsIn, isFileReference, referencesIn, type Reference } from './record-references';
import { existingRecords } from './records.repository';
import { holdWorkflowState } from './workflow/workflow-save';

type Data = Record<string, unknown>;

const PHOTOS = new Set<string>(PHOTO_TYPES);

/**
 * Why a file reference cannot be stored, given the stored file (undefined: no such file): see
 * `attachmentProblem`; a photo must also be a picture.
 */
function fileProblem(
  ref: Reference,
  stored: StoredFileFacts | undefined,
  saver: { savedBy: string; kept: boolean },
): string | null {
  const problem = attachmentProblem(ref.field.title, stored, saver);
  if (problem || !stored) return problem;
  // The stored type, not the one the record claims: it is what the download is served as.
  if (ref.field.kind === 'photo' && !PHOTOS.has(stored.type))
    return `${ref.field.title} must be an image (${PHOTO_TYPE_NAMES})`;
  return null;
}

/** How a record is named in another record's lookup: its label fields, joined. */
export function recordLabel(form: LoadedForm, data: Data): string {
  const names = form.definition.list.label ?? [form.definition.list.columns[0] as string];
  return names
    .map((name) => {
      const value = data[name];
      return value && typeof value === 'object'
        ? String((value as Data).label ?? '')
        : String(value ?? '');
    })
    .filter(Boolean)
    .join(', ');
}

/**
 * Lookups must name live records of their target form, and take that record's current label
 * (so a label cannot be made up); attachments must be files stored in this organisation that
 * the saver uploaded or the record already held, and photos such files that are pictures.
 */
async function resolveReferences(
  tx: Tx,
  orgId: string,
  forms: FormRegistry,
  form: LoadedForm,
  data: Data,
  { savedBy, previous }: { savedBy: string; previous: Data },
) {
  const errors: FieldError[] = [];
  const refs = referencesIn(form, data);
  const files = await existingFiles(tx, orgId, fileIdsIn(form, data));
  const held = new Set(fileIdsIn(form, previous));
  const byTarget = new Map<string, Reference[]>();
  for (const ref of refs) {
    if (isFileReference(ref)) {
      const id = String(ref.value.id);
      const problem = fileProblem(ref, files.get(id), { savedBy, kept: held.has(id) });
      if (problem) errors.push({ path: ref.path, message: problem });
      continue;
    }
    const target = ref.field.lookupFormId as string;
    byTarget.set(target, [...(byTarget.get(target) ?? []), ref]);
  }
  for (const [targetId, group] of byTarget) {
    const target = forms.find(targetId, orgId);
    const found = target
      ? await existingRecords(
          tx,
          orgId,
          targetId,
          group.map((ref) => String(ref.value.id)),
        )
      : new Map<string, Data>();
    for (const ref of group) {
      const record = found.get(String(ref.value.id));
      if (!record || !target) {
        errors.push({
          path: ref.path,
          message: `${ref.field.title} must be an existing ${target?.definition.title ?? targetId}`,
        });
        continue;
      }
      ref.value.label = recordLabel(target, record);
      const number = target.plan.employee ? record[target.plan.employee[0] as string] : undefined;
      if (fragmentName(ref.field.schema.$ref) === 'employeeRef' && typeof number === 'string') {
        ref.value.employeeNumber = number;
      }
    }
  }
  return errors;
}

/**
 * The definition's own part of a save, without the database: the form's rules, bound to the
 * organisation's switches, applied (computed values recomputed, hidden fields dropped), then the
 * same schema and rule checks as the browser. A field the organisation does not use keeps the
 * value it had (`previous`), so switching a feature off and on again loses nothing. The importer
 * runs this per row and resolves the rows' references in bulk.
 */
export function validateRecordData(
  form: LoadedForm,
  input: Data,
  { flags, previous = {} }: { flags: OrgFlags; previous?: Data },
): { data: Data; errors: FieldError[] } {
  const { definition, absent } = bindOrg(form.definition, flags);
  const { data } = applyRules(definition, input);
  for (const field of absent) {
    if (previous[field] === undefined) delete data[field];
    else data[field] = previous[field];
  }
  const stateErrors = holdWorkflowState(form.definition, data, previous);
  if (stateErrors.length > 0) return { data, errors: stateErrors };
  const schemaErrors = form.validate(data)
    ? []
    : humanizeErrors(form.validate.errors ?? [], {
        root: form.definition.schema as JsonSchemaNode,
      });
  return { data, errors: [...schemaErrors, ...ruleErrors(definition, data)] };
}

/**
 * What a create or update stores: `validateRecordData`, then references resolved. Any failure
 * is one 422 listing every failing field; nothing is written.
 */
export async function prepareRecordData(
  tx: Tx,
  orgId: string,
  forms: FormRegistry,
  form: LoadedForm,
  input: Data,
  options: { flags: OrgFlags; previous?: Data; savedBy: string },
): Promise<Data> {
  const { data, errors } = validateRecordData(form, input, options);
  const saver = { savedBy: options.savedBy, previous: options.previous ?? {} };
  if (errors.length === 0)
    errors.push(...(await resolveReferences(tx, orgId, forms, form, data, saver)));
  if (errors.length > 0) throw refuseRecord(form, errors);
  return data;
}

/** The one 422 a refused save answers: every failing field, named. */
export const refuseRecord = (form: LoadedForm, errors: FieldError[]) =>
  new AppError(
    'validation_failed',
    `${form.definition.title} has ${errors.length} problem(s): ${errors.map((e) => e.message).join('; ')}`,
    { fields: errors },
  );
