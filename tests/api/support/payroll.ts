import { expect } from 'vitest';
import type { JobRun } from '../../../src/shared/api/jobs';
import { SEMI_MONTHLY_REGISTER, type PayRegister } from '../../../src/shared/api/payroll-registers';
import type { Cutoff } from '../../../src/shared/api/payroll-cutoffs';
import type { ApiCaller } from './api-client';

const WAIT_MS = 60_000;

/** A semi-monthly register that computes without approved time records. */
export const registerSettings = (name: string) => ({
  ...SEMI_MONTHLY_REGISTER,
  name,
  requireApprovedDtr: false,
});

/** A new monthly-paid employee of the caller's organisation: its number and lookup reference. */
export async function hire(
  caller: ApiCaller,
  lastName: string,
  {
    monthlyCentavos = 3_650_000,
    email,
    data,
  }: { monthlyCentavos?: number; email?: string; data?: Record<string, unknown> } = {},
) {
  const employeeNumber = `T-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const created = await caller.call('POST', '/api/records', {
    body: {
      form_id: 'ers-employee',
      data: {
        employeeNumber,
        lastName,
        firstName: 'Test',
        active: true,
        payBasis: 'Monthly',
        rate: monthlyCentavos,
        ...(email ? { email } : {}),
        ...data,
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: string }>();
  return { employeeNumber, ref: { id, label: `${lastName}, Test`, employeeNumber } };
}

/** An earning or deduction of every cut-off since 2026 for one employee. */
export async function addAdjustment(
  caller: ApiCaller,
  employee: object,
  data: Record<string, unknown>,
) {
  const created = await caller.call('POST', '/api/records', {
    body: {
      form_id: 'payroll-earning-deduction',
      data: {
        employee,
        recurrence: 'Every cut-off',
        startDate: '2026-01-01',
        active: true,
        ...data,
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
}

/** The job run once it has succeeded or failed. */
export async function finished(caller: ApiCaller, runId: string): Promise<JobRun> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const run = (await caller.call('GET', `/api/jobs/${runId}`)).json<JobRun>();
    if (run.state === 'succeeded' || run.state === 'failed') return run;
    if (Date.now() > deadline)
      throw new Error(`run ${runId} did not finish: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Computes a cut-off and waits for the run to succeed. */
export async function compute(caller: ApiCaller, cutoffId: string): Promise<JobRun> {
  const started = await caller.call('POST', `/api/hcm/generate-payroll/${cutoffId}`);
  expect(started.statusCode, started.body).toBe(202);
  const run = await finished(caller, started.json<{ runId: string }>().runId);
  expect(run.state, JSON.stringify(run)).toBe('succeeded');
  return run;
}

/** A new 2026 register of these employees, and its cut-offs. */
export async function registerOf(caller: ApiCaller, name: string, members: string[]) {
  const created = await caller.call('POST', '/api/hcm/register', {
    body: { ...registerSettings(`${name} ${Math.random()}`), year: 2026 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const register = created.json<PayRegister>();
  await caller.call('POST', `/api/hcm/employees/register/${register.id}`, {
    body: { add: members },
  });
  const cutoffs = (
    await caller.call('GET', `/api/hcm/register-cutoff/${register.id}?year=2026`)
  ).json<{ items: Cutoff[] }>().items;
  return { register, cutoffs };
}
