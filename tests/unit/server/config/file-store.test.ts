import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadConfig } from '../../../../src/server/config';

const dataDir = mkdtempSync(join(tmpdir(), 'hcm-config-'));
const configWith = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'x', ...env });

test('files stay in PostgreSQL unless FILE_STORE=s3; the bucket is reachable whenever it is set', () => {
  expect(configWith({})).toMatchObject({ fileStore: 'postgres', s3: null });
  expect(configWith({ S3_BUCKET: 'hcm' })).toMatchObject({
    fileStore: 'postgres',
    s3: {
      bucket: 'hcm',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    },
  });
  expect(
    configWith({
      FILE_STORE: 's3',
      S3_BUCKET: 'hcm',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  ).toMatchObject({
    fileStore: 's3',
    s3: {
      bucket: 'hcm',
      region: 'ap-southeast-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    },
  });
});

test('a files store that cannot work stops the start', () => {
  expect(() => configWith({ FILE_STORE: 's3' })).toThrow('FILE_STORE=s3 needs S3_BUCKET');
  expect(() => configWith({ FILE_STORE: 'disk' })).toThrow('FILE_STORE must be postgres or s3');
  expect(() => configWith({ S3_BUCKET: 'hcm', S3_ACCESS_KEY_ID: 'key' })).toThrow(
    'set together or not at all',
  );
});
