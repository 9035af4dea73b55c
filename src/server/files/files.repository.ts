import type { StoredFile } from '../../shared/api/records';
import type { Role } from '../../shared/roles';
import type { Tx } from '../db/tenant';

export async function storeFile(
  tx: Tx,
  orgId: string,
  file: { name: string; type: string; body: Buffer; readableBy?: Role[] },
  username: string,
): Promise<StoredFile> {
  const row = await tx
    .insertInto('files')
    .values({
      org_id: orgId,
      name: file.name,
      content_type: file.type,
      size: file.body.length,
      body: file.body,
      created_by: username,
      readable_by: file.readableBy ?? null,
    })
    .returning(['id', 'name', 'size', 'content_type'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, size: row.size, type: row.content_type };
}

export async function readFile(tx: Tx, orgId: string, id: string) {
  return tx
    .selectFrom('files')
    .select(['name', 'content_type', 'body', 'readable_by'])
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The files among `ids` that this organisation stores (row-level security hides the rest), with
 * their media types.
 */
export async function existingFiles(
  tx: Tx,
  orgId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .selectFrom('files')
    .select(['id', 'content_type'])
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.content_type]));
}
