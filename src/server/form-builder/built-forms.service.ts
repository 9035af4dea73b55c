import type { Kysely } from 'kysely';
import type { BuiltForm, BuiltFormSummary } from '../../shared/api/form-builder';
import type { FormDefinition } from '../../shared/forms/definition';
import { writeAudit } from '../audit/audit.repository';
import type { Database } from '../db/database';
import { announceChange } from '../db/change-feed';
import { withOrg, type Tx } from '../db/tenant';
import type { FormRegistry } from '../forms/form-registry';
import { AppError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { rederiveKeyColumns } from '../records/record-indexes';
import { archiveBuilt, findBuilt, saveBuilt } from './built-forms.repository';
import { checkBuilt } from './check-built';

type BuiltRow = NonNullable<Awaited<ReturnType<typeof findBuilt>>>;

const MODULE = 'form-builder';

export function toBuiltForm(row: Omit<BuiltRow, 'deleted_at'>): BuiltForm {
  return {
    definition: row.definition,
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
    records: row.records,
  };
}

export function toSummary(row: Omit<BuiltRow, 'deleted_at'>): BuiltFormSummary {
  const definition = row.definition as FormDefinition;
  return {
    formId: row.form_id,
    title: definition.title,
    pluralTitle: definition.pluralTitle ?? definition.title,
    module: definition.module,
    ...toBuiltForm(row),
  };
}

/** Refuses a definition with problems: a 422 whose fields point into it. */
export function assertNoProblems(
  forms: FormRegistry,
  orgId: string,
  json: unknown,
  editing?: string,
) {
  const problems = checkBuilt(forms, orgId, json, editing);
  if (problems.length === 0) return json as FormDefinition;
  throw new AppError(
    'validation_failed',
    `The definition has ${problems.length} problem(s): ${problems[0]?.pointer} ${problems[0]?.message}`,
    {
      fields: problems.map(({ pointer, message }) => ({
        path: `/definition${pointer === '/' ? '' : pointer}`,
        message,
      })),
    },
  );
}

interface SaveRequest {
  definition: unknown;
  /** The version the editor started from; absent for a new record type. */
  version?: number;
  note?: string;
}

/**
 * Saves a definition as the organisation's next version, in one transaction with its audit
 * entry; records of the form get their list keys again when the fields they are sorted,
 * filtered or searched by changed. The organisation's requests see it once it commits.
 */
export async function saveBuiltForm(
  db: Kysely<Database>,
  forms: FormRegistry,
  who: Principal,
  ip: string,
  request: SaveRequest,
): Promise<BuiltForm> {
  const editing =
    request.version === undefined ? undefined : (request.definition as FormDefinition).formId;
  const definition = assertNoProblems(forms, who.orgId, request.definition, editing);
  const { formId } = definition;
  return withOrg(db, who.orgId, async (tx) => {
    const current = await findBuilt(tx, who.orgId, formId, true);
    const live = current && !current.deleted_at ? current : undefined;
    if (request.version === undefined && live)
      throw new AppError('conflict', `There is already a record type "${formId}".`, {
        fields: [{ path: '/definition/formId', message: `"${formId}" is already used` }],
      });
    if (request.version !== undefined && !live)
      throw new AppError('not_found', `There is no record type "${formId}" built here.`);
    const version =
      request.version === undefined ? (current?.version ?? 0) + 1 : request.version + 1;
    const save = {
      orgId: who.orgId,
      formId,
      definition,
      username: who.username,
      note: request.note ?? null,
    };
    if (!(await saveBuilt(tx, save, version)))
      throw new AppError(
        'conflict',
        `Someone else saved "${definition.title}" since you opened it (version ${live?.version ?? current?.version}). Reload to see their changes.`,
      );
    const form = forms.prepare(definition, who.orgId, version);
    const previous = forms.find(formId, who.orgId);
    if (JSON.stringify(previous?.plan) !== JSON.stringify(form.plan))
      await rederiveKeyColumns(tx, form);
    await audit(tx, who, ip, live ? 'update' : 'create', { formId, version });
    await announceChange(tx, 'built-forms', who.orgId);
    const saved = await findBuilt(tx, who.orgId, formId);
    if (!saved) throw new Error(`${formId} vanished in its own transaction`);
    return toBuiltForm(saved);
  });
}

/** Archives a record type with no live records (its deleted ones stay, should it come back). */
export async function archiveBuiltForm(
  db: Kysely<Database>,
  forms: FormRegistry,
  who: Principal,
  ip: string,
  formId: string,
  version: number,
): Promise<void> {
  await withOrg(db, who.orgId, async (tx) => {
    const current = await findBuilt(tx, who.orgId, formId);
    if (!current)
      throw new AppError('not_found', `There is no record type "${formId}" built here.`);
    if (current.records > 0)
      throw new AppError(
        'conflict',
        `"${(current.definition as FormDefinition).title}" still has ${current.records} record(s); delete them first.`,
      );
    if (!(await archiveBuilt(tx, who.orgId, formId, version)))
      throw new AppError(
        'conflict',
        `Someone else saved it since you opened it (version ${current.version}). Reload and try again.`,
      );
    await audit(tx, who, ip, 'archive', { formId, version });
    await announceChange(tx, 'built-forms', who.orgId);
  });
}

function audit(
  tx: Tx,
  who: Principal,
  ip: string,
  action: string,
  detail: Record<string, unknown>,
) {
  return writeAudit(tx, {
    orgId: who.orgId,
    accountId: who.accountId,
    username: who.username,
    module: MODULE,
    action,
    detail,
    ip,
  });
}
