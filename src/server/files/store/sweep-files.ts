import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { withOrg } from '../../db/tenant';
import type { FileStore, KeptFile } from './file-store';
import type { FileStores } from './file-stores';

function byOrganization(files: readonly KeptFile[]): Map<string, KeptFile[]> {
  const groups = new Map<string, KeptFile[]>();
  for (const file of files) groups.set(file.orgId, [...(groups.get(file.orgId) ?? []), file]);
  return groups;
}

/** Drops those of an organisation's kept files that no row names in this store; answers how many. */
async function dropOrphans(
  db: Kysely<Database>,
  store: FileStore,
  orgId: string,
  kept: readonly KeptFile[],
): Promise<number> {
  return withOrg(db, orgId, async (tx) => {
    // Locked while their bytes go: a move of one of them waits for the verdict, then finds them.
    const rows = await tx
      .selectFrom('files')
      .select(['id', 'store'])
      .where('org_id', '=', orgId)
      .where(
        'id',
        'in',
        kept.map((file) => file.id),
      )
      .forUpdate()
      .execute();
    const named = new Set(rows.filter((row) => row.store === store.kind).map((row) => row.id));
    const orphans = kept.filter((file) => !named.has(file.id));
    await store.drop(orphans);
    return orphans.length;
  });
}

/**
 * Drops what the stores keep outside the database that no file's row names: the bytes of a
 * write whose clean-up after its rollback did not happen (a process that died, a store that did
 * not answer), of a move whose old store did not forget them, of a deleted organisation. Only
 * what is older than `before`: a write under way keeps its bytes before its row commits.
 * Answers how many were dropped.
 */
export async function sweepFiles(
  db: Kysely<Database>,
  stores: FileStores,
  { orgId, before }: { orgId: string | null; before: Date },
): Promise<number> {
  let dropped = 0;
  for (const store of stores.all)
    for await (const page of store.kept(orgId))
      for (const [org, kept] of byOrganization(page.filter((file) => file.since < before)))
        dropped += await dropOrphans(db, store, org, kept);
  return dropped;
}
