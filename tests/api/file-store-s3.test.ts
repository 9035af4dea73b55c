import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished as written } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { PayRegister } from '../../src/shared/api/payroll-registers';
import type { ArchiveResult } from '../../src/shared/api/payslip-documents';
import type { StoredFile } from '../../src/shared/api/records';
import { withOrg } from '../../src/server/db/tenant';
import { storeFile } from '../../src/server/files/files.repository';
import { deleteOrganization } from '../../src/server/tenancy/delete-organization';
import { exportOrganization } from '../../src/server/tenancy/export-organization';
import { suspendOrganization } from '../../src/server/tenancy/organization-status';
import { signIn, type ApiCaller } from './support/api-client';
import { multipart } from './support/multipart';
import { describeOnEachDatabase } from './support/on-each-database';
import { databaseUrlOf, runScript } from './support/operator-command';
import { finished } from './support/payroll';
import { queryRows } from './support/pg-client';

const BUCKET = 'hcm-files';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const OPERATOR = 'test-operator';
const KEY = /^(acme|icare)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const scratch = mkdtempSync(join(tmpdir(), 'hcm-file-store-'));
/** The app's settings: a real S3-compatible server, started on a free local port below. */
const settings: Record<string, string> = {
  FILE_STORE: 's3',
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
};
let server: S3rver;
/** The test's own view of the bucket, beside the app's. */
let bucket: S3Client;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(scratch, 's3rver'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  settings.S3_ENDPOINT = `http://127.0.0.1:${port}`;
  bucket = new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  bucket.destroy();
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function objectKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function objectBytes(key: string): Promise<Uint8Array> {
  const { Body } = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Body!.transformToByteArray();
}

const putObject = (key: string, body: string) =>
  bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));

