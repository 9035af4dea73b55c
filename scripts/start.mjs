// @ts-check
// `npm start`: builds the client when dist/ is missing or older than its sources (or was built
// for another API_KEY) and the server when its bundle is older than its sources, then runs the
// server in this process so signals reach it directly. Plain JavaScript: a start compiles no
// TypeScript, the server included (scripts/server-build.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, newestMtime, SERVER_BUNDLE } from './server-build.mjs';

const CLIENT_SOURCES = [
  'src/client',
  'src/shared',
  'renderers',
  'index.html',
  'vite.config.ts',
  'package.json',
];
const STAMP = 'dist/.build-stamp.json';

const apiKey = process.env.API_KEY ?? 'hcm-demo-key';
/** @type {{ apiKey?: string; builtAt?: number }} */
const stamp = existsSync(STAMP) ? JSON.parse(readFileSync(STAMP, 'utf8')) : {};
const stale =
  !existsSync('dist/index.html') ||
  stamp.apiKey !== apiKey ||
  Math.max(...CLIENT_SOURCES.map(newestMtime)) > (stamp.builtAt ?? 0);

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
if (await buildServerIfStale()) console.log('[hcm] built the server');

// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(resolve(SERVER_BUNDLE)).href);
