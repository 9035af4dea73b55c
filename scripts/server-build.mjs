// @ts-check
// The server as JavaScript built ahead: one ES module of src/server and src/shared (packages stay
// in node_modules), so a start compiles no TypeScript. Plain JavaScript itself, as `npm start`
// runs it before anything could compile TypeScript. `node scripts/server-build.mjs` builds it.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_BUNDLE = 'build/server/server.mjs';
const SOURCES = ['src/server', 'src/shared', 'package.json', 'package-lock.json'];

/**
 * The newest modification time under `path` (0 when it does not exist).
 * @param {string} path
 * @returns {number}
 */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Bundles the server; each file lands whole (processes starting together may all build). */
export async function buildServer() {
  const { outputFiles } = await build({
    entryPoints: ['src/server/server.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  // The map first: the bundle names it, and the bundle's mtime says the build is done.
  for (const file of [...outputFiles].sort((a, b) => b.path.length - a.path.length)) {
    const temporary = join(dirname(file.path), `.${basename(file.path)}.${process.pid}`);
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

/**
 * Builds the server when its bundle is missing or older than a source.
 * @returns {Promise<boolean>} whether it built
 */
export async function buildServerIfStale() {
  const built = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (built >= Math.max(...SOURCES.map(newestMtime))) return false;
  await buildServer();
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
