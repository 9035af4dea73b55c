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

test("TRUST_PROXY: off by default, true, or the proxies' addresses whose X-Forwarded-For counts", () => {
  const trustOf = (TRUST_PROXY?: string) =>
    loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'x', ...(TRUST_PROXY ? { TRUST_PROXY } : {}) })
      .trustProxy;
  expect(trustOf()).toBe(false);
  expect(trustOf('false')).toBe(false);
  expect(trustOf('true')).toBe(true);
  expect(trustOf('10.0.0.5, 192.168.0.0/16')).toEqual(['10.0.0.5', '192.168.0.0/16']);
});
