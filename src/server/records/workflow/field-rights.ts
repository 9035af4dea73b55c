import type { FieldError } from '../../../shared/api/errors';
import type { RecordItem } from '../../../shared/api/records';
import {
  editableFields,
  missingValues,
  pointerAllowed,
} from '../../../shared/forms/workflow-edits';
import type { Tx } from '../../db/tenant';
import type { LoadedForm } from '../../forms/form-registry';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../plugins/guard';
import { diffRecords } from '../record-diff';
import { namesCaller } from '../record-scope';

/**
 * What this user may change in this record now, by its workflow's `edits`: the field patterns,
 * or null when the workflow does not limit edits by field.
 */
export async function fieldRights(
  tx: Tx,
  who: Principal,
  form: LoadedForm,
  record: RecordItem,
  waiting: boolean,
): Promise<string[] | null> {
  const workflow = form.definition.workflow;
  if (!workflow?.edits) return null;
  const own = await namesCaller(tx, who, form, record.data);
  return editableFields(workflow, record.data[workflow.field], {
    grants: who.grants,
    own,
    waiting,
  });
}

/**
 * What a save changes beyond the saver's rights, on each field; what the rules compute and the
 * workflow's state follow the fields they come from, so they are not counted.
 */
export function fieldRightsErrors(
  form: LoadedForm,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  rights: readonly string[] | null,
): FieldError[] {
  const { definition } = form;
  if (rights === null || !definition.workflow) return [];
  const followers = new Set([
    definition.workflow.field,
    ...Object.keys(definition.rules?.computed ?? {}),
  ]);
  const state = String(before[definition.workflow.field]);
  return diffRecords(before, after)
    .filter(({ path }) => !followers.has(path.split('/')[1] ?? ''))
    .filter(({ path }) => !pointerAllowed(path, rights))
    .map(({ path }) => ({
      path,
      message: `Not yours to change while the ${definition.title.toLowerCase()} is ${state}`,
    }));
}

/** Refuses (422) a save that changes anything beyond the saver's rights (`fieldRightsErrors`). */
export function assertFieldRights(
  form: LoadedForm,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  rights: readonly string[] | null,
): void {
  const fields = fieldRightsErrors(form, before, after, rights);
  const state = String(before[form.definition.workflow?.field ?? '']);
  if (fields.length > 0)
    throw new AppError(
      'validation_failed',
      `While the ${form.definition.title.toLowerCase()} is ${state}, ${fields.length === 1 ? 'this field is' : 'these fields are'} not yours to change.`,
      { fields },
    );
}

/** A pointer as people name it: "Self rating (1-5), row 2 of Key performance indicators". */
function pointerTitle(form: LoadedForm, pointer: string): string {
  const [field = '', index, column] = pointer.split('/').slice(1);
  const info = form.fields.get(field);
  const title = info?.title ?? field;
  if (index === undefined || column === undefined) return title;
  const columnTitle = info?.columns?.find((candidate) => candidate.name === column)?.title;
  return `${columnTitle ?? column}, row ${Number(index) + 1} of ${title}`;
}

/** Refuses (422) a step whose `requires` are not all filled in: each empty one named. */
export function assertRequired(
  form: LoadedForm,
  data: Record<string, unknown>,
  requires: readonly string[] | undefined,
  step: string,
): void {
  const fields: FieldError[] = missingValues(data, requires ?? []).map((path) => ({
    path,
    message: `${pointerTitle(form, path)} is required to ${step.toLowerCase()}`,
  }));
  if (fields.length > 0)
    throw new AppError(
      'validation_failed',
      `Fill in ${fields.length === 1 ? 'one more field' : `${fields.length} more fields`} to ${step.toLowerCase()}: ${fields
        .slice(0, 3)
        .map((field) => pointerTitle(form, field.path))
        .join('; ')}${fields.length > 3 ? '; ...' : ''}.`,
      { fields },
    );
}