describeOnEachDatabase(
  'files in an S3-compatible bucket (FILE_STORE=s3)',
  (current) => {
    let hr: ApiCaller;
    let employee: ApiCaller;
    let payroll: ApiCaller;
    let icareHr: ApiCaller;
    let cli: NodeJS.ProcessEnv;
    /** Every file this suite made, who reads it, and its bytes' sha256. */
    const made: { orgId: string; id: string; reader: ApiCaller; sha: string }[] = [];

    beforeAll(async () => {
      const { app } = current();
      [hr, employee, payroll, icareHr] = await Promise.all([
        signIn(app, 'acme', 'hr'),
        signIn(app, 'acme', 'employee'),
        signIn(app, 'acme', 'payroll'),
        signIn(app, 'icare', 'hr'),
      ]);
      const { DATABASE_URL: _url, FILE_STORE: _store, ...inherited } = process.env;
      cli = {
        ...inherited,
        ...settings,
        DATABASE_URL: databaseUrlOf(current().owner),
        DATA_DIR: join(scratch, 'cli'),
      };
    });
    // The next database's suite starts from an empty bucket: its files are not these.
    afterAll(async () => {
      const keys = await objectKeys();
      if (keys.length > 0)
        await bucket.send(
          new DeleteObjectsCommand({
            Bucket: BUCKET,
            Delete: { Objects: keys.map((Key) => ({ Key })) },
          }),
        );
    });

    const upload = async (caller: ApiCaller, name: string, body: Buffer) => {
      const { payload, contentType } = multipart(name, 'application/pdf', body);
      const response = await caller.call('POST', '/api/files', {
        body: payload,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, response.body).toBe(201);
      const stored = response.json<StoredFile>();
      made.push({ orgId: caller.orgId, id: stored.id, reader: caller, sha: sha256(body) });
      return stored;
    };
    const download = (caller: ApiCaller, id: string) => caller.call('GET', `/api/files/${id}`);
    const rowOf = async (id: string) =>
      (
        await queryRows<{ org_id: string; store: string; in_row: boolean }>(
          current().owner,
          'select org_id, store, body is not null as in_row from files where id = $1',
          [id],
        )
      )[0];
    const filesCommand = (...args: string[]) => runScript('scripts/files.ts', args, cli);
    /** Every file made reads back through the API with the bytes it was made with. */
    const expectBytesKept = async () => {
      for (const file of made) {
        const answer = await download(file.reader, file.id);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(sha256(answer.rawPayload), file.id).toBe(file.sha);
      }
    };

    it("keeps an upload as the object <org>/<id>, whose bytes only the row's readers get", async () => {
      const bytes = Buffer.from(`%PDF-1.4\n% handbook ${randomUUID()}\n`);
      const stored = await upload(hr, 'handbook.pdf', bytes);
      expect(await rowOf(stored.id)).toEqual({ org_id: 'acme', store: 's3', in_row: false });
      expect(await objectKeys()).toEqual([`acme/${stored.id}`]);
      expect(Buffer.from(await objectBytes(`acme/${stored.id}`)).equals(bytes)).toBe(true);

      const answer = await download(hr, stored.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.rawPayload.equals(bytes)).toBe(true);
      // The row decides: a colleague it was not made for, and another organisation, get nothing.
      expect((await download(employee, stored.id)).statusCode).toBe(404);
      expect((await download(icareHr, stored.id)).statusCode).toBe(404);

      const theirs = await upload(icareHr, 'policy.pdf', Buffer.from('%PDF-1.4\n% icare\n'));
      expect(await objectKeys()).toContain(`icare/${theirs.id}`);
      expect((await download(hr, theirs.id)).statusCode).toBe(404);
      expect((await download(icareHr, theirs.id)).statusCode).toBe(200);
      for (const key of await objectKeys()) expect(key).toMatch(KEY);
    });

    it('keeps a ZIP of payslip PDFs made in the background in the bucket', async () => {
      const [register] = (await payroll.call('GET', '/api/hcm/register')).json<{
        items: PayRegister[];
      }>().items;
      const year = new Date().getFullYear();
      const cutoffs: Cutoff[] = [];
      for (const of of [year, year - 1])
        cutoffs.push(
          ...(
            await payroll.call('GET', `/api/hcm/register-cutoff/${register!.id}?year=${of}`)
          ).json<{ items: Cutoff[] }>().items,
        );
      const cutoff = cutoffs.find((item) => item.payslips > 0)!;
      const started = await payroll.call('POST', `/api/hcm/generate/slip/${cutoff.id}`);
      expect(started.statusCode, started.body).toBe(202);
      const run = await finished(payroll, started.json<{ runId: string }>().runId);
      expect(run.state, run.error ?? '').toBe('succeeded');
      const { fileId } = run.result as ArchiveResult;

      expect(await rowOf(fileId)).toEqual({ org_id: 'acme', store: 's3', in_row: false });
      const object = await objectBytes(`acme/${fileId}`);
      const answer = await download(payroll, fileId);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/zip');
      expect(sha256(answer.rawPayload)).toBe(sha256(object));
      const zip = join(scratch, `${fileId}.zip`);
      writeFileSync(zip, answer.rawPayload);
      const entries = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
      expect(entries.length).toBe(cutoff.payslips);
      for (const entry of entries) expect(entry).toMatch(/^payslip-.+\.pdf$/);
      expect((await download(employee, fileId)).statusCode).toBe(404);
      made.push({ orgId: 'acme', id: fileId, reader: payroll, sha: sha256(object) });
    }, 120_000);

    it('leaves neither a row nor an object of a write that rolled back', async () => {
      let id = '';
      const keysBefore = await objectKeys();
      const write = withOrg(current().db, 'acme', async (tx) => {
        const body = Buffer.from('%PDF-1.4\n% never\n');
        ({ id } = await storeFile(
          tx,
          current().files,
          'acme',
          { name: 'never.pdf', type: 'application/pdf', body },
          'hr',
        ));
        // The object is there before the row commits...
        expect(await objectKeys()).toContain(`acme/${id}`);
        throw new Error('something after it failed');
      });
      await expect(write).rejects.toThrow('something after it failed');
      // ...and goes when it does not.
      expect(await objectKeys()).toEqual(keysBefore);
      expect(await rowOf(id)).toBeUndefined();
      expect((await download(hr, id)).statusCode).toBe(404);
    });

    it('moves files to PostgreSQL and back with their bytes unchanged, once', async () => {
      const toRows = await filesCommand('move', '--to', 'postgres', '--org', 'acme');
      expect(toRows.code, toRows.stderr).toBe(0);
      const acme = made.filter((file) => file.orgId === 'acme');
      expect(toRows.stderr).toContain(`acme: ${acme.length} files moved`);
      for (const file of made)
        expect(await rowOf(file.id)).toMatchObject(
          file.orgId === 'acme' ? { store: 'postgres', in_row: true } : { store: 's3' },
        );
      expect((await objectKeys()).every((key) => key.startsWith('icare/'))).toBe(true);
      // The app still writes to S3, and reads each file where its row says.
      await expectBytesKept();

      const toBucket = await filesCommand('move', '--to', 's3', '--batch', '1');
      expect(toBucket.code, toBucket.stderr).toBe(0);
      expect(toBucket.stderr).toContain(`Moved ${acme.length} files to s3`);
      expect(await objectKeys()).toEqual(made.map((file) => `${file.orgId}/${file.id}`).sort());
      for (const file of made) {
        expect(await rowOf(file.id)).toMatchObject({ store: 's3', in_row: false });
        expect(sha256(await objectBytes(`${file.orgId}/${file.id}`))).toBe(file.sha);
      }
      await expectBytesKept();

      const again = await filesCommand('move', '--to', 's3');
      expect(again.code, again.stderr).toBe(0);
      expect(again.stderr).toContain('Moved 0 files to s3');

      const refused = await filesCommand('move', '--to', 'ftp');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('move: --to must be postgres or s3');
    }, 120_000);

    it('sweeps away the objects no file names, once old enough to be no write under way', async () => {
      const orphans = [`acme/${randomUUID()}`, `gone-org/${randomUUID()}`];
      for (const key of orphans) await putObject(key, 'left behind');

      const fresh = await filesCommand('sweep');
      expect(fresh.code, fresh.stderr).toBe(0);
      expect(fresh.stderr).toContain('Removed 0 objects');
      expect(await objectKeys()).toEqual(expect.arrayContaining(orphans));

      const swept = await filesCommand('sweep', '--older-than', '0');
      expect(swept.code, swept.stderr).toBe(0);
      expect(swept.stderr).toContain('Removed 2 objects');
      expect(await objectKeys()).toEqual(made.map((file) => `${file.orgId}/${file.id}`).sort());
      await expectBytesKept();
    }, 120_000);

    it("deletes an organisation's objects with it, once its export holds their bytes", async () => {
      const [theirs] = made.filter((file) => file.orgId === 'icare');
      await suspendOrganization(current().db, 'icare', OPERATOR);
      const zip = join(scratch, 'icare.zip');
      const out = createWriteStream(zip);
      await exportOrganization(current().db, current().files, 'icare', out, OPERATOR);
      await written(out);
      const entry = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' })
        .split('\n')
        .find((name) => name.startsWith(`files/files/${theirs!.id}`))!;
      expect(sha256(execFileSync('unzip', ['-p', zip, entry]))).toBe(theirs!.sha);

      await deleteOrganization(current().db, current().files, 'icare', OPERATOR);
      expect(await objectKeys()).toEqual(
        made
          .filter((file) => file.orgId === 'acme')
          .map((file) => `acme/${file.id}`)
          .sort(),
      );
    });
  },
  settings,
);
