import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, spawnServer } from '../../scripts/lib/spawn-server';
import type { JobRun } from '../../src/shared/api/jobs';
import { SEMI_MONTHLY_REGISTER, type PayRegister } from '../../src/shared/api/payroll-registers';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';

// A cut-off's computation commits all of it or nothing: the real server, killed with SIGKILL
// while it computes, leaves the cut-off as it was; the next instance takes the run over once
// the killed one is silent, and computes the cut-off once.

const PORT = '4393';
/** Enough members for the computation to be under way for a while after it starts. */
const MEMBERS = 2_500;
const PARALLEL = 8;
const base = {
  'x-api-key': 'hcm-demo-key',
  'content-type': 'application/json',
  'x-org-id': 'acme',
};

const dataDirs: string[] = [];
const servers: ChildProcess[] = [];

async function start(dataDir: string) {
  const server = await spawnServer({ DATA_DIR: dataDir, PORT });
  servers.push(server.child);
  return server;
}

async function signIn(url: string, username: string) {
  const { token } = (await (
    await fetch(`${url}/api/iam/authorize/token`, { headers: base })
  ).json()) as {
    token: string;
  };
  const response = await fetch(`${url}/api/iam/list`, {
    method: 'POST',
    headers: { ...base, 'x-csrf-token': token },
    body: JSON.stringify({ orgId: 'acme', username, password: 'Demo#2026!' }),
  });
  const session = (await response.json()) as { token: string; csrf: string };
  const headers = {
    ...base,
    authorization: `Bearer ${session.token}`,
    'x-csrf-token': session.csrf,
  };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const { 'content-type': _json, ...bare } = headers;
    const answer = await fetch(`${url}${path}`, {
      method,
      ...(body === undefined ? { headers: bare } : { headers, body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

describe('a payroll computation killed mid-run', () => {
  afterAll(async () => {
    const running = servers.filter((child) => child.exitCode === null && !child.signalCode);
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(running.map(exited));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the cut-off as it was before the run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hcm-payroll-crash-'));
    dataDirs.push(dataDir);
    const first = await start(dataDir);
    const admin = await signIn(first.url, 'admin');
    const numbers = Array.from({ length: MEMBERS }, (_, i) => `CR-${String(i).padStart(5, '0')}`);
    for (let at = 0; at < numbers.length; at += PARALLEL)
      await Promise.all(
        numbers.slice(at, at + PARALLEL).map((employeeNumber, i) =>
          admin('POST', '/api/records', {
            form_id: 'ers-employee',
            data: {
              employeeNumber,
              lastName: `Worker ${at + i}`,
              firstName: 'Crash',
              active: true,
              payBasis: 'Monthly',
              rate: 1_800_000 + (at + i) * 100,
            },
          }),
        ),
      );
    const register = await admin<PayRegister>('POST', '/api/hcm/register', {
      ...SEMI_MONTHLY_REGISTER,
      name: 'Crash test',
      requireApprovedDtr: false,
      year: 2026,
    });
    await admin('POST', `/api/hcm/employees/register/${register.id}`, { add: numbers });
    const { items } = await admin<{ items: Cutoff[] }>(
      'GET',
      `/api/hcm/register-cutoff/${register.id}`,
    );
    const cutoff = items[0]!;

    const { runId } = await admin<{ runId: string }>(
      'POST',
      `/api/hcm/generate-payroll/${cutoff.id}`,
    );
    let seen: JobRun;
    do seen = await admin<JobRun>('GET', `/api/jobs/${runId}`);
    while (seen.state === 'queued');
    // Under way (running, not yet finished): kill the server where it stands.
    expect(seen.state).toBe('running');
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await start(dataDir);
    const again = await signIn(second.url, 'admin');
    // Nothing of the killed attempt is there; should the new instance already have taken the
    // run over, its one computation is whole.
    const after = await again<Cutoff>('GET', `/api/hcm/register/cutoff/${cutoff.id}`);
    expect([
      { status: 'Draft', computation: 0, payslips: 0 },
      { status: 'Computed', computation: 1, payslips: MEMBERS },
    ]).toContainEqual({
      status: after.status,
      computation: after.computation,
      payslips: after.payslips,
    });

    // The killed instance stopped beating: the new one takes its run over and finishes it
    // once, from the start, as an uninterrupted run would.
    let done: JobRun;
    do {
      await new Promise((resolve) => setTimeout(resolve, 500));
      done = await again<JobRun>('GET', `/api/jobs/${runId}`);
    } while (done.state === 'queued' || done.state === 'running');
    expect(done).toMatchObject({
      state: 'succeeded',
      result: { payslips: MEMBERS, computation: 1 },
    });
    expect(await again<Cutoff>('GET', `/api/hcm/register/cutoff/${cutoff.id}`)).toMatchObject({
      computation: 1,
      payslips: MEMBERS,
    });
  }, 240_000);
});
