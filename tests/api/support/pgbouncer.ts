import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type pg from 'pg';

/** Debian's package puts it in /usr/sbin, which a non-root PATH may lack. */
export function pgbouncerBinary(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin'];
  return dirs.map((dir) => join(dir, 'pgbouncer')).find((path) => existsSync(path)) ?? null;
}

/** Protocol-level prepared statements in transaction mode came with PgBouncer 1.21. */
export function keepsPreparedStatements(binary: string): boolean {
  const [major = 0, minor = 0] = (
    /PgBouncer (\d+)\.(\d+)/.exec(execFileSync(binary, ['--version']).toString()) ?? []
  )
    .slice(1)
    .map(Number);
  return major > 1 || (major === 1 && minor >= 21);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface PgBouncerOptions {
  /** Server connections per database and role, shared by all of their clients. */
  poolSize: number;
  /** Users it lets in (auth_type trust), with the password it logs in to PostgreSQL with. */
  users: Record<string, string>;
  /** Prepared statements it keeps per server connection (PgBouncer >= 1.21 only). */
  preparedStatements?: number;
  /** TLS it requires of its clients: its certificate and key (PEM). */
  clientTls?: { cert: string; key: string };
}

export interface PgBouncer {
  /** Where it listens: put in place of PostgreSQL's host and port. */
  address: { host: string; port: number };
  stop(): Promise<void>;
}

/**
 * Starts PgBouncer in transaction mode in front of `server`'s every database, on a free local
 * port, with its ini and user list in a temporary directory.
 */
export async function startPgBouncer(
  binary: string,
  server: pg.ClientConfig,
  { poolSize, users, preparedStatements, clientTls }: PgBouncerOptions,
): Promise<PgBouncer> {
  const dir = mkdtempSync(join(tmpdir(), 'hcm-pgbouncer-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text, { mode: 0o644 });
    return path;
  };
  const port = await freePort();
  const tls = clientTls
    ? [
        'client_tls_sslmode = require',
        `client_tls_cert_file = ${file('server.crt', clientTls.cert)}`,
        `client_tls_key_file = ${file('server.key', clientTls.key)}`,
      ]
    : [];
  const ini = file(
    'pgbouncer.ini',
    [
      '[databases]',
      `* = host=${server.host ?? '127.0.0.1'} port=${server.port ?? 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${file(
        'userlist.txt',
        Object.entries(users)
          .map(([user, password]) => `"${user}" "${password}"\n`)
          .join(''),
      )}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      ...(preparedStatements ? [`max_prepared_statements = ${preparedStatements}`] : []),
      ...tls,
    ].join('\n'),
  );
  // It refuses to run as root; as `postgres` (the embedded server's user) it reads the files
  // here and reaches a Unix socket of the embedded server.
  chmodSync(dir, 0o755);
  const args = process.getuid?.() === 0 ? ['-u', 'postgres', ini] : [ini];
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PgBouncer did not start (exit ${child.exitCode}):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    address: { host: '127.0.0.1', port },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
