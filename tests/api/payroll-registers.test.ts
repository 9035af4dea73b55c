import { expect, it } from 'vitest';
import type { CalculateResponse } from '../../src/shared/api/payroll-calculator';
import type { AnnualizedCompensation } from '../../src/shared/api/employee-payslips';
import type { ConsolidatedCutoff } from '../../src/shared/api/payroll-consolidations';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { EditableDtr } from '../../src/shared/api/payroll-editable-dtr';
import type { NotificationsPage } from '../../src/shared/api/notifications';
import type { PayRegister } from '../../src/shared/api/payroll-registers';
import type {
  Payslip,
  PayslipDiff,
  PayslipSummarySchema,
} from '../../src/shared/api/payroll-payslips';
import type { Static } from 'typebox';
import { dec } from '../../src/server/payroll/engine/decimal';
import { dateText, periodText } from '../../src/server/payroll/payslip-layouts/payslip-view';
import { errorOf, ok, signIn, type ApiCaller } from './support/api-client';
import { addAdjustment, finished, hire, registerSettings } from './support/payroll';
import { describeOnEachDatabase } from './support/on-each-database';

const settings = registerSettings;

describeOnEachDatabase('payroll registers', (current) => {
  it('computes a cut-off into payslips the calculator agrees with, and releases it', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const admin = await signIn(current().app, 'acme', 'admin');
    const carla = await hire(admin, 'Mendoza', { monthlyCentavos: 2_600_000 });
    const ramon = await hire(admin, 'Cruz', { monthlyCentavos: 4_800_000 });
    await addAdjustment(payroll, carla.ref, {
      type: 'Earning',
      name: 'Rice subsidy',
      amount: 100_000,
      taxable: false,
    });
    await addAdjustment(payroll, carla.ref, {
      type: 'Deduction',
      name: 'Uniform deposit',
      amount: 50_000,
      taxable: true,
      priority: 60,
    });
    const created = await payroll.call('POST', '/api/hcm/register', {
      body: { ...settings(`Head office ${Math.random()}`), year: 2026 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const register = created.json<PayRegister>();
    const members = await payroll.call('POST', `/api/hcm/employees/register/${register.id}`, {
      body: { add: [carla.employeeNumber, ramon.employeeNumber, 'NOPE-1', '2022-0005'] },
    });
    expect(members.json()).toMatchObject({
      added: 2,
      refused: [
        { employeeNumber: 'NOPE-1', reason: 'No employee has this number' },
        {
          employeeNumber: '2022-0005',
          reason: expect.stringContaining('Already paid by the register'),
        },
      ],
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
    expect(page.items.map((item) => item.employeeNumber).sort()).toEqual(
      [carla.employeeNumber, ramon.employeeNumber].sort(),
    );
    const slip = (
      await payroll.call('GET', `/api/hcm/payslip/${october.id}/${carla.employeeNumber}`)
    ).json<Payslip>();
    // 26,000 a month, first cut-off, rice subsidy 1,000 (non-taxable), uniform deposit 500:
    // contributions 650 + 325 + 100; taxable 14,000 - 1,000 - 1,075 = 11,925; tax 15% over 10,417.
    expect(slip.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'basic_pay', amount: '13000.00' }),
        expect.objectContaining({ label: 'Rice subsidy (non-taxable)', amount: '1000.00' }),
        expect.objectContaining({ code: 'withholding_tax', amount: '226.20' }),
        expect.objectContaining({ label: 'Uniform deposit', amount: '500.00' }),
      ]),
    );
    expect(slip).toMatchObject({ grossPay: '14000.00', netPay: '12198.80' });

    // The calculator, given the inputs the run stored, answers exactly what the run stored.
    const calculated = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: { kind: 'payslip', inputs: slip.inputs },
    });
    expect(calculated.statusCode, calculated.body).toBe(200);
    expect(calculated.json<CalculateResponse>().result).toEqual(slip.result);

    // Payroll adds a line to one payslip: its tax and net pay are computed again.
    const edited = await payroll.call(
      'POST',
      `/api/hcm/payslip/update/${october.id}/${carla.employeeNumber}`,
      {
        body: {
          name: 'Meal allowance',
          type: 'Earning',
          amount: '800.00',
          taxable: true,
          reason: 'Overtime meals, 4 days',
        },
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Payslip>()).toMatchObject({
      grossPay: '14800.00',
      netPay: '12878.80',
      adjustments: [
        {
          name: 'Meal allowance',
          amount: '800.00',
          reason: 'Overtime meals, 4 days',
          createdBy: 'payroll',
        },
      ],
    });
    expect(edited.json<Payslip>().lines).toContainEqual(
      expect.objectContaining({ code: 'withholding_tax', amount: '346.20' }),
    );
    const employee = await signIn(current().app, 'acme', 'employee');
    const refusedEdit = await employee.call(
      'POST',
      `/api/hcm/payslip/update/${october.id}/${carla.employeeNumber}`,
      {
        body: {
          name: 'Bonus',
          type: 'Earning',
          amount: '99999.00',
          taxable: true,
          reason: 'Because I can',
        },
      },
    );
    expect(refusedEdit.statusCode).toBe(403);

    // A new deduction, then a second computation: the diff names who changed, and why.
    await addAdjustment(payroll, ramon.ref, {
      type: 'Deduction',
      name: 'Canteen',
      amount: 30_000,
      taxable: true,
    });
    const second = await payroll.call('POST', `/api/hcm/generate-payroll/${october.id}`);
    expect((await finished(payroll, second.json<{ runId: string }>().runId)).result).toMatchObject({
      computation: 2,
    });
    const diff = (
      await payroll.call('GET', `/api/hcm/payslip-diff/${october.id}`)
    ).json<PayslipDiff>();
    expect(diff.before.computation).toBe(1);
    expect(diff.employees).toEqual([
      expect.objectContaining({
        employeeNumber: ramon.employeeNumber,
        change: 'changed',
        netChange: '-300.00',
        lines: [
          {
            code: 'deduction.Canteen',
            label: 'Canteen',
            before: '0.00',
            after: '-300.00',
            change: '-300.00',
          },
        ],
      }),
    ]);

    const released = await payroll.call('POST', `/api/hcm/release-payslip/${october.id}`);
    expect(released.json<Cutoff>()).toMatchObject({ status: 'Released', releasedBy: 'payroll' });
    // Whoever computed hears how each run ended.
    const runs = (await ok<NotificationsPage>(payroll, 'GET', '/api/notifications')).items;
    expect(runs.filter((item) => item.title === 'Payroll computation finished')).toHaveLength(2);
    const late = await payroll.call(
      'POST',
      `/api/hcm/payslip/update/${october.id}/${carla.employeeNumber}`,
      {
        body: {
          name: 'Late bonus',
          type: 'Earning',
          amount: '100.00',
          taxable: true,
          reason: 'After release',
        },
      },
    );
    expect(late.statusCode).toBe(409);

    const again = await payroll.call('POST', `/api/hcm/generate-payroll/${october.id}`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toContain('released');
  });

  it('shows an employee their own payslips once released, and nobody else theirs', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const demo = (await payroll.call('GET', '/api/hcm/register'))
      .json<{ items: PayRegister[] }>()
      .items.find((register) => register.name === 'Head office (semi-monthly)')!;
    const past = (await payroll.call('GET', `/api/hcm/past-cutoff/${demo.id}`)).json<Cutoff>();
    expect(past).toMatchObject({ status: 'Released', payslips: 7 });
    const current_ = (
      await payroll.call('GET', `/api/hcm/current-cutoff/${demo.id}`)
    ).json<Cutoff>();
    expect(current_.status).not.toBe('Released');
    const computed = await payroll.call('POST', `/api/hcm/generate-payroll/${current_.id}`);
    await finished(payroll, computed.json<{ runId: string }>().runId);

    const employee = await signIn(current().app, 'acme', 'employee');
    const own = await employee.call('GET', `/api/hcm/payslip/${past.id}/2022-0005`);
    expect(own.statusCode).toBe(200);
    expect(own.json<Payslip>().employeeName).toBe('Mendoza, Carla');
    // The cut-off's totals less one's own would be the co-workers' pay: a payslip has none.
    expect(own.json<Payslip>().cutoff).toMatchObject({ id: past.id, payDate: past.payDate });
    for (const total of ['payslips', 'grossPay', 'totalDeductions', 'netPay'])
      expect(own.json<Payslip>().cutoff, total).not.toHaveProperty(total);
    for (const total of [past.grossPay, past.totalDeductions, past.netPay])
      expect(own.body).not.toContain(`"${total}"`);
    for (const [caller, cutoffId, employeeNumber] of [
      [employee, current_.id, '2022-0005'], // not released yet
      [employee, past.id, '2022-0004'], // someone else's
      [await signIn(current().app, 'acme', 'approver'), past.id, '2022-0005'],
      [await signIn(current().app, 'icare', 'payroll'), past.id, '2022-0005'],
    ] as const) {
      const answer = await caller.call('GET', `/api/hcm/payslip/${cutoffId}/${employeeNumber}`);
      expect(answer.statusCode, `${cutoffId} ${employeeNumber}`).toBe(404);
    }
    expect((await employee.call('GET', `/api/hcm/payslip/${past.id}`)).statusCode).toBe(403);

    const mine = (await employee.call('GET', '/api/hcm/my-payslips')).json<{
      items: { cutoffId: string; netPay: string; periodEnd: string }[];
    }>().items;
    expect(mine[0]).toMatchObject({ cutoffId: past.id, netPay: own.json<Payslip>().netPay });
    expect(mine.map((item) => item.cutoffId)).not.toContain(current_.id);

    const year = Number(past.periodEnd.slice(0, 4));
    const annual = await employee.call(
      'GET',
      `/api/hcm/annualized-compensation/2022-0005?year=${year}`,
    );
    expect(annual.statusCode, annual.body).toBe(200);
    const ytd = annual.json<AnnualizedCompensation>();
    const thisYear = mine.filter((item) => item.periodEnd.startsWith(String(year)));
    expect(ytd.payslips).toBe(thisYear.length);
    expect(ytd.lines.find((line) => line.code === 'basic_pay')?.amount).toBe(
      (13_000 * ytd.payslips).toFixed(2),
    );
    const someoneElse = await employee.call(
      'GET',
      `/api/hcm/annualized-compensation/2022-0004?year=${year}`,
    );
    expect(someoneElse.statusCode).toBe(403);

    // Releasing tells each employee of the cut-off with an account, and nobody else.
    await ok(payroll, 'POST', `/api/hcm/release-payslip/${current_.id}`);
    const payslipNotices = async (caller: ApiCaller) =>
      (await ok<NotificationsPage>(caller, 'GET', '/api/notifications')).items.filter(
        (item) => item.kind === 'payslip',
      );
    expect(await payslipNotices(employee)).toEqual([
      expect.objectContaining({
        title: `Your payslip for ${periodText({ cutoff: current_ })} is released`,
        body: `Head office (semi-monthly), paid on ${dateText(current_.payDate)}.`,
        link: '/hcm/payslip/list',
      }),
    ]);
    expect(await payslipNotices(await signIn(current().app, 'icare', 'employee'))).toEqual([]);
  });

  it('downloads the payroll register, every line, and the time and attendance report', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const demo = (await payroll.call('GET', '/api/hcm/register'))
      .json<{ items: PayRegister[] }>()
      .items.find((register) => register.name === 'Head office (semi-monthly)')!;
    const past = (await payroll.call('GET', `/api/hcm/past-cutoff/${demo.id}`)).json<Cutoff>();
    const csv = async (path: string) => {
      const answer = await payroll.call('GET', path);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/csv/);
      return answer.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
    };
    const register = await csv(`/api/hcm/register-export/${past.id}?format=csv`);
    expect(register[0]).toMatch(/^Employee number,Name,Basic pay,.*,Gross pay,Deductions,Net pay$/);
    expect(register).toHaveLength(past.payslips + 2);
    expect(register.at(-1)).toMatch(new RegExp(`,${past.netPay.replace('.', '\\.')}$`));
    const itemized = await csv(`/api/hcm/register-export/${past.id}?format=csv&view=itemized`);
    expect(itemized[0]).toBe('Employee number,Name,Section,Line,Amount');
    expect(itemized.filter((row) => row.includes(',Basic pay,'))).toHaveLength(past.payslips);
    const tar = await csv(`/api/hcm/generate-tar/${past.id}?format=csv`);
    expect(tar[0]).toContain('Days worked,Days absent,Late (h)');
    expect(tar).toHaveLength(past.payslips + 1);
    const xlsx = await payroll.call('GET', `/api/hcm/register-export/${past.id}`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const employee = await signIn(current().app, 'acme', 'employee');
    expect((await employee.call('GET', `/api/hcm/register-export/${past.id}`)).statusCode).toBe(
      403,
    );
  });

  it('reads several registers of one period side by side, with totals', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const admin = await signIn(current().app, 'acme', 'admin');
    const registers = (await payroll.call('GET', '/api/hcm/register')).json<{
      items: PayRegister[];
    }>();
    const demo = registers.items.find(
      (register) => register.name === 'Head office (semi-monthly)',
    )!;
    const past = (await payroll.call('GET', `/api/hcm/past-cutoff/${demo.id}`)).json<Cutoff>();
    const plant = (
      await payroll.call('POST', '/api/hcm/register', {
        body: { ...settings(`Plant ${Math.random()}`), year: Number(past.periodEnd.slice(0, 4)) },
      })
    ).json<PayRegister>();
    const worker = await hire(admin, 'Santos', { monthlyCentavos: 2_000_000 });
    await payroll.call('POST', `/api/hcm/employees/register/${plant.id}`, {
      body: { add: [worker.employeeNumber] },
    });
    const plantCutoff = (await payroll.call('GET', `/api/hcm/register-cutoff/${plant.id}`))
      .json<{ items: Cutoff[] }>()
      .items.find((cutoff) => cutoff.periodStart === past.periodStart)!;
    const run = await payroll.call('POST', `/api/hcm/generate-payroll/${plantCutoff.id}`);
    await finished(payroll, run.json<{ runId: string }>().runId);

    const created = await payroll.call('POST', '/api/hcm/consolidated-register', {
      body: { name: `Company ${Math.random()}`, registerIds: [demo.id, plant.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const consolidation = created.json<{ id: string }>();
    const view = (
      await payroll.call(
        'GET',
        `/api/hcm/consolidated-register/${consolidation.id}/cutoff/${past.id}`,
      )
    ).json<ConsolidatedCutoff>();
    expect(view.columns.map((column) => column.payslips)).toEqual([past.payslips, 1]);
    const plantNet = (
      await payroll.call('GET', `/api/hcm/register/cutoff/${plantCutoff.id}`)
    ).json<Cutoff>().netPay;
    const net = view.rows.find((row) => row.code === 'net_pay')!;
    expect(net.amounts).toEqual([
      past.netPay,
      plantNet,
      dec(past.netPay).plus(plantNet).toFixed(2),
    ]);
    const other = await signIn(current().app, 'icare', 'payroll');
    const hidden = await other.call(
      'GET',
      `/api/hcm/consolidated-register/${consolidation.id}/cutoff/${past.id}`,
    );
    expect(hidden.statusCode).toBe(404);
  });

  it('pays from the time record as payroll corrected it, with the reason kept', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const admin = await signIn(current().app, 'acme', 'admin');
    // 26,100 a month: a daily rate of exactly 1,200 on the 261 factor.
    const absentee = await hire(admin, 'Absent', { monthlyCentavos: 2_610_000 });
    const register = (
      await payroll.call('POST', '/api/hcm/register', {
        body: { ...settings(`Corrections ${Math.random()}`), year: 2026 },
      })
    ).json<PayRegister>();
    await payroll.call('POST', `/api/hcm/employees/register/${register.id}`, {
      body: { add: [absentee.employeeNumber] },
    });
    const cutoff = (await payroll.call('GET', `/api/hcm/register-cutoff/${register.id}?year=2026`))
      .json<{ items: Cutoff[] }>()
      .items.find((item) => item.periodStart === '2026-10-01')!;
    // No punches: the time record of the cut-off has all eleven weekdays absent.
    const record = await payroll.call('POST', '/api/hcm/time-records', {
      body: { employeeNumber: absentee.employeeNumber, from: '2026-10-01', to: '2026-10-15' },
    });
    expect(record.statusCode, record.body).toBe(200);
    const run = await payroll.call('POST', `/api/hcm/generate-payroll/${cutoff.id}`);
    await finished(payroll, run.json<{ runId: string }>().runId);
    const absences = async () =>
      (await payroll.call('GET', `/api/hcm/payslip/${cutoff.id}/${absentee.employeeNumber}`))
        .json<Payslip>()
        .lines.find((line) => line.code === 'absence_deduction')?.amount;
    // Eleven days at 1,200 would be 13,200: never more than the basic pay of the period.
    expect(await absences()).toBe('-13050.00');

    const path = `/api/hcm/editable-dtr/${cutoff.id}/${absentee.employeeNumber}`;
    const before = (await payroll.call('GET', path)).json<EditableDtr>();
    expect(before.days.find((day) => day.date === '2026-10-01')).toMatchObject({
      absentMinutes: 480,
      correction: null,
    });
    for (const date of ['2026-10-01', '2026-10-02']) {
      const corrected = await payroll.call('PUT', path, {
        body: { date, absentMinutes: 0, reason: 'On the client site: attendance sheet signed' },
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
    }
    const after = (await payroll.call('GET', path)).json<EditableDtr>();
    expect(after.days.find((day) => day.date === '2026-10-02')).toMatchObject({
      absentMinutes: 0,
      correction: { reason: 'On the client site: attendance sheet signed', by: 'payroll' },
    });
    expect(await absences()).toBe('-10800.00');

    const outside = await payroll.call('PUT', path, {
      body: { date: '2026-10-20', absentMinutes: 0, reason: 'Not in this cut-off' },
    });
    expect(outside.statusCode).toBe(422);
    expect(errorOf(outside).fields?.[0]?.path).toBe('/date');
    const hr = await signIn(current().app, 'acme', 'hr');
    expect((await hr.call('GET', path)).statusCode).toBe(200);
    const refused = await hr.call('PUT', path, {
      body: { date: '2026-10-05', absentMinutes: 0, reason: 'HR may read only' },
    });
    expect(refused.statusCode).toBe(403);
  });

  /**
   * A register on the given contribution schedule with SSS on the month's total compensation,
   * paying one employee 10,000 a month who earns a 6,000 commission in October's first cut-off.
   */
  async function commissionMonth(contributionSchedule: PayRegister['contributionSchedule']) {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const admin = await signIn(current().app, 'acme', 'admin');
    const lina = await hire(admin, 'Commission', { monthlyCentavos: 1_000_000 });
    await addAdjustment(payroll, lina.ref, {
      type: 'Earning',
      name: 'Sales commission',
      amount: 600_000,
      taxable: true,
      recurrence: 'One-time',
      startDate: '2026-10-05',
    });
    const register = (
      await payroll.call('POST', '/api/hcm/register', {
        body: {
          ...settings(`Actual compensation ${Math.random()}`),
          contributionSchedule,
          sssBasis: 'total_monthly_compensation',
          year: 2026,
        },
      })
    ).json<PayRegister>();
    await payroll.call('POST', `/api/hcm/employees/register/${register.id}`, {
      body: { add: [lina.employeeNumber] },
    });
    const cutoffs = (
      await payroll.call('GET', `/api/hcm/register-cutoff/${register.id}?year=2026`)
    ).json<{ items: Cutoff[] }>().items;
    const [first, second] = ['2026-10-01', '2026-10-16'].map((start) =>
      cutoffs.find((cutoff) => cutoff.periodStart === start)!,
    );
    const slipOf = async (cutoff: Cutoff) => {
      const started = await payroll.call('POST', `/api/hcm/generate-payroll/${cutoff.id}`);
      expect((await finished(payroll, started.json<{ runId: string }>().runId)).state).toBe(
        'succeeded',
      );
      return (
        await payroll.call('GET', `/api/hcm/payslip/${cutoff.id}/${lina.employeeNumber}`)
      ).json<Payslip>();
    };
    const calculated = async (inputs: object) =>
      (
        await payroll.call('POST', '/api/hcm/payroll/calculate', {
          body: { kind: 'payslip', inputs },
        })
      ).json<CalculateResponse>().result;
    return { first: first!, second: second!, slipOf, calculated };
  }
  const amountOf = (slip: Payslip, code: string) =>
    slip.lines.find((line) => line.code === code)?.amount;

  it('puts SSS on what the month actually paid when the register says so', async () => {
    const { first, second, slipOf, calculated } = await commissionMonth(
      'full_monthly_ee_share_on_cutoff2',
    );

    // Before the first cut-off is computed, the second can only estimate the month: 2 × 5,000.
    const estimated = await slipOf(second);
    expect(estimated.result).toMatchObject({ sss: { msc: '10000.00' } });

    // October paid 5,000 + 6,000 commission, then 5,000: SSS on 16,000 (EE 800), all on the
    // second cut-off; PhilHealth and Pag-IBIG stay on the monthly basic of 10,000.
    expect(amountOf(await slipOf(first), 'sss')).toBeUndefined();
    const settled = await slipOf(second);
    expect(settled.inputs).toMatchObject({ month_to_date_compensation: '11000.00' });
    expect(settled.result).toMatchObject({
      gross_pay: '5000.00',
      sss: { msc: '16000.00' },
      philhealth: { base: '10000.00' },
      hdmf: { base: '10000.00' },
    });
    expect(amountOf(settled, 'sss')).toBe('800.00');
    expect(amountOf(settled, 'philhealth')).toBe('250.00');
    expect(amountOf(settled, 'hdmf')).toBe('200.00');
    expect(await calculated(settled.inputs)).toEqual(settled.result);
  });

  it("deducts on the month's last cut-off what its share has left after the first", async () => {
    const { first, second, slipOf, calculated } = await commissionMonth(
      'monthly_ee_share_split_half_each_cutoff',
    );
    // Cut-off 1 paid 11,000, as a month of 22,000: SSS EE 1,100, half of it 550.
    const opening = await slipOf(first);
    expect(opening.result).toMatchObject({ gross_pay: '11000.00', sss: { msc: '22000.00' } });
    expect(amountOf(opening, 'sss')).toBe('550.00');

    // October paid 16,000: SSS EE 800, of which cut-off 1 took 550.
    const settled = await slipOf(second);
    expect(settled.inputs).toMatchObject({
      month_to_date_compensation: '11000.00',
      month_to_date_ee_contributions: { sss: '550.00', philhealth: '125.00', hdmf: '100.00' },
    });
    expect(settled.result).toMatchObject({ sss: { msc: '16000.00', ee_total: '800.00' } });
    expect(amountOf(settled, 'sss')).toBe('250.00');
    expect(amountOf(settled, 'philhealth')).toBe('125.00');
    expect(amountOf(settled, 'hdmf')).toBe('100.00');
    const month = (await calculated({
      monthly_basic: '10000.00',
      pay_frequency: 'monthly',
      taxable_allowances: '6000.00',
      sss_compensation_basis: 'total_monthly_compensation',
    })) as { sss: { ee_total: string } };
    expect(dec(amountOf(opening, 'sss')!).plus(amountOf(settled, 'sss')!).toFixed(2)).toBe(
      month.sss.ee_total,
    );
    expect(await calculated(settled.inputs)).toEqual(settled.result);
  });

  it('runs one computation of a cut-off at a time', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const register = (
      await payroll.call('POST', '/api/hcm/register', {
        body: { ...settings(`Race ${Math.random()}`), year: 2025 },
      })
    ).json<PayRegister>();
    await payroll.call('POST', `/api/hcm/employees/register/${register.id}`, {
      body: {
        add: [
          (
            await hire(await signIn(current().app, 'acme', 'admin'), 'Race', {
              monthlyCentavos: 3_000_000,
            })
          ).employeeNumber,
        ],
      },
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
    const jose = await hire(await signIn(current().app, 'acme', 'admin'), 'Reyes', {
      monthlyCentavos: 5_500_000,
    });
    await payroll.call('POST', `/api/hcm/employees/register/${register.id}`, {
      body: { add: [jose.employeeNumber] },
    });
    const cutoff = (
      await payroll.call('GET', `/api/hcm/register-cutoff/${register.id}?year=2026`)
    ).json<{ items: Cutoff[] }>().items[0]!;
    const readiness = await payroll.call('GET', `/api/hcm/validate-register-cutoff/${cutoff.id}`);
    expect(readiness.json()).toMatchObject({
      ready: false,
      problems: [
        { employeeNumber: jose.employeeNumber, reason: expect.stringContaining('not approved') },
      ],
    });
    const refused = await payroll.call('POST', `/api/hcm/generate-payroll/${cutoff.id}`);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toContain('Reyes, Test');
  });
});
