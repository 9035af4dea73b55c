import { spawn, type ChildProcess } from 'node:child_process';
import { buildServerIfStale, SERVER_BUNDLE } from '../server-build.mjs';

/** Node's options for the server, as `npm start` (package.json) and the Dockerfile give them. */
const SERVER_NODE_OPTIONS = ['--enable-source-maps', '--max-semi-space-size=64'];

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first answered /api/health. */
  readyMs: number;
  output: () => string;
}

/**
 * Starts the server as `npm start` runs it (built ahead, scripts/server-build.mjs) in a process
 * of its own, and waits for /api/health to answer 200.
 */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  /** Node's own options for the server, e.g. `--cpu-prof` to profile it. */
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = env.PORT ?? '3000';
  const url = `http://127.0.0.1:${port}`;
  await buildServerIfStale();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...nodeArgs, SERVER_BUNDLE], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${timeoutMs} ms:\n${output}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, readyMs: performance.now() - started, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves with the exit code once the process has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
