import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { OrgAssetUrls } from '../../shared/api/organization';
import {
  ORG_ASSET_KINDS,
  ORG_ASSET_TYPES,
  ORG_ASSETS,
  type OrgAssetKind,
  type OrgAssetType,
} from '../../shared/org-assets';
import type { Tx } from '../db/tenant';

/** Where an image of the organisation is served (`GET /api/organization/assets/:orgId/:name`). */
export const assetUrl = (orgId: string, name: string) =>
  `/api/organization/assets/${orgId}/${name}`;

/**
 * `logo.3f2a9c01b7de.png`: the kind (which the table reads back from the name), a hash of the
 * content, so the address changes whenever the image does, and the type's extension.
 */
function assetName(kind: OrgAssetKind, type: OrgAssetType, body: Buffer): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return `${kind}.${hash}.${ORG_ASSET_TYPES[type]}`;
}

/** Where each of the organisation's images is served; null for a kind it has none of. */
export async function findAssetUrls(tx: Tx, orgId: string): Promise<OrgAssetUrls> {
  const rows = await tx
    .selectFrom('org_assets')
    .select(['kind', 'name'])
    .where('org_id', '=', orgId)
    .execute();
  const names = new Map(rows.map((row) => [row.kind, row.name]));
  return Object.fromEntries(
    ORG_ASSET_KINDS.map((kind) => {
      const name = names.get(kind);
      return [ORG_ASSETS[kind].field, name ? assetUrl(orgId, name) : null];
    }),
  ) as OrgAssetUrls;
}

/** One image by the name it is served under. */
export function findAssetByName(tx: Tx, orgId: string, name: string) {
  return tx
    .selectFrom('org_assets')
    .select(['content_type', 'body'])
    .where('org_id', '=', orgId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** The organisation's image of one kind (its logo for a printout), if it has one. */
export function findAssetOfKind(tx: Tx, orgId: string, kind: OrgAssetKind) {
  return tx
    .selectFrom('org_assets')
    .select(['name', 'content_type', 'body'])
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** What an image was, for the audit trail: its name, type and size. */
export interface AssetFacts {
  name: string;
  contentType: string;
  bytes: number;
}

/** Locks and describes the organisation's image of one kind until the transaction ends. */
async function lockAssetFacts(tx: Tx, orgId: string, kind: OrgAssetKind) {
  const row = await tx
    .selectFrom('org_assets')
    .select(['name', 'content_type', sql<number>`octet_length(body)`.as('bytes')])
    .where('org_id', '=', orgId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
  return row ? { name: row.name, contentType: row.content_type, bytes: row.bytes } : null;
}

/** Puts `body` in place of the organisation's image of `kind`; answers the old and the new. */
export async function replaceAsset(
  tx: Tx,
  orgId: string,
  kind: OrgAssetKind,
  type: OrgAssetType,
  body: Buffer,
): Promise<{ before: AssetFacts | null; after: AssetFacts }> {
  const before = await lockAssetFacts(tx, orgId, kind);
  const name = assetName(kind, type, body);
  await tx
    .insertInto('org_assets')
    .values({ org_id: orgId, name, content_type: type, body })
    .onConflict((oc) =>
      oc.columns(['org_id', 'kind']).doUpdateSet({ name, content_type: type, body }),
    )
    .execute();
  return { before, after: { name, contentType: type, bytes: body.length } };
}

/** Removes the organisation's image of `kind`; answers what it was, or null if there was none. */
export async function removeAsset(
  tx: Tx,
  orgId: string,
  kind: OrgAssetKind,
): Promise<AssetFacts | null> {
  const before = await lockAssetFacts(tx, orgId, kind);
  if (before)
    await tx
      .deleteFrom('org_assets')
      .where('org_id', '=', orgId)
      .where('kind', '=', kind)
      .execute();
  return before;
}
