import { beforeAll, expect, it } from 'vitest';
import type {
  DecideApplicationsResponse,
  ListApplicationResponse,
} from '../../src/shared/api/applications';
import type { Payslip } from '../../src/shared/api/payroll-payslips';
import type { RecordItem } from '../../src/shared/api/records';
import { recordModules } from '../../src/server/modules';
import { applyMovementsDue } from '../../src/server/people/movements/movement-sweep';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { compute, hire, registerOf } from './support/payroll';
import { testForms } from './support/test-forms';

type Ref = Awaited<ReturnType<typeof hire>>['ref'];

const movement = (employee: Ref, data: Record<string, unknown>) => ({
  form_id: 'ers-movement',
  data: {
    employee,
    movementType: 'Rate change',
    reason: 'Annual salary review',
    status: 'Pending approval',
    ...data,
  },
});

const queueOf = async (caller: ApiCaller) =>
  (
    await caller.call('POST', '/api/hcm/list/application', {
      body: {
        approvalMatrix: { approverId: caller.account.accountId },
        type: 'movement',
        status: ['Pending'],
      },
    })
  ).json<ListApplicationResponse>().items;

async function decide(caller: ApiCaller, id: string, decision: 'Approved' | 'Rejected') {
  const response = await caller.call('POST', '/api/hcm/approve-application', {
    body: { ids: [id], decision },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DecideApplicationsResponse>().results[0]!;
}

describeOnEachDatabase('employee movements', (current) => {
  let hr: ApiCaller;
  let approver: ApiCaller;
  let admin: ApiCaller;
  let payroll: ApiCaller;

  beforeAll(async () => {
    const as = (user: string) => signIn(current().app, 'acme', user);
    [hr, approver, admin, payroll] = await Promise.all([
      as('hr'),
      as('approver'),
      as('admin'),
      as('payroll'),
    ]);
  });

  const file = async (employee: Ref, data: Record<string, unknown>) => {
    const response = await hr.call('POST', '/api/records', { body: movement(employee, data) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RecordItem>();
  };
  const read = async (id: string) =>
    (await hr.call('GET', `/api/records/${id}`)).json<RecordItem>().data;
  /** The movement's application in a caller's queue. */
  const pendingFor = async (caller: ApiCaller, employeeNumber: string) =>
    (await queueOf(caller)).find((item) => item.employeeNumber === employeeNumber);
  const approveAll = async (employeeNumber: string) => {
    const first = await pendingFor(approver, employeeNumber);
    expect(first, 'in the line approver’s queue').toBeDefined();
    expect((await decide(approver, first!.id, 'Approved')).status).toBe('Pending');
    const second = await pendingFor(admin, employeeNumber);
    expect(second?.id).toBe(first!.id);
    expect((await decide(admin, second!.id, 'Approved')).status).toBe('Approved');
  };

  it('goes through the approval matrix, then changes the master with the earlier value kept, and payroll pays each day at the rate in force on it', async () => {
    // 26,100 a month (1,200 a day at 261), then 39,150 from Oct 9.
    const { employeeNumber, ref } = await hire(admin, 'Movement', { monthlyCentavos: 2_610_000 });
    const filed = await file(ref, { effectiveDate: '2026-10-09', rate: 3_915_000 });
    expect(filed.data.status).toBe('Pending approval');
    // Neither HR, who filed it, nor anyone else outside the chain has it to decide.
    expect(await pendingFor(hr, employeeNumber)).toBeUndefined();
    const queued = await pendingFor(approver, employeeNumber);
    expect(queued?.summary).toBe('Rate change from 2026-10-09: Rate: 26,100.00 → 39,150.00');

    await approveAll(employeeNumber);
    const applied = await read(filed.id);
    expect(applied).toMatchObject({ status: 'Applied', before: { rate: 2_610_000 } });
    const master = (await hr.call('GET', `/api/records/${ref.id}`)).json<RecordItem>();
    expect(master.data.rate).toBe(3_915_000);
    const history = await hr.call('GET', `/api/records/${ref.id}/history`);
    expect(history.body).toContain('3915000');

    const { cutoffs } = await registerOf(payroll, 'Movement', [employeeNumber]);
    const payslipOf = async (start: string) => {
      const cutoff = cutoffs.find((item) => item.periodStart === start)!;
      await compute(payroll, cutoff.id);
      return (
        await payroll.call('GET', `/api/hcm/payslip/${cutoff.id}/${employeeNumber}`)
      ).json<Payslip>();
    };
    const basic = (payslip: Payslip) =>
      payslip.lines.find((line) => line.label === 'Basic pay')?.amount;
    // Oct 1-8 at the old salary, Oct 9-15 at the new: 26,100 / 2 × 8/15 + 39,150 / 2 × 7/15.
    expect(basic(await payslipOf('2026-10-01'))).toBe('16095.00');
    // Before the movement: the old rate, though the master now holds the new one.
    expect(basic(await payslipOf('2026-09-16'))).toBe('13050.00');
    expect(basic(await payslipOf('2026-10-16'))).toBe('19575.00');

    // An applied movement is the employee's history.
    const deleted = await hr.call('DELETE', `/api/records/${filed.id}`);
    expect(deleted.statusCode, deleted.body).toBe(409);
  });

  it('waits for its effective date, when the sweep applies it', async () => {
    const { employeeNumber, ref } = await hire(admin, 'Future');
    const filed = await file(ref, {
      movementType: 'Promotion',
      effectiveDate: '2099-01-01',
      position: 'Senior Analyst',
      department: 'Finance',
    });
    await approveAll(employeeNumber);
    expect((await read(filed.id)).status).toBe('Approved');
    const before = (await hr.call('GET', `/api/records/${ref.id}`)).json<RecordItem>();
    expect(before.data.position).toBeUndefined();

    const { db, config } = current();
    const forms = testForms(config.schemasDir);
    const failures: unknown[] = [];
    await applyMovementsDue(
      db,
      { forms, config, modules: recordModules },
      '2098-12-31',
      (_org, error) => failures.push(error),
    );
    expect((await read(filed.id)).status).toBe('Approved');
    await applyMovementsDue(
      db,
      { forms, config, modules: recordModules },
      '2099-01-01',
      (_org, error) => failures.push(error),
    );
    expect(failures).toEqual([]);
    expect(await read(filed.id)).toMatchObject({ status: 'Applied', before: {} });
    const after = (await hr.call('GET', `/api/records/${ref.id}`)).json<RecordItem>();
    expect(after.data).toMatchObject({ position: 'Senior Analyst', department: 'Finance' });
  });

  it('is rejected, withdrawn, or refused with the rule it breaks', async () => {
    const { employeeNumber, ref } = await hire(admin, 'Refused', { monthlyCentavos: 3_000_000 });

    const same = await hr.call('POST', '/api/records', {
      body: movement(ref, { effectiveDate: '2026-11-01', rate: 3_000_000 }),
    });
    expect(same.statusCode).toBe(422);
    expect(errorOf(same).fields).toContainEqual({
      path: '/position',
      message: "Name at least one new value that differs from the employee's present one.",
    });
    const preset = await hr.call('POST', '/api/records', {
      body: movement(ref, { effectiveDate: '2026-11-01', rate: 1, status: 'Applied' }),
    });
    expect(preset.statusCode).toBe(422);
    expect(errorOf(preset).fields?.[0]?.path).toBe('/status');

    const rejected = await file(ref, { effectiveDate: '2026-11-01', rate: 3_100_000 });
    const item = await pendingFor(approver, employeeNumber);
    expect((await decide(approver, item!.id, 'Rejected')).status).toBe('Rejected');
    expect((await read(rejected.id)).status).toBe('Rejected');

    const latest = (await hr.call('GET', `/api/records/${rejected.id}`)).json<RecordItem>();
    const edited = await hr.call('PUT', `/api/records/${rejected.id}`, {
      body: { data: { ...latest.data, rate: 3_200_000 }, version: latest.version },
    });
    expect(edited.statusCode).toBe(422);
    expect(errorOf(edited).message).toContain('A filed movement cannot be changed');

    const withdrawn = await file(ref, { effectiveDate: '2026-11-02', rate: 3_300_000 });
    expect(await pendingFor(approver, employeeNumber)).toBeDefined();
    expect((await hr.call('DELETE', `/api/records/${withdrawn.id}`)).statusCode).toBe(200);
    expect(await pendingFor(approver, employeeNumber)).toBeUndefined();

    // HR files movements as records, never as an employee's application.
    const asApplication = await hr.call('POST', '/api/hcm/application', {
      body: { kind: 'movement', employeeNumber, details: {} },
    });
    expect(asApplication.statusCode).toBe(422);
    expect(errorOf(asApplication).fields).toContainEqual({
      path: '/kind',
      message: 'Kind cannot be movement here.',
    });

    const employee = await signIn(current().app, 'acme', 'employee');
    const byEmployee = await employee.call('POST', '/api/records', {
      body: movement(ref, { effectiveDate: '2026-11-03', rate: 3_400_000 }),
    });
    expect(byEmployee.statusCode).toBe(403);
    const otherOrg = await signIn(current().app, 'icare', 'hr');
    expect((await otherOrg.call('GET', `/api/records/${rejected.id}`)).statusCode).toBe(404);
  });
});
