import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

// What the database benchmarks print besides wall time: the CPU this process and the bench
// database's PostgreSQL processes spent, and the machine's load.

export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const ticksOf = (pid: string) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

/**
 * CPU ticks (1/100 s) so far of each PostgreSQL process working on the bench database: its
 * backends and autovacuum workers name the database in their title (Linux /proc). Other
 * databases' work on the same server (tests running meanwhile) is left out.
 */
function postgresTicks(database: string): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres') && title.includes(` ${database} `))
        ticks.set(pid, ticksOf(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/** Measures `work`: wall seconds, this process's CPU seconds and the database's. */
export async function measured<T>(database: string, work: () => Promise<T>) {
  const before = postgresTicks(database);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const node = process.cpuUsage(cpu);
  let ticks = 0;
  for (const [pid, after] of postgresTicks(database)) ticks += after - (before.get(pid) ?? 0);
  return { result, seconds, node: (node.user + node.system) / 1e6, postgres: ticks / 100 };
}

/**
 * Resets this process's peak RSS (Linux /proc/self/clear_refs), so the next `peakRssMiB` is the
 * peak of what follows alone (a run, not the seeding before it).
 */
export const resetPeakRss = () => writeFileSync('/proc/self/clear_refs', '5');

/** This process's peak RSS since it started or since `resetPeakRss`, in MiB. */
export const peakRssMiB = () =>
  Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024);
