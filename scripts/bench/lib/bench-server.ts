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
