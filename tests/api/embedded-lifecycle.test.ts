import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, spawnServer } from '../../scripts/lib/spawn-server';

const PORT = '4392';
const headers = {
  'x-api-key': 'hcm-demo-key',
  'content-type': 'application/json',
  'x-org-id': 'acme',
};
/** Concurrent writers, and the acknowledged writes the crash waits for (and must find again). */
const WRITERS = 6;
const ACKNOWLEDGED_BEFORE_CRASH = 200;
/** Each test starts two servers, the first on an empty data directory (initdb, migrations, seed). */
const SERVER_STARTS_TIMEOUT = 180_000;

interface Session {
  token: string;
  csrf: string;
  account: { preferences: unknown };
}
interface Gender {
  code: string;
  name: string;
  active: boolean;
}
interface Acknowledged {
  id: string;
  data: Gender;
}

const dataDirs: string[] = [];
const servers: ChildProcess[] = [];

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hcm-lifecycle-'));
  dataDirs.push(dir);
  return dir;
}

async function start(dataDir: string) {
  const server = await spawnServer({ DATA_DIR: dataDir, PORT });
  servers.push(server.child);
  return server;
}

/** postmaster.pid: pid, data directory, start time, port, socket directory, listen address... */
function postmasterFile(dataDir: string): string[] {
  return readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
}

async function signIn(url: string, username = 'employee'): Promise<Session> {
  const csrf = (await (await fetch(`${url}/api/iam/authorize/token`, { headers })).json()) as {
    token: string;
  };
  const response = await fetch(`${url}/api/iam/list`, {
    method: 'POST',
    headers: { ...headers, 'x-csrf-token': csrf.token },
    body: JSON.stringify({ orgId: 'acme', username, password: 'Demo#2026!' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Session;
}

function authorized(session: Session) {
  return { ...headers, authorization: `Bearer ${session.token}`, 'x-csrf-token': session.csrf };
}

function createGender(url: string, session: Session, data: Gender) {
  return fetch(`${url}/api/records`, {
    method: 'POST',
    headers: authorized(session),
    body: JSON.stringify({ form_id: 'utility-gender', data }),
  });
}

/**
 * Runs `WRITERS` loops creating genders until a write goes unacknowledged (after the crash, every
 * one does). Only a write whose 201 and record arrived is acknowledged: one that failed or got no
 * answer may or may not have committed.
 */
async function writeUntilRefused(
  url: string,
  session: Session,
  onAcknowledged: (write: Acknowledged) => void,
): Promise<void> {
  let next = 0;
  const writer = async () => {
    for (;;) {
      const n = next++;
      const data = { code: `CRASH-${n}`, name: `Crash test write ${n}`, active: true };
      try {
        const response = await createGender(url, session, data);
        if (response.status !== 201) return;
        const record = (await response.json()) as { id: string };
        onAcknowledged({ id: record.id, data });
      } catch {
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
}

/**
 * Opens a session whose statement loops until its timeout. A backend busy like this when its
 * postmaster is killed runs on (it only notices at its next wait) and keeps the old shared memory
 * attached. `gone` settles once the backend has ended.
 */
async function busyBackend(dataDir: string): Promise<{ gone: Promise<unknown> }> {
  const client = new pg.Client({
    host: join(dataDir, 'run'),
    port: 54329,
    user: 'postgres',
    database: 'hcm',
  });
  client.on('error', () => undefined);
  await client.connect();
  await client.query(`set statement_timeout = '30s'`);
  const gone = client
    .query('do $$ begin loop end loop; end $$')
    .catch((error: unknown) => error)
    .finally(() => client.end());
  return { gone };
}

/** Each write as the server has it now. */
async function readBack(url: string, session: Session, writes: Acknowledged[]) {
  const found: Acknowledged[] = [];
  for (let i = 0; i < writes.length; i += 20) {
    const batch = writes.slice(i, i + 20).map(async ({ id }) => {
      const response = await fetch(`${url}/api/records/${id}`, { headers: authorized(session) });
      const record = (await response.json()) as { data: Gender };
      return { id, data: record.data };
    });
    found.push(...(await Promise.all(batch)));
  }
  return found;
}

describe('the embedded PostgreSQL across restarts and crashes', () => {
  afterAll(async () => {
    const running = servers.filter((child) => child.exitCode === null && !child.signalCode);
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(running.map(exited));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'listens on no TCP port, survives kill -9 of the app without losing what was acknowledged, and stops on SIGTERM',
    async () => {
      const dataDir = freshDataDir();
      const first = await start(dataDir);
      const postmaster = postmasterFile(dataDir);
      expect(postmaster[3]).toBe('54329'); // only names the socket file
      expect(postmaster[5]).toBe(''); // listen_addresses: none
      const session = await signIn(first.url);
      const saved = await fetch(`${first.url}/api/iam/preferences`, {
        method: 'PUT',
        headers: authorized(session),
        body: JSON.stringify({ layout: 'layout1', sidebarColor: 'orange', rtl: true }),
      });
      expect(saved.status).toBe(200);

      first.child.kill('SIGKILL');
      await exited(first.child);

      const second = await start(dataDir);
      const again = await signIn(second.url);
      expect(again.account.preferences).toEqual({
        layout: 'layout1',
        sidebarColor: 'orange',
        rtl: true,
      });

      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    },
    SERVER_STARTS_TIMEOUT,
  );

  it(
    'keeps every acknowledged write when the app and its PostgreSQL are killed mid-write, and restarts past a backend still running',
    async () => {
      const dataDir = freshDataDir();
      const first = await start(dataDir);
      const postmaster = Number(postmasterFile(dataDir)[0]);
      const busy = await busyBackend(dataDir);
      const session = await signIn(first.url, 'admin');

      const acknowledged: Acknowledged[] = [];
      await writeUntilRefused(first.url, session, (write) => {
        acknowledged.push(write);
        if (acknowledged.length !== ACKNOWLEDGED_BEFORE_CRASH) return;
        // The other writers' requests are in flight: kill both in this same tick.
        process.kill(postmaster, 'SIGKILL');
        first.child.kill('SIGKILL');
      });
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_CRASH);
      await exited(first.child);

      const second = await start(dataDir);
      await busy.gone; // the restart ended the backend left running
      const admin = await signIn(second.url, 'admin');
      expect(await readBack(second.url, admin, acknowledged)).toEqual(acknowledged);
      const after = { code: 'AFTER-CRASH', name: 'Written after the restart', active: true };
      expect((await createGender(second.url, admin, after)).status).toBe(201);

      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    },
    SERVER_STARTS_TIMEOUT,
  );
});
