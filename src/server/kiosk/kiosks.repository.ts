import type { Selectable } from 'kysely';
import type { Kiosk } from '../../shared/api/kiosk';
import type { KiosksTable } from '../db/database';
import type { Tx } from '../db/tenant';
import { sha256 } from '../identity/tokens';

type KioskRow = Omit<Selectable<KiosksTable>, 'org_id' | 'token_hash'>;

const COLUMNS = [
  'kiosk_id',
  'name',
  'site',
  'created_by',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const toKiosk = (row: KioskRow): Kiosk => ({
  id: row.kiosk_id,
  name: row.name,
  site: row.site,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: iso(row.last_used_at),
  revokedAt: iso(row.revoked_at),
});

/** Stores a kiosk with the hash of its token; null when a live kiosk already has the name. */
export async function insertKiosk(
  tx: Tx,
  values: { orgId: string; name: string; site: string | null; token: string; createdBy: string },
): Promise<Kiosk | null> {
  const row = await tx
    .insertInto('kiosks')
    .values({
      org_id: values.orgId,
      name: values.name,
      site: values.site,
      token_hash: sha256(values.token),
      created_by: values.createdBy,
    })
    // The only conflict a fresh random token can meet is the live-name index.
    .onConflict((oc) => oc.doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toKiosk(row) : null;
}

/** Newest first, revoked ones included (they explain old punches). */
export async function listKiosks(tx: Tx, orgId: string): Promise<Kiosk[]> {
  const rows = await tx
    .selectFrom('kiosks')
    .select(COLUMNS)
    .where('org_id', '=', orgId)
    .orderBy('created_at', 'desc')
    .orderBy('kiosk_id')
    .execute();
  return rows.map(toKiosk);
}

/** Revokes a kiosk (a second revoke keeps the first time); null when there is no such kiosk. */
export async function revokeKiosk(tx: Tx, orgId: string, kioskId: string): Promise<Kiosk | null> {
  await tx
    .updateTable('kiosks')
    .set({ revoked_at: new Date() })
    .where('org_id', '=', orgId)
    .where('kiosk_id', '=', kioskId)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await tx
    .selectFrom('kiosks')
    .select(COLUMNS)
    .where('org_id', '=', orgId)
    .where('kiosk_id', '=', kioskId)
    .executeTakeFirst();
  return row ? toKiosk(row) : null;
}

/** The live (not revoked) kiosk a token belongs to, if any. */
export async function findLiveKiosk(tx: Tx, orgId: string, token: string): Promise<Kiosk | null> {
  const row = await tx
    .selectFrom('kiosks')
    .select(COLUMNS)
    .where('org_id', '=', orgId)
    .where('token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? toKiosk(row) : null;
}

/** Marks a kiosk used now; false when it was revoked meanwhile. */
export async function touchKiosk(
  tx: Tx,
  orgId: string,
  kioskId: string,
  at: Date,
): Promise<boolean> {
  const result = await tx
    .updateTable('kiosks')
    .set({ last_used_at: at })
    .where('org_id', '=', orgId)
    .where('kiosk_id', '=', kioskId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
