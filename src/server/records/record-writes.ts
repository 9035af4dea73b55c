import type { FieldError } from '../../shared/api/errors';
import { humanizeErrors } from '../../shared/forms/field-errors';
import { fragmentName, type FieldInfo, type JsonSchemaNode } from '../../shared/forms/fields';
import { bindOrg } from '../../shared/forms/org-binding';
import { PHOTO_TYPE_NAMES, PHOTO_TYPES } from '../../shared/forms/photo-types';
import { applyRules, ruleErrors } from '../../shared/forms/rules';
import type { OrgFlags } from '../../shared/org-flags';
import type { Tx } from '../db/tenant';
import { sql } from 'kysely';
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

/** A list whose label is not one plain field is read whole, up to this many entries. */
const LIST_READ_LIMIT = 20_000;

const listKey = (text: string) => text.trim().toLowerCase();

/** Kinds whose stored text is their label as it is (`data ->> field` in SQL). */
const PLAIN_LABEL_KINDS = new Set<FieldInfo['kind']>(['text', 'textarea', 'enum']);

/**
 * The live entries of a list that are not `active: false`, among those labelled by `texts`
 * (ignoring case and surrounding space): each label's key, lower-cased, to its own spelling.
 */
async function listEntries(tx: Tx, orgId: string, list: LoadedForm, texts: readonly string[]) {
  const [labelField, ...more] = list.definition.list.label ?? [list.definition.list.columns[0]];
  const plain =
    more.length === 0 &&
    PLAIN_LABEL_KINDS.has(list.fields.get(labelField ?? '')?.kind ?? 'generic');
  let query = tx
    .selectFrom('records')
    .select('data')
    .where('org_id', '=', orgId)
    .where('form_id', '=', list.definition.formId)
    .where('deleted_at', 'is', null);
  query = plain
    ? query.where(
        sql<string>`lower(btrim(data ->> ${labelField}))`,
        '=',
        sql<string>`any(${[...new Set(texts.map(listKey))]}::text[])`,
      )
    : query.limit(LIST_READ_LIMIT);
  const entries = new Map<string, string>();
  for (const row of await query.execute()) {
    const data = row.data as Data;
    if (data.active === false) continue;
    const label = recordLabel(list, data);
    if (!entries.has(listKey(label))) entries.set(listKey(label), label);
  }
  return entries;
}

/**
 * Listed texts (text fields whose uiSchema names a list) of several saves of one form, one
 * query per list: a value that is new or changed must be the label of a live entry of the list
 * that is not inactive, ignoring case, and is stored as the entry spells it; a value the record
 * already held stands, even if its entry has been renamed or deactivated since. Answers each
 * save's field errors.
 */
export async function checkListedTexts(
  tx: Tx,
  orgId: string,
  forms: FormRegistry,
  form: LoadedForm,
  saves: readonly { data: Data; previous?: Data }[],
): Promise<FieldError[][]> {
  const errors = saves.map((): FieldError[] => []);
  for (const field of form.fields.values()) {
    if (field.kind !== 'text' || !field.lookupFormId) continue;
    const asked = saves.flatMap(({ data, previous }, index) => {
      const value = data[field.name];
      return typeof value === 'string' && value !== '' && value !== previous?.[field.name]
        ? [{ index, data, value }]
        : [];
    });
    if (asked.length === 0) continue;
    const list = forms.find(field.lookupFormId, orgId);
    const entries = list
      ? await listEntries(
          tx,
          orgId,
          list,
          asked.map((each) => each.value),
        )
      : new Map<string, string>();
    const listName = list
      ? (list.definition.pluralTitle ?? list.definition.title)
      : field.lookupFormId;
    for (const { index, data, value } of asked) {
      const entry = entries.get(listKey(value));
      if (entry !== undefined) data[field.name] = entry;
      else
        errors[index]?.push({
          path: `/${field.name}`,
          message: `${field.title} must be one of the ${listName}`,
        });
    }
  }
  return errors;
}

/**
 * Lookups must name live records of their target form, and take that record's current label
 * (so a label cannot be made up); listed texts must name an entry of their list (see
 * `checkListedTexts`); attachments must be files stored in this organisation that
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
  const [listed = []] = await checkListedTexts(tx, orgId, forms, form, [{ data, previous }]);
  return [...errors, ...listed];
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
