// `npm start`: builds the client when dist/ is missing or older than its sources (or was built
// for another API_KEY), then runs the server in this process so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src/client',
  'src/shared',
  'renderers',
  'index.html',
  'vite.config.ts',
  'package.json',
];
const STAMP = 'dist/.build-stamp.json';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const apiKey = process.env.API_KEY ?? 'hcm-demo-key';
const stamp = existsSync(STAMP)
  ? (JSON.parse(readFileSync(STAMP, 'utf8')) as { apiKey?: string; builtAt?: number })
  : {};
const stale =
  !existsSync('dist/index.html') ||
  stamp.apiKey !== apiKey ||
  Math.max(...SOURCES.map(newestMtime)) > (stamp.builtAt ?? 0);

if (stale) {
  console.log('[hcm] building the client (vite build)...');
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, JSON.stringify({ apiKey, builtAt: Date.now() }));
}

await import('../src/server/server');
