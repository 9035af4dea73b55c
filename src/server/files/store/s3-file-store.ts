import {
  DeleteObjectsCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { onRollback, type Tx } from '../../db/tenant';
import type { FileKey, FileStore, KeptFile } from './file-store';

/** `<org id>/<file id>`: each organisation's files under a prefix of its own. */
const keyOf = ({ orgId, id }: FileKey) => `${orgId}/${id}`;
const KEY =
  /^([a-z0-9][a-z0-9-]*)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1000;

/** The bytes as objects of an S3-compatible bucket (AWS S3, MinIO...), one per file. */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor({ endpoint, region, bucket, credentials, forcePathStyle }: S3Config) {
    this.client = new S3Client({
      region,
      forcePathStyle,
      ...(endpoint ? { endpoint } : {}),
      ...(credentials ? { credentials } : {}),
      // Checksums only where S3 requires them: not every S3-compatible server takes the ones
      // the SDK adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.bucket = bucket;
  }

  async put(tx: Tx, file: FileKey, body: Buffer): Promise<null> {
    // A row that never commits names no object: the object goes with it.
    onRollback(tx, () => this.drop([file]));
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: keyOf(file), Body: body }),
    );
    return null;
  }

  async get(_tx: Tx, file: FileKey): Promise<Buffer> {
    const { Body } = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: keyOf(file) }),
    );
    const bytes = await Body!.transformToByteArray();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  drop(files: readonly FileKey[]): Promise<void> {
    return this.deleteKeys(files.map(keyOf));
  }

  async dropOrganization(orgId: string): Promise<void> {
    for await (const page of this.listed(`${orgId}/`))
      await this.deleteKeys(page.map((object) => object.Key!));
  }

  async *kept(orgId: string | null): AsyncIterable<KeptFile[]> {
    for await (const page of this.listed(orgId ? `${orgId}/` : undefined))
      yield page.flatMap(({ Key, LastModified }) => {
        const [, keyOrg, id] = KEY.exec(Key ?? '') ?? [];
        return keyOrg && id && LastModified ? [{ orgId: keyOrg, id, since: LastModified }] : [];
      });
  }

  /** Lets the process end without waiting for idle connections. */
  close(): void {
    this.client.destroy();
  }

  private async *listed(prefix: string | undefined): AsyncIterable<_Object[]> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: prefix },
    );
    for await (const page of pages) yield page.Contents ?? [];
  }

  private async deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
      const { Errors } = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: objects, Quiet: true },
        }),
      );
      const [first] = Errors ?? [];
      if (first)
        throw new Error(
          `S3 refused to delete ${Errors!.length} of ${objects.length} objects: ${first.Key} ${first.Code} ${first.Message}`,
        );
    }
  }
}
