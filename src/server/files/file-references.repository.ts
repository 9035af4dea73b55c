import { sql } from 'kysely';
import type { FileReferenceKind } from '../db/database';
import type { Tx } from '../db/tenant';

/** A record or application and the stored files its document names now. */
export interface FileHolder {
  id: string;
  fileIds: readonly string[];
}

/**
 * Replaces what these records or applications reference with the files they name now: one
 * delete and one insert for any number of them.
 */
export async function replaceFileReferences(
  tx: Tx,
  orgId: string,
  kind: FileReferenceKind,
  holders: readonly FileHolder[],
): Promise<void> {
  if (holders.length === 0) return;
  await sql`
    delete from file_references
    where org_id = ${orgId} and kind = ${kind} and source_id = any(${holders.map((h) => h.id)}::uuid[])
  `.execute(tx);
  const pairs = holders.flatMap((holder) =>
    [...new Set(holder.fileIds)].map((fileId) => [fileId, holder.id] as const),
  );
  if (pairs.length === 0) return;
  await sql`
    insert into file_references (org_id, file_id, kind, source_id)
    select ${orgId}, x.file_id, ${kind}, x.source_id
    from unnest(${pairs.map(([fileId]) => fileId)}::uuid[], ${pairs.map(([, id]) => id)}::uuid[])
      as x(file_id, source_id)
    on conflict do nothing
  `.execute(tx);
}

/** What references a file, by kind: the ids of the records and applications naming it. */
export async function referencesTo(
  tx: Tx,
  orgId: string,
  fileId: string,
): Promise<Map<FileReferenceKind, string[]>> {
  const rows = await tx
    .selectFrom('file_references')
    .select(['kind', 'source_id'])
    .where('org_id', '=', orgId)
    .where('file_id', '=', fileId)
    .execute();
  const byKind = new Map<FileReferenceKind, string[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.source_id]);
  return byKind;
}
