import { expect, it } from 'vitest';
import type { JobRun } from '../../src/shared/api/jobs';
import type { CalculateResponse } from '../../src/shared/api/payroll-calculator';
import type {
  Cutoff,
  PayRegister,
  Payslip,
  PayslipSummarySchema,
} from '../../src/shared/api/payroll-registers';
import type { Static } from 'typebox';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

const WAIT_MS = 30_000;

const settings = (name: string) => ({
  name,
  payFrequency: 'semi_monthly',
  contributionSchedule: 'monthly_ee_share_split_half_each_cutoff',
  sssBasis: 'monthly_basic',
  philhealthBasis: 'monthly_basic',
  hdmfBasis: 'monthly_basic',
  factor: 261,
  payDayOffset: 5,
  requireApprovedDtr: false,
});

async function finished(caller: ApiCaller, runId: string): Promise<JobRun> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const run = (await caller.call('GET', `/api/jobs/${runId}`)).json<JobRun>();
    if (run.state === 'succeeded' || run.state === 'failed') return run;
    if (Date.now() > deadline)
      throw new Error(`run ${runId} did not finish: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeOnEachDatabase('payroll registers', (current) => {
  it('computes a cut-off into payslips the calculator agrees with, releases it, and shows employees only their own', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const created = await payroll.call('POST', '/api/hcm/register', {
      body: { ...settings(`Head office ${Math.random()}`), year: 2026 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const register = created.json<PayRegister>();
    const members = await payroll.call('POST', `/api/hcm/employees/register/${register.id}`, {
      body: { add: ['2022-0004', '2022-0005', 'NOPE-1'] },
    });
    expect(members.json()).toMatchObject({
      added: 2,
      refused: [{ employeeNumber: 'NOPE-1', reason: 'No employee has this number' }],
    });
    const cutoffs = (
      await payroll.call('GET', `/api/hcm/register-cutoff/${register.id}?year=2026`)
    ).json<{ items: Cutoff[] }>().items;
    expect(cutoffs).toHaveLength(24);
    const october = cutoffs.find((cutoff) => cutoff.periodStart === '2026-10-01')!;
    expect(october).toMatchObject({
      periodEnd: '2026-10-15',
      payDate: '2026-10-20',
      status: 'Draft',
    });

    const started = await payroll.call('POST', `/api/hcm/generate-payroll/${october.id}`);
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(payroll, started.json<{ runId: string }>().runId);
    expect(run).toMatchObject({ state: 'succeeded', result: { payslips: 2, computation: 1 } });

    const page = (await payroll.call('GET', `/api/hcm/payslip/${october.id}`)).json<{
      items: Static<typeof PayslipSummarySchema>[];
    }>();
    expect(page.items.map((item) => item.employeeNumber).sort()).toEqual([
      '2022-0004',
      '2022-0005',
    ]);
    const carla = (
      await payroll.call('GET', `/api/hcm/payslip/${october.id}/2022-0005`)
    ).json<Payslip>();
    // 45,000 a month, first cut-off, rice subsidy 1,000 (non-taxable), uniform deposit 500.
    expect(carla.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'basic_pay', amount: '22500.00' }),
        expect.objectContaining({ label: 'Rice subsidy (non-taxable)', amount: '1000.00' }),
        expect.objectContaining({ code: 'withholding_tax', amount: '1796.60' }),
        expect.objectContaining({ label: 'Uniform deposit', amount: '500.00' }),
      ]),
    );
    expect(carla).toMatchObject({ grossPay: '23500.00', netPay: '19665.90' });

    // The calculator, given the inputs the run stored, answers exactly what the run stored.
    const calculated = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: { kind: 'payslip', inputs: carla.inputs },
    });
    expect(calculated.statusCode, calculated.body).toBe(200);
    expect(calculated.json<CalculateResponse>().result).toEqual(carla.result);

    const employee = await signIn(current().app, 'acme', 'employee');
    const early = await employee.call('GET', `/api/hcm/payslip/${october.id}/2022-0005`);
    expect(early.statusCode).toBe(404);

    const released = await payroll.call('POST', `/api/hcm/release-payslip/${october.id}`);
    expect(released.json<Cutoff>()).toMatchObject({ status: 'Released', releasedBy: 'payroll' });
    expect(
      (await employee.call('GET', `/api/hcm/payslip/${october.id}/2022-0005`)).statusCode,
    ).toBe(200);
    expect(
      (await employee.call('GET', `/api/hcm/payslip/${october.id}/2022-0004`)).statusCode,
    ).toBe(404);
    const approver = await signIn(current().app, 'acme', 'approver');
    expect(
      (await approver.call('GET', `/api/hcm/payslip/${october.id}/2022-0005`)).statusCode,
    ).toBe(404);
    expect((await approver.call('GET', `/api/hcm/payslip/${october.id}`)).statusCode).toBe(403);

    const again = await payroll.call('POST', `/api/hcm/generate-payroll/${october.id}`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toContain('released');
  });

  it('runs one computation of a cut-off at a time', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const register = (
      await payroll.call('POST', '/api/hcm/register', {
        body: { ...settings(`Race ${Math.random()}`), year: 2025 },
      })
    ).json<PayRegister>();
    await payroll.call('POST', `/api/hcm/employees/register/${register.id}`, {
      body: { add: ['2022-0001'] },
    });
    const cutoff = (
      await payroll.call('GET', `/api/hcm/register-cutoff/${register.id}?year=2025`)
    ).json<{ items: Cutoff[] }>().items[0]!;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        payroll.call('POST', `/api/hcm/generate-payroll/${cutoff.id}`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 202).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((code) => code === 202 || code === 409)).toBe(true);
    for (const answer of answers.filter((a) => a.statusCode === 202))
      await finished(payroll, answer.json<{ runId: string }>().runId);
    const computed = (
      await payroll.call('GET', `/api/hcm/register/cutoff/${cutoff.id}`)
    ).json<Cutoff>();
    // Each accepted run computed once, one after the other: no computation was lost or doubled.
    expect(computed.computation).toBe(codes.filter((code) => code === 202).length);
    expect(computed.payslips).toBe(1);
  });

  it('says who holds a cut-off up when time records must be approved', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const register = (
      await payroll.call('POST', '/api/hcm/register', {
        body: { ...settings(`Strict ${Math.random()}`), requireApprovedDtr: true, year: 2026 },
      })
    ).json<PayRegister>();
    await payroll.call('POST', `/api/hcm/employees/register/${register.id}`, {
      body: { add: ['2022-0002'] },
    });
    const cutoff = (
      await payroll.call('GET', `/api/hcm/register-cutoff/${register.id}?year=2026`)
    ).json<{ items: Cutoff[] }>().items[0]!;
    const readiness = await payroll.call('GET', `/api/hcm/validate-register-cutoff/${cutoff.id}`);
    expect(readiness.json()).toMatchObject({
      ready: false,
      problems: [{ employeeNumber: '2022-0002', reason: expect.stringContaining('not approved') }],
    });
    const refused = await payroll.call('POST', `/api/hcm/generate-payroll/${cutoff.id}`);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toContain('Reyes, Jose');
  });
});
