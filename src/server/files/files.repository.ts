import { randomUUID } from 'node:crypto';
import type { StoredFile } from '../../shared/api/records';
import type { Capability } from '../../shared/access/capabilities';
import type { Tx } from '../db/tenant';
import type { FileStores } from './store/file-stores';

/** Keeps a new file in the deployment's store and writes its row, in the caller's transaction. */
export async function storeFile(
  tx: Tx,
  files: FileStores,
  orgId: string,
  file: { name: string; type: string; body: Buffer; readableBy?: Capability[] },
  username: string,
): Promise<StoredFile> {
  const id = randomUUID();
  const store = files.current;
  const body = await store.put(tx, { orgId, id }, file.body);
  const row = await tx
    .insertInto('files')
    .values({
      org_id: orgId,
      id,
      name: file.name,
      content_type: file.type,
      size: file.body.length,
      store: store.kind,
      body,
      created_by: username,
      readable_by: file.readableBy ?? null,
    })
    .returning(['id', 'name', 'size', 'content_type'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, size: row.size, type: row.content_type };
}

/** A file's row, without its bytes: who may read it decides whether they are fetched. */
export async function readFile(tx: Tx, orgId: string, id: string) {
  return tx
    .selectFrom('files')
    .select(['id', 'name', 'content_type', 'store', 'created_by', 'readable_by'])
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What a save needs to know of a stored file it names. */
export interface StoredFileFacts {
  type: string;
  uploadedBy: string | null;
}

/**
 * The files among `ids` that this organisation stores (row-level security hides the rest), with
 * their media types and uploaders.
 */
export async function existingFiles(
  tx: Tx,
  orgId: string,
  ids: string[],
): Promise<Map<string, StoredFileFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .selectFrom('files')
    .select(['id', 'content_type', 'created_by'])
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { type: row.content_type, uploadedBy: row.created_by }]),
  );
}

/**
 * Why a save may not name this file (null: it may): it must be stored in the organisation and,
 * unless the document already held it (`kept`), uploaded by the one saving. Whoever may read a
 * record or application reads its files, so naming someone else's file must not hand it on.
 */
export function attachmentProblem(
  title: string,
  stored: StoredFileFacts | undefined,
  { savedBy, kept }: { savedBy: string; kept: boolean },
): string | null {
  if (!stored) return `${title} is not a file stored here`;
  if (!kept && stored.uploadedBy !== savedBy) return `${title} must be a file you uploaded`;
  return null;
}
