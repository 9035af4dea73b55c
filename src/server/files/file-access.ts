import { can } from '../../shared/access/capabilities';
import type { FileReferenceKind } from '../db/database';
import type { Tx } from '../db/tenant';
import { AppError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { referencesTo } from './file-references.repository';
import { readFile } from './files.repository';

/** Whether the caller may read one of these records or applications (of one kind) naming the file. */
export type ReferenceCheck = (
  tx: Tx,
  who: Principal,
  fileId: string,
  holderIds: readonly string[],
) => Promise<boolean>;

/** How each kind of thing that references files is read: by its own read rule. */
export type ReferenceChecks = Readonly<Record<FileReferenceKind, ReferenceCheck>>;

type StoredFile = NonNullable<Awaited<ReturnType<typeof readFile>>>;

async function mayRead(tx: Tx, who: Principal, file: StoredFile, checks: ReferenceChecks) {
  if (
    file.created_by === who.username ||
    file.readable_by?.some((capability) => can(who.grants, capability))
  )
    return true;
  for (const [kind, holderIds] of await referencesTo(tx, who.orgId, file.id))
    if (await checks[kind](tx, who, file.id, holderIds)) return true;
  return false;
}

/**
 * A stored file, if this user may read it: its uploader; the roles it was made for (a payroll
 * report, a cut-off's ZIP of payslips); whoever may read a record or application that names it,
 * by that one's own rule. Anyone else gets the same 404 as for no such file.
 */
export async function readableFileOrThrow(
  tx: Tx,
  who: Principal,
  id: string,
  checks: ReferenceChecks,
): Promise<StoredFile> {
  const file = await readFile(tx, who.orgId, id);
  if (file && (await mayRead(tx, who, file, checks))) return file;
  throw new AppError('not_found', 'There is no such file.');
}
