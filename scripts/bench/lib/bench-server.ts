import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase } from '../../lib/ensure-database';
import { spawnServer } from '../../lib/spawn-server';

/** The API key the benchmarks' servers take. */
export const BENCH_API_KEY = 'bench-api-key';

/** The app on the bench database (created if missing), quiet, with a throwaway data folder. */
export async function startBenchServer(databaseUrl: string, port: string) {
  await ensureDatabase(databaseUrl);
  return spawnServer(
    {
      DATABASE_URL: databaseUrl,
      PORT: port,
      API_KEY: BENCH_API_KEY,
      APP_SECRET: 'bench',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'hcm-bench-')),
      LOG_LEVEL: 'error',
    },
    120_000,
  );
}

/** Signs a demo user in over HTTP, as the browser does; their session's token and CSRF token. */
export async function benchSignIn(url: string, orgId: string, username: string) {
  const headers = {
    'content-type': 'application/json',
    'x-api-key': BENCH_API_KEY,
    'x-org-id': orgId,
  };
  const { token: csrf } = (await (
    await fetch(`${url}/api/iam/authorize/token`, { headers })
  ).json()) as { token: string };
  const response = await fetch(`${url}/api/iam/list`, {
    method: 'POST',
    headers: { ...headers, 'x-csrf-token': csrf },
    body: JSON.stringify({ orgId, username, password: 'Demo#2026!' }),
  });
  const body = (await response.json()) as { token: string; csrf: string };
  if (!response.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body;
}
