// Cold start: time from spawning the server to its first answered request, on a fresh data
// directory (initdb, migrations, seeds) and on an existing one. Prints the median of N runs.
//   node --import tsx scripts/bench/cold-start.ts [runs=3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, spawnServer } from '../lib/spawn-server';

const runs = Number(process.argv[2] ?? 3);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function once(dataDir: string): Promise<number> {
  const server = await spawnServer({ DATA_DIR: dataDir, PORT: '4390' });
  server.child.kill('SIGTERM');
  await exited(server.child);
  return server.readyMs;
}

const fresh: number[] = [];
const existing: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hcm-bench-'));
  fresh.push(await once(dataDir));
  existing.push(await once(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `cold start, fresh data dir:    median ${Math.round(median(fresh))} ms  (runs: ${fresh.map(Math.round).join(', ')})`,
);
console.log(
  `cold start, existing data dir: median ${Math.round(median(existing))} ms  (runs: ${existing.map(Math.round).join(', ')})`,
);
