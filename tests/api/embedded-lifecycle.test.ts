import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, spawnServer } from '../../scripts/lib/spawn-server';

const PORT = '4392';
const dataDir = mkdtempSync(join(tmpdir(), 'hcm-lifecycle-'));
const headers = {
  'x-api-key': 'hcm-demo-key',
  'content-type': 'application/json',
  'x-org-id': 'acme',
};

async function signIn(url: string) {
  const csrf = (await (await fetch(`${url}/api/iam/authorize/token`, { headers })).json()) as {
    token: string;
  };
  const response = await fetch(`${url}/api/iam/list`, {
    method: 'POST',
    headers: { ...headers, 'x-csrf-token': csrf.token },
    body: JSON.stringify({ orgId: 'acme', username: 'employee', password: 'Demo#2026!' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    token: string;
    csrf: string;
    account: { preferences: unknown };
  };
}

describe('the embedded PostgreSQL across app restarts', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('listens on no TCP port, survives kill -9 of the app without losing what was acknowledged, and stops on SIGTERM', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir, PORT });
    const postmaster = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
    expect(postmaster[3]).toBe('54329'); // only names the socket file
    expect(postmaster[5]).toBe(''); // listen_addresses: none
    const session = await signIn(first.url);
    const saved = await fetch(`${first.url}/api/iam/preferences`, {
      method: 'PUT',
      headers: {
        ...headers,
        authorization: `Bearer ${session.token}`,
        'x-csrf-token': session.csrf,
      },
      body: JSON.stringify({ layout: 'layout1', sidebarColor: 'orange', rtl: true }),
    });
    expect(saved.status).toBe(200);

    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await spawnServer({ DATA_DIR: dataDir, PORT });
    const again = await signIn(second.url);
    expect(again.account.preferences).toEqual({
      layout: 'layout1',
      sidebarColor: 'orange',
      rtl: true,
    });

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
