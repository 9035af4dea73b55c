import type { Kysely } from 'kysely';
import {
  STATUTORY_TABLE_SCHEMAS,
  type AddStatutoryVersionRequest,
  type StatutoryTableVersion,
} from '../../../shared/api/payroll-tables';
import type { Database } from '../../db/database';
import type { Tx } from '../../db/tenant';
import { AppError } from '../../http/app-error';
import { parsePart } from '../../http/parse-part';
import { STATUTORY_DEFAULTS } from './statutory-defaults';

export type ScopedVersion = StatutoryTableVersion & { scope: 'platform' | 'organisation' };

/**
 * Every version in force for the organisation, oldest first per kind: the reference versions
 * of this release, those the platform published since, and the organisation's own, which
 * replace a platform version of the same kind and date. With no organisation: the platform's.
 */
export async function statutoryVersions(
  tx: Tx | Kysely<Database>,
  orgId: string | null,
): Promise<ScopedVersion[]> {
  const [published, own] = await Promise.all([
    tx
      .selectFrom('platform_statutory_tables')
      .select(['kind', 'valid_from', 'source', 'data'])
      .execute(),
    orgId === null
      ? []
      : tx
          .selectFrom('statutory_tables')
          .select(['kind', 'valid_from', 'source', 'data'])
          .where('org_id', '=', orgId)
          .execute(),
  ]);
  const byKey = new Map<string, ScopedVersion>();
  const add = (version: StatutoryTableVersion, scope: ScopedVersion['scope']) =>
    byKey.set(`${version.kind} ${version.validFrom}`, { ...version, scope });
  for (const version of STATUTORY_DEFAULTS) add(version, 'platform');
  for (const row of published) add(versionOf(row), 'platform');
  for (const row of own) add(versionOf(row), 'organisation');
  return [...byKey.values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.validFrom.localeCompare(b.validFrom),
  );
}

const versionOf = (row: { kind: string; valid_from: string; source: string; data: unknown }) =>
  ({
    kind: row.kind,
    validFrom: row.valid_from,
    source: row.source,
    data: row.data,
  }) as StatutoryTableVersion;

/** Adds one of the organisation's own versions; false when it has one of that kind and date. */
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

/** A version as asked for, its data checked against its kind's schema (errors at /data/...). */
export function checkedVersion(request: AddStatutoryVersionRequest): StatutoryTableVersion {
  const { kind, validFrom, source } = request;
  const data = parsePart(STATUTORY_TABLE_SCHEMAS[kind], request.data, 'data', 'The table');
  return { kind, validFrom, source, data } as StatutoryTableVersion;
}

const versionExists = (version: StatutoryTableVersion) =>
  new AppError(
    'conflict',
    `The ${version.kind} table already has a version valid from ${version.validFrom}: versions are never changed, add one with a later date`,
  );

/**
 * Publishes a version of a table for every organisation (a platform operator, outside any
 * organisation's transaction: its row-level security refuses one). Refused when the release's
 * reference or an earlier publication has that kind and date.
 */
export async function publishStatutoryVersion(
  db: Kysely<Database>,
  version: StatutoryTableVersion,
  publishedBy: string,
): Promise<void> {
  const taken = (await statutoryVersions(db, null)).some(
    (each) => each.kind === version.kind && each.validFrom === version.validFrom,
  );
  if (taken) throw versionExists(version);
  const inserted = await db
    .insertInto('platform_statutory_tables')
    .values({
      kind: version.kind,
      valid_from: version.validFrom,
      source: version.source,
      data: JSON.stringify(version.data),
      published_by: publishedBy,
    })
    .onConflict((oc) => oc.columns(['kind', 'valid_from']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  if (!inserted) throw versionExists(version);
}

/** Adds an organisation's own version; refused when it has one of that kind and date. */
export async function addOwnStatutoryVersion(
  tx: Tx,
  orgId: string,
  version: StatutoryTableVersion,
  createdBy: string,
): Promise<void> {
  if (!(await addStatutoryVersion(tx, orgId, version, createdBy))) throw versionExists(version);
}
