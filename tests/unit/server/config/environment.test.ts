import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadConfig } from '../../../../src/server/config';

const dataDir = mkdtempSync(join(tmpdir(), 'hcm-config-'));

test('the deployment is develop, release or prod; anything else is develop (spec)', () => {
  const environmentOf = (APP_ENV?: string) =>
    loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'x', ...(APP_ENV ? { APP_ENV } : {}) }).environment;
  expect(environmentOf()).toBe('develop');
  expect(environmentOf('release')).toBe('release');
  expect(environmentOf('prod')).toBe('prod');
  expect(environmentOf('staging')).toBe('develop');
});
