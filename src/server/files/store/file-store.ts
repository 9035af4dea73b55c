import type { FileStoreKind } from '../../config';
import type { Tx } from '../../db/tenant';

/** Which file: its organisation and its id (the `files` row). */
export interface FileKey {
  orgId: string;
  id: string;
}

/** A file whose bytes a store keeps outside the rows, and since when. */
export interface KeptFile extends FileKey {
  since: Date;
}

/**
 * Where the bytes of stored files are kept. Each `files` row names its store, so a file stays
 * readable where it is when the deployment's FILE_STORE changes (`npm run files -- move`
 * brings it over). The row is the authority: bytes are read only for a row the caller may read.
 */
export interface FileStore {
  readonly kind: FileStoreKind;
  /**
   * Keeps a file's bytes, before its row commits (a row never names bytes that are not there);
   * answers what the row's `body` holds: the bytes themselves, or null when kept here.
   */
  put(tx: Tx, file: FileKey, body: Buffer): Promise<Buffer | null>;
  /** The bytes of a file whose row names this store. */
  get(tx: Tx, file: FileKey): Promise<Buffer>;
  /** Forgets what it keeps outside the rows of these files, which no row names here any more. */
  drop(files: readonly FileKey[]): Promise<void>;
  /** Forgets everything it keeps outside the rows of an organisation that is gone. */
  dropOrganization(orgId: string): Promise<void>;
  /** What it keeps outside the rows, of one organisation or of all, a page at a time. */
  kept(orgId: string | null): AsyncIterable<KeptFile[]>;
}
