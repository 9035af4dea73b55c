import { sql } from 'kysely';
import type { FormDefinition } from '../../shared/forms/definition';
import type { Tx } from '../db/tenant';
import type { BuiltDefinition } from '../forms/form-registry';

// Every query names the organisation as well as running under its row-level-security scope.

const liveRecords = (orgId: string) => sql<number>`(
  select count(*)::int from records r
  where r.org_id = ${orgId} and r.form_id = d.form_id and r.deleted_at is null)`;

/** The organisation's record types built in the browser, with their live records counted. */
export function listBuilt(tx: Tx, orgId: string) {
  return tx
    .selectFrom('org_form_definitions as d')
    .select([
      'd.form_id',
      'd.version',
      'd.definition',
      'd.updated_at',
      'd.updated_by',
      liveRecords(orgId).as('records'),
    ])
    .where('d.org_id', '=', orgId)
    .where('d.deleted_at', 'is', null)
    .orderBy('d.form_id')
    .execute();
}

/** One built record type; `withDeleted` also finds one archived, to revive its formId. */
export function findBuilt(tx: Tx, orgId: string, formId: string, withDeleted = false) {
  return tx
    .selectFrom('org_form_definitions as d')
    .select([
      'd.form_id',
      'd.version',
      'd.definition',
      'd.updated_at',
      'd.updated_by',
      'd.deleted_at',
      liveRecords(orgId).as('records'),
    ])
    .where('d.org_id', '=', orgId)
    .where('d.form_id', '=', formId)
    .$if(!withDeleted, (query) => query.where('d.deleted_at', 'is', null))
    .executeTakeFirst();
}

/** The definitions the registry serves for the organisation. */
export async function readBuiltDefinitions(tx: Tx, orgId: string): Promise<BuiltDefinition[]> {
  const rows = await tx
    .selectFrom('org_form_definitions')
    .select(['definition', 'version'])
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    definition: row.definition as FormDefinition,
    version: row.version,
  }));
}

interface Save {
  orgId: string;
  formId: string;
  definition: FormDefinition;
  username: string;
  note: string | null;
}

/**
 * Writes version `version` as the current definition (a new row, an archived one revived, or
 * an update of `version - 1`: a stale version changes nothing) and keeps it among the versions.
 * Answers false when another save got there first.
 */
export async function saveBuilt(tx: Tx, save: Save, version: number): Promise<boolean> {
  const definition = JSON.stringify(save.definition);
  const written = await tx
    .insertInto('org_form_definitions')
    .values({
      org_id: save.orgId,
      form_id: save.formId,
      version,
      definition,
      created_by: save.username,
      updated_by: save.username,
    })
    .onConflict((oc) =>
      oc
        .columns(['org_id', 'form_id'])
        .doUpdateSet({
          version,
          definition,
          updated_at: new Date(),
          updated_by: save.username,
          deleted_at: null,
        })
        .where('org_form_definitions.version', '=', version - 1),
    )
    .returning('version')
    .executeTakeFirst();
  if (!written) return false;
  await tx
    .insertInto('org_form_definition_versions')
    .values({
      org_id: save.orgId,
      form_id: save.formId,
      version,
      definition,
      saved_by: save.username,
      note: save.note,
    })
    .execute();
  return true;
}

/** Archives the current definition at `version`; false when it is not (any longer) that one. */
export async function archiveBuilt(tx: Tx, orgId: string, formId: string, version: number) {
  const result = await tx
    .updateTable('org_form_definitions')
    .set({ deleted_at: new Date() })
    .where('org_id', '=', orgId)
    .where('form_id', '=', formId)
    .where('version', '=', version)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function listVersions(tx: Tx, orgId: string, formId: string) {
  return tx
    .selectFrom('org_form_definition_versions')
    .select(['version', 'saved_at', 'saved_by', 'note'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', formId)
    .orderBy('version', 'desc')
    .execute();
}

export function findVersion(tx: Tx, orgId: string, formId: string, version: number) {
  return tx
    .selectFrom('org_form_definition_versions')
    .select(['version', 'saved_at', 'saved_by', 'note', 'definition'])
    .where('org_id', '=', orgId)
    .where('form_id', '=', formId)
    .where('version', '=', version)
    .executeTakeFirst();
}
