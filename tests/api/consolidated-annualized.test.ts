import { expect, it } from 'vitest';
import type { AnnualizedCompensation } from '../../src/shared/api/employee-payslips';
import type {
  ConsolidatedCutoff,
  Consolidation,
  ConsolidationPeriods,
} from '../../src/shared/api/payroll-consolidations';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { PayRegister } from '../../src/shared/api/payroll-registers';
import { signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { compute, hire, registerSettings } from './support/payroll';

const DEMO_REGISTER = 'Head office (semi-monthly)';

async function demoPastCutoff(payroll: ApiCaller) {
  const demo = (await payroll.call('GET', '/api/hcm/register'))
    .json<{ items: PayRegister[] }>()
    .items.find((register) => register.name === DEMO_REGISTER)!;
  const past = (await payroll.call('GET', `/api/hcm/past-cutoff/${demo.id}`)).json<Cutoff>();
  return { demo, past, year: Number(past.periodEnd.slice(0, 4)) };
}

describeOnEachDatabase('consolidated registers and the year to date', (current) => {
  it('lists the periods a consolidation’s registers share and reads one side by side', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const admin = await signIn(current().app, 'acme', 'admin');
    const { demo, past, year } = await demoPastCutoff(payroll);
    const plant = (
      await payroll.call('POST', '/api/hcm/register', {
        body: { ...registerSettings(`Plant ${Math.random()}`), year },
      })
    ).json<PayRegister>();
    const worker = await hire(admin, 'Santos', { monthlyCentavos: 2_000_000 });
    await payroll.call('POST', `/api/hcm/employees/register/${plant.id}`, {
      body: { add: [worker.employeeNumber] },
    });
    const plantCutoff = (
      await payroll.call('GET', `/api/hcm/register-cutoff/${plant.id}?year=${year}`)
    )
      .json<{ items: Cutoff[] }>()
      .items.find((cutoff) => cutoff.periodStart === past.periodStart)!;
    await compute(payroll, plantCutoff.id);

    const name = `Company ${Math.random()}`;
    const created = await payroll.call('POST', '/api/hcm/consolidated-register', {
      body: { name, registerIds: [demo.id, plant.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const consolidation = created.json<Consolidation>();
    expect(consolidation.registers.map((register) => register.id)).toEqual([demo.id, plant.id]);

    const periods = await payroll.call(
      'GET',
      `/api/hcm/consolidated-register/${consolidation.id}/periods?year=${year}`,
    );
    expect(periods.statusCode, periods.body).toBe(200);
    const body = periods.json<ConsolidationPeriods>();
    expect(body.year).toBe(year);
    expect(body.years).toContain(year);
    expect(body.items).toHaveLength(24);
    const shared = body.items.find((period) => period.periodStart === past.periodStart)!;
    expect(shared.cutoffs).toEqual([
      { registerId: demo.id, cutoffId: past.id, status: 'Released', payslips: past.payslips },
      { registerId: plant.id, cutoffId: plantCutoff.id, status: 'Computed', payslips: 1 },
    ]);
    const empty = (
      await payroll.call(
        'GET',
        `/api/hcm/consolidated-register/${consolidation.id}/periods?year=2099`,
      )
    ).json<ConsolidationPeriods>();
    expect(empty).toMatchObject({ year: 2099, items: [] });

    const view = (
      await payroll.call(
        'GET',
        `/api/hcm/consolidated-register/${consolidation.id}/cutoff/${plantCutoff.id}`,
      )
    ).json<ConsolidatedCutoff>();
    expect(view.columns).toEqual([
      expect.objectContaining({
        registerId: demo.id,
        cutoffId: past.id,
        status: 'Released',
        periodStart: past.periodStart,
        periodEnd: past.periodEnd,
        payDate: past.payDate,
        payslips: past.payslips,
      }),
      expect.objectContaining({ cutoffId: plantCutoff.id, status: 'Computed', payslips: 1 }),
    ]);
    expect(view.payslips).toBe(past.payslips + 1);
    // Lines in the order payslips show them.
    expect(view.rows[0]?.code).toBe('basic_pay');

    // The name is taken; one register is no consolidation.
    const again = await payroll.call('POST', '/api/hcm/consolidated-register', {
      body: { name, registerIds: [demo.id, plant.id] },
    });
    expect(again.statusCode).toBe(409);
    const alone = await payroll.call('POST', '/api/hcm/consolidated-register', {
      body: { name: 'Alone', registerIds: [demo.id] },
    });
    expect(alone.statusCode).toBe(422);
    expect(alone.json<{ error: { fields: { path: string }[] } }>().error.fields).toEqual([
      expect.objectContaining({ path: '/registerIds' }),
    ]);

    // HR reads; employees do not; another organisation finds nothing.
    const hr = await signIn(current().app, 'acme', 'hr');
    const periodsPath = `/api/hcm/consolidated-register/${consolidation.id}/periods`;
    expect((await hr.call('GET', periodsPath)).statusCode).toBe(200);
    const employee = await signIn(current().app, 'acme', 'employee');
    expect((await employee.call('GET', periodsPath)).statusCode).toBe(403);
    const other = await signIn(current().app, 'icare', 'payroll');
    expect((await other.call('GET', periodsPath)).statusCode).toBe(404);
  });

  it('reads the year to date by account: one’s own, or anyone’s for payroll staff', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const { year } = await demoPastCutoff(payroll);
    const employee = await signIn(current().app, 'acme', 'employee');
    const byAccount = (caller: ApiCaller, accountId: string, query = `?year=${year}`) =>
      caller.call('GET', `/api/hcm/annualized-compensation/account/${accountId}${query}`);

    const own = await byAccount(employee, employee.account.accountId);
    expect(own.statusCode, own.body).toBe(200);
    const byNumber = await employee.call(
      'GET',
      `/api/hcm/annualized-compensation/${employee.account.employeeNumber}?year=${year}`,
    );
    expect(own.json<AnnualizedCompensation>()).toEqual(byNumber.json<AnnualizedCompensation>());
    expect(own.json<AnnualizedCompensation>().payslips).toBeGreaterThan(0);

    const staff = await byAccount(payroll, employee.account.accountId);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json<AnnualizedCompensation>().employeeNumber).toBe(
      employee.account.employeeNumber,
    );
    const hr = await signIn(current().app, 'acme', 'hr');
    expect((await byAccount(hr, employee.account.accountId)).statusCode).toBe(200);

    // Someone else's: refused to an employee, not found by another organisation.
    expect((await byAccount(employee, payroll.account.accountId)).statusCode).toBe(403);
    const approver = await signIn(current().app, 'acme', 'approver');
    expect((await byAccount(approver, employee.account.accountId)).statusCode).toBe(403);
    const other = await signIn(current().app, 'icare', 'payroll');
    expect((await byAccount(other, employee.account.accountId)).statusCode).toBe(404);
    expect((await byAccount(payroll, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // A year without released payslips.
    const none = await byAccount(employee, employee.account.accountId, '?year=2001');
    expect(none.statusCode).toBe(404);
    expect(none.json<{ error: { message: string } }>().error.message).toBe(
      'No released payslips in 2001',
    );
  });
});
