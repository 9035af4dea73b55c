// @ts-check
// Runs a benchmark on the server's code as the server runs it: bundled ahead by the server's
// build, the worker threads' tasks beside it, so each thread loads JavaScript as a server's does
// (run from TypeScript, a thread compiles the tasks through tsx first: ~1 s more of a first
// DTR computation). `node scripts/bench/lib/run-built.mjs scripts/bench/X.ts [args...]`
import { spawnSync } from 'node:child_process';
import { basename } from 'node:path';
import { buildServer } from '../../server-build.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) throw new Error('usage: run-built.mjs <benchmark.ts> [args...]');
const name = basename(script, '.ts');
const outdir = 'build/bench';
await buildServer({ [name]: script }, outdir);
const { status } = spawnSync(
  process.execPath,
  ['--enable-source-maps', `${outdir}/${name}.mjs`, ...args],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
