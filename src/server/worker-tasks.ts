// The worker pool's threads load this file (src/server/workers/worker-pool.ts): it maps each
// task a module declares (`WorkerTasks`) to its function. The server bundles it as an entry of
// its own.
import { changedDtrOf } from './timekeeping/dtr-days-of';
import type { WorkerTask, WorkerTasks } from './workers/worker-pool';

const tasks: WorkerTasks = { changedDtrOf };

/** Each thread's one handler (what the pool calls): runs the task named. */
export default function runTask({ name, input }: WorkerTask): unknown {
  const run = tasks[name] as (input: WorkerTask['input']) => unknown;
  return run(input);
}
