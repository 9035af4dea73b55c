// @ts-check
// The server as JavaScript built ahead: ES modules of src/server and src/shared (packages stay
// in node_modules), so a start compiles no TypeScript. Chunks of earlier builds are left where
// they are: a server still running an earlier build may import one on first use. Plain JavaScript itself, as `npm start`
// runs it before anything could compile TypeScript. `node scripts/server-build.mjs` builds it.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

/**
 * The files under `path`, sorted (none when it does not exist).
 * @param {string} path
 * @returns {string[]}
 */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/**
 * A digest of every source the bundle is built from: the server checks a definitions folder it
 * has passed before only when this differs (`HCM_SERVER_BUILD`, src/server/forms/form-registry.ts).
 */
function sourceDigest() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder))
    hash.update(file).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Packages of many small ES modules, inlined: Node resolves, reads and links each module file
 * apart, ~0.6 ms apiece, and these are ~1,100 of the files a start loads (typebox 680, kysely 260,
 * @rjsf/utils 105 with the lodash functions it requires one file each). The rest stay in
 * node_modules: some read files beside their code or load native addons.
 */
const INLINED = new Set([
  'typebox',
  'kysely',
  '@rjsf/utils',
  '@rjsf/validator-ajv8',
  '@x0k/json-schema-merge',
  'lodash',
  'openid-client',
  'oauth4webapi',
  'jose',
  'otplib',
]);

/**
 * A package's name from an import path (`@scope/name/sub` → `@scope/name`).
 * @param {string} path
 */
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * esbuild plugin: every package import stays an import of node_modules unless `inlined` names
 * its package.
 * @param {Set<string>} inlined
 * @returns {import('esbuild').Plugin}
 */
function packagesOutsideBut(inlined) {
  return {
    name: 'packages-outside-but',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
        inlined.has(packageOf(path)) ? undefined : { path, external: true },
      );
    },
  };
}

/**
 * The worker pool's threads load their tasks as an entry of their own, beside the code that
 * starts them (src/server/workers/worker-pool.ts).
 */
const WORKER_TASKS = { 'worker-tasks': 'src/server/worker-tasks.ts' };

/**
 * Bundles the server (or, given `entries` and `outdir`, another program of the server's code,
 * such as a benchmark, with the worker threads' tasks beside it); each file lands whole
 * (processes starting together may all build).
 * @param {Record<string, string>} entries
 * @param {string} outdir
 */
export async function buildServer(
  entries = { server: 'src/server/server.ts' },
  outdir = dirname(SERVER_BUNDLE),
) {
  const { outputFiles } = await build({
    entryPoints: { ...entries, ...WORKER_TASKS },
    outdir,
    // A module the code imports on first use (import()) is a chunk of its own, so the packages
    // it imports load with it, not with every start (the S3 client was 0.1 s of each).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesOutsideBut(INLINED)],
    define: { 'process.env.HCM_SERVER_BUILD': JSON.stringify(sourceDigest()) },
    sourcemap: true,
    // Mappings only: a start with --enable-source-maps parses the map (4 MB with the sources,
    // ~0.1 s); stack traces need no source text.
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
  });
  // Chunks and maps first: the entry names them, and the entry's mtime says the build is done.
  for (const file of [...outputFiles].sort((a, b) => b.path.length - a.path.length)) {
    mkdirSync(dirname(file.path), { recursive: true });
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
