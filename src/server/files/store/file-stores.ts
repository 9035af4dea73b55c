import type { Config, FileStoreKind } from '../../config';
import type { Tx } from '../../db/tenant';
import type { FileKey, FileStore } from './file-store';
import { postgresFileStore } from './postgres-file-store';
import type { S3FileStore } from './s3-file-store';

/**
 * The stores of this deployment: where new files go (FILE_STORE), and each store a file's row
 * may name (the S3 bucket whenever S3_BUCKET is set, so files kept there stay readable after
 * FILE_STORE goes back to postgres).
 */
export class FileStores {
  readonly current: FileStore;
  readonly all: readonly FileStore[];

  private constructor(
    fileStore: FileStoreKind,
    private readonly s3: S3FileStore | null,
  ) {
    this.all = s3 ? [postgresFileStore, s3] : [postgresFileStore];
    this.current = this.of(fileStore);
  }

  /** The stores the settings give; the S3 client's code, slow to load, only with a bucket. */
  static async open({ fileStore, s3 }: Pick<Config, 'fileStore' | 's3'>): Promise<FileStores> {
    const bucket = s3 && new (await import('./s3-file-store')).S3FileStore(s3);
    return new FileStores(fileStore, bucket);
  }

  /** The store of this kind; throws when this deployment has none (S3_BUCKET unset). */
  of(kind: FileStoreKind): FileStore {
    const store = this.all.find((candidate) => candidate.kind === kind);
    if (!store) throw new Error(`Files kept in ${kind} need its settings (S3_BUCKET...)`);
    return store;
  }

  /** Whether this deployment reaches that store. */
  has(kind: FileStoreKind): boolean {
    return this.all.some((store) => store.kind === kind);
  }

  /** A file's bytes, from the store its row names. */
  read(tx: Tx, file: FileKey, store: FileStoreKind): Promise<Buffer> {
    return this.of(store).get(tx, file);
  }

  close(): void {
    this.s3?.close();
  }
}
