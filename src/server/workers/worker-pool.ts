import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Piscina } from 'piscina';

/**
 * The functions a thread can run, by name: pure, CPU-bound, of cloneable data. Each module
 * declares its own here (`declare module`), and src/server/worker-tasks.ts, the threads'
 * entry, maps each name to its function.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface WorkerTasks {}

type InputOf<T> = T extends (input: infer I) => unknown ? I : never;
type OutputOf<T> = T extends (input: never) => infer O ? O : never;

/** A task as the pool posts it: which function, and its argument. */
export interface WorkerTask<N extends keyof WorkerTasks = keyof WorkerTasks> {
  name: N;
  input: InputOf<WorkerTasks[N]>;
}

/**
 * Threads kept after their last task, so the next run within a working session finds them
 * warm: a new thread loads the tasks and optimises the rules anew (~0.6 s of CPU each).
 */
const IDLE_MS = 10 * 60_000;

/**
 * The threads' entry: its TypeScript source when the server runs from source (tests, tsx),
 * else the bundle's `worker-tasks.mjs` (scripts/server-build.mjs), which sits in the bundle's
 * root while this module may be in a chunk under `chunks/`.
 */
function tasksFile(): URL {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return new URL('../worker-tasks.ts', here);
  return new URL(here.includes('/chunks/') ? '../worker-tasks.mjs' : './worker-tasks.mjs', here);
}

let pool: Promise<Piscina> | undefined;

async function startPool(): Promise<Piscina> {
  // Loaded on first use: every start would spend ~20 ms on it.
  const { Piscina } = await import('piscina');
  const filename = tasksFile();
  const started = new Piscina({
    filename: fileURLToPath(filename),
    minThreads: 0,
    maxThreads: availableParallelism(),
    idleTimeout: IDLE_MS,
    // From source, the thread compiles TypeScript as this process does (a worker ignores
    // `--import`; it honours `--require`).
    execArgv: filename.pathname.endsWith('.ts') ? ['--require', 'tsx/cjs'] : [],
  });
  // A thread failing outside a task (loading the tasks, say) would leave queued tasks waiting
  // forever: end the pool, which fails them, and let the next task start a new one.
  started.on('error', (error: unknown) => {
    void endPool(started);
    process.emitWarning(error instanceof Error ? error : String(error), 'WorkerPoolError');
  });
  return started;
}

/** Ends `ended`, forgetting it if it is still the pool. */
async function endPool(ended: Piscina): Promise<void> {
  if (pool && (await pool) === ended) pool = undefined;
  await ended.destroy();
}

/**
 * Runs the task `name` (`WorkerTasks`) on `input` in a thread of this process's pool (one
 * thread per core, started on first use and ended when idle), so rules that take seconds of
 * CPU use every core and leave the event loop free for requests. `input` and the result are
 * copied between threads (structured clone): plain data, maps and sets only.
 */
export async function runInWorker<N extends keyof WorkerTasks>(
  name: N,
  input: InputOf<WorkerTasks[N]>,
): Promise<OutputOf<WorkerTasks[N]>> {
  pool ??= startPool();
  const task: WorkerTask<N> = { name, input };
  return (await pool).run(task) as Promise<OutputOf<WorkerTasks[N]>>;
}

/** Ends the pool's threads (a stopping server); a later task starts a new pool. */
export async function closeWorkerPool(): Promise<void> {
  const closing = await pool;
  if (closing) await endPool(closing);
}
