// Restart after a crash: the app and its embedded PostgreSQL killed with SIGKILL together (a
// lost machine, an OOM kill), then the time from spawning the server again to its first
// answered request: recovery of the database, the sweep of leftover processes, the start.
// Prints each trial and the median.
//   node --import tsx scripts/bench/restart.ts [trials=10]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, spawnServer, type RunningServer } from '../lib/spawn-server';
import { loadAverage } from './lib/measure';

const trials = Number(process.argv[2] ?? 10);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'hcm-bench-restart-'));
const start = () => spawnServer({ DATA_DIR: dataDir, PORT: '4391' }, 120_000);

/** kill -9 of the server and of the PostgreSQL it started (its lock file names the postmaster). */
async function crash(server: RunningServer): Promise<void> {
  const postmaster = Number(
    readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  server.child.kill('SIGKILL');
  process.kill(postmaster, 'SIGKILL');
  await exited(server.child);
}

try {
  let server = await start();
  const times: number[] = [];
  for (let trial = 0; trial < trials; trial += 1) {
    await crash(server);
    server = await start();
    times.push(server.readyMs);
  }
  server.child.kill('SIGTERM');
  await exited(server.child);
  console.log(
    `restart after kill -9 of app and PostgreSQL: median ${Math.round(median(times))} ms over ${trials} trials (${times.map(Math.round).join(', ')}); load average ${loadAverage()}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
