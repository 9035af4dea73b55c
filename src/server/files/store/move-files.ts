import type { Kysely } from 'kysely';
import type { FileStoreKind } from '../../config';
import type { Database } from '../../db/database';
import { withOrg } from '../../db/tenant';
import type { FileStores } from './file-stores';

/**
 * Moves an organisation's files kept elsewhere into the store `to`, `batch` files per
 * transaction (their bytes are in memory together), until none is left; answers how many moved.
 * A batch's rows are locked, their bytes put in `to` and the rows pointed at it in one
 * transaction; only once that has committed do the old stores forget the bytes. Run again, it
 * finds what is left: an interrupted move goes on where it stopped, and a finished one moves
 * nothing.
 */
export async function moveFiles(
  db: Kysely<Database>,
  stores: FileStores,
  orgId: string,
  { to, batch, moved: report }: { to: FileStoreKind; batch: number; moved?: (n: number) => void },
): Promise<number> {
  const target = stores.of(to);
  let moved = 0;
  // In key order from where the last batch ended: each batch reads on from there in the index.
  let after: string | null = null;
  for (;;) {
    const rows = await withOrg(db, orgId, async (tx) => {
      const rows = await tx
        .selectFrom('files')
        .select(['id', 'store'])
        .where('org_id', '=', orgId)
        .where('store', '<>', to)
        .$if(after !== null, (query) => query.where('id', '>', after!))
        .orderBy('id')
        .limit(batch)
        .forUpdate()
        .execute();
      for (const { id, store } of rows) {
        const file = { orgId, id };
        const body = await target.put(tx, file, await stores.read(tx, file, store));
        await tx
          .updateTable('files')
          .set({ store: to, body })
          .where('org_id', '=', orgId)
          .where('id', '=', id)
          .execute();
      }
      return rows;
    });
    if (rows.length === 0) return moved;
    for (const store of new Set(rows.map((row) => row.store)))
      await stores
        .of(store)
        .drop(rows.filter((row) => row.store === store).map(({ id }) => ({ orgId, id })));
    moved += rows.length;
    after = rows.at(-1)!.id;
    report?.(moved);
  }
}
