import type { StatutoryTableVersion } from '../../../shared/api/payroll-tables';
import type { Tx } from '../../db/tenant';
import { STATUTORY_DEFAULTS } from './statutory-defaults';

/** Every version of every statutory table of the organisation, oldest first per kind. */
export async function statutoryVersions(tx: Tx, orgId: string): Promise<StatutoryTableVersion[]> {
  const rows = await tx
    .selectFrom('statutory_tables')
    .select(['kind', 'valid_from', 'source', 'data'])
    .where('org_id', '=', orgId)
    .orderBy('kind')
    .orderBy('valid_from')
    .execute();
  return rows.map(
    (row) =>
      ({
        kind: row.kind,
        validFrom: row.valid_from,
        source: row.source,
        data: row.data,
      }) as StatutoryTableVersion,
  );
}

/** Adds one version; false when the kind already has a version from that date. */
export async function addStatutoryVersion(
  tx: Tx,
  orgId: string,
  version: StatutoryTableVersion,
  createdBy: string,
): Promise<boolean> {
  const inserted = await tx
    .insertInto('statutory_tables')
    .values({
      org_id: orgId,
      kind: version.kind,
      valid_from: version.validFrom,
      source: version.source,
      data: JSON.stringify(version.data),
      created_by: createdBy,
    })
    .onConflict((oc) => oc.columns(['org_id', 'kind', 'valid_from']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Gives an organisation the tables of the payroll reference; versions it has are kept. */
export async function seedStatutoryTables(tx: Tx, orgId: string): Promise<void> {
  for (const version of STATUTORY_DEFAULTS) await addStatutoryVersion(tx, orgId, version, 'system');
}
