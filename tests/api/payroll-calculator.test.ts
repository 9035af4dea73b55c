import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { CalculateResponse } from '../../src/shared/api/payroll-calculator';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { signInOperator } from './support/platform-operator';
import { API_KEY } from './support/test-app';

const { examples } = JSON.parse(
  readFileSync(
    new URL('../unit/server/payroll/fixtures/payroll-calculator-examples.json', import.meta.url),
    'utf8',
  ),
) as { examples: { id: string; request: object; expected: object }[] };

const EX01 = examples.find((example) => example.id === 'EX01')!;

describeOnEachDatabase('payroll calculator', (current) => {
  it('answers the reference examples to the centavo with a trace naming the tables', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    for (const example of examples) {
      const response = await payroll.call('POST', '/api/hcm/payroll/calculate', {
        body: example.request,
      });
      expect(response.statusCode, `${example.id} ${response.body}`).toBe(200);
      const body = response.json<CalculateResponse>();
      expect(body.result, example.id).toMatchObject(example.expected);
      expect(body.trace.length, example.id).toBeGreaterThan(0);
    }
    const slip = (
      await payroll.call('POST', '/api/hcm/payroll/calculate', { body: EX01.request })
    ).json<CalculateResponse>();
    expect(slip.tables).toMatchObject({ sss: '2025-01-01', withholding: '2023-01-01' });
    expect(slip.trace.find((line) => line.line === 'withholding_tax')?.values).toMatchObject({
      table: 'withholding 2023-01-01 semi_monthly',
      taxable: '11462.50',
      tax: '156.83',
    });
  });

  it('names the input and the rule when inputs are wrong', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const float = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: {
        kind: 'payslip',
        inputs: { monthly_basic: 25000.1, cutoff: 1 },
      },
    });
    expect(float.statusCode).toBe(422);
    expect(errorOf(float).fields).toEqual([
      expect.objectContaining({
        path: '/inputs/monthly_basic',
        message: expect.stringContaining('amount'),
      }),
    ]);
    const both = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: {
        kind: 'payslip',
        inputs: { monthly_basic: '25000.00', daily_rate: '800.00', cutoff: 1 },
      },
    });
    expect(both.statusCode).toBe(422);
    expect(errorOf(both).fields?.[0]?.path).toBe('/inputs/monthly_basic');
    const unknown = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: {
        kind: 'withholding',
        inputs: { taxable_compensation: '1000.00', bonus: '1' },
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).fields?.[0]?.path).toBe('/inputs/bonus');
    const early = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: {
        kind: 'contributions',
        asOf: '2020-01-01',
        inputs: { compensation: '20000.00' },
      },
    });
    expect(early.statusCode).toBe(422);
    expect(errorOf(early).message).toContain('No sss');
  });

  it('asks for the period only when the contributions deducted this period need it', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const payslip = (inputs: object) =>
      payroll.call('POST', '/api/hcm/payroll/calculate', { body: { kind: 'payslip', inputs } });
    const week = { daily_rate: '800.00', pay_frequency: 'weekly', days_worked: 5 };

    // Nothing deducted this week: no date is needed to place it in its month.
    const none = await payslip({ ...week, contribution_schedule: 'none_this_period' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<CalculateResponse>().result).toMatchObject({
      gross_pay: '4000.00',
      total_ee_contributions: '0.00',
      net_pay: '4000.00',
    });

    // Deducted: the week's share of the month depends on the month's pay weeks.
    for (const schedule of [undefined, 'full_monthly_ee_share_on_cutoff2']) {
      const deducted = await payslip({ ...week, contribution_schedule: schedule });
      expect(deducted.statusCode, deducted.body).toBe(422);
      expect(errorOf(deducted).fields).toEqual([
        {
          path: '/inputs/period_end',
          message: expect.stringMatching(
            /^period_end is required: contributions are deducted this period .*pay weeks/,
          ),
        },
      ]);
    }
    const placed = await payslip({ ...week, period_end: '2026-06-12' });
    expect(placed.statusCode, placed.body).toBe(200);

    // A semi-monthly cut-off: its number only when its share is deducted.
    const half = { monthly_basic: '30000.00', pay_frequency: 'semi_monthly' };
    const free = await payslip({ ...half, contribution_schedule: 'none_this_period' });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json<CalculateResponse>().result).toMatchObject({
      gross_pay: '15000.00',
      total_ee_contributions: '0.00',
      taxable_compensation: '15000.00',
    });
    const unplaced = await payslip(half);
    expect(unplaced.statusCode).toBe(422);
    expect(errorOf(unplaced).fields).toEqual([
      {
        path: '/inputs/cutoff',
        message: expect.stringMatching(/^cutoff is required: contributions are deducted/),
      },
    ]);
    const wrong = await payslip({ ...half, cutoff: 3, contribution_schedule: 'none_this_period' });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).fields?.[0]?.path).toBe('/inputs/cutoff');
  });

  it("deducts on the month's last period what each share has left", async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const payslip = (inputs: object) =>
      payroll.call('POST', '/api/hcm/payroll/calculate', { body: { kind: 'payslip', inputs } });
    // Cut-off 2 of a month paying 32,000 (SSS EE 1,600) whose cut-off 1 deducted 875 of SSS.
    const secondCutoff = {
      monthly_basic: '20000.00',
      pay_frequency: 'semi_monthly',
      cutoff: 2,
      sss_compensation_basis: 'total_monthly_compensation',
      month_to_date_compensation: '22000.00',
    };
    const settled = await payslip({
      ...secondCutoff,
      month_to_date_ee_contributions: { sss: '875.00', philhealth: '500.00', hdmf: '100.00' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const { result, trace } = settled.json<CalculateResponse>();
    expect(result).toMatchObject({
      sss_ee_this_cutoff: '725.00',
      philhealth_ee_this_cutoff: '0.00',
      hdmf_ee_this_cutoff: '100.00',
    });
    expect(trace.find((line) => line.line === 'contribution_schedule')?.values).toMatchObject({
      sss_deducted_to_date: '875.00',
    });

    const partial = await payslip({
      ...secondCutoff,
      month_to_date_ee_contributions: { sss: '1' },
    });
    expect(partial.statusCode).toBe(422);
    expect(errorOf(partial).fields?.[0]?.path).toMatch(/^\/inputs\/month_to_date_ee_contributions/);
  });

  it('puts the final pay’s PhilHealth on the monthly basic salary, not the days paid', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const response = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: {
        kind: 'final-pay',
        inputs: {
          monthly_basic: '40000.00',
          hire_date: '2024-01-01',
          separation_date: '2026-06-03',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result, trace } = response.json<CalculateResponse>();
    // 3 days paid (5,517.24): SSS 275 on MSC 5,500; PhilHealth 1,000; Pag-IBIG 200.
    expect(result).toMatchObject({
      final_period_salary: '5517.24',
      final_period_ee_contributions: '1475.00',
    });
    expect(trace.find((line) => line.line === 'philhealth')?.values).toMatchObject({
      mbs: '40000.00',
    });
  });

  it('is for payroll staff only', async () => {
    for (const user of ['employee', 'approver']) {
      const caller = await signIn(current().app, 'acme', user);
      const response = await caller.call('POST', '/api/hcm/payroll/calculate', {
        body: EX01.request,
      });
      expect(response.statusCode, user).toBe(403);
    }
  });

  it('reads holidays from the organisation calendar unless the inputs name them', async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const response = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: {
        kind: 'holiday-pay',
        inputs: {
          holiday_dates: ['2026-04-02', '2026-04-03'],
          attendance: [{ date: '2026-04-01', status: 'absent_unpaid' }],
          worked_holidays: ['2026-04-02'],
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CalculateResponse>().result).toEqual({
      holidays: [
        expect.objectContaining({ date: '2026-04-02', entitled: true, percent: 200 }),
        expect.objectContaining({ date: '2026-04-03', entitled: true, percent: 100 }),
      ],
    });
  });

  it('applies a version the platform publishes in every organisation from its date; an organisation adds only its own premium rates', async () => {
    const operator = await signInOperator(current());
    const publish = (body: object) =>
      current().app.inject({
        method: 'POST',
        url: '/api/platform/statutory-tables',
        headers: { 'x-api-key': API_KEY, authorization: `Bearer ${operator}` },
        payload: body,
      });
    const admin = await signIn(current().app, 'icare', 'admin');
    type Versions = {
      items: { kind: string; validFrom: string; scope: string; data: Record<string, string> }[];
    };
    const tables = async (caller: ApiCaller) =>
      (await caller.call('GET', '/api/hcm/payroll/tables')).json<Versions>().items;
    const philhealth = (await tables(admin)).find((item) => item.kind === 'philhealth')!;
    expect(philhealth.scope).toBe('platform');

    const added = await publish({
      kind: 'philhealth',
      validFrom: '2027-01-01',
      source: 'Test circular raising the ceiling',
      data: { ...philhealth.data, ceiling: '120000.00' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const again = await publish({
      kind: 'philhealth',
      validFrom: '2027-01-01',
      source: 'A second try',
      data: philhealth.data,
    });
    expect(again.statusCode).toBe(409);
    const bad = await publish({
      kind: 'philhealth',
      validFrom: '2027-02-01',
      source: 'Broken',
      data: { ...philhealth.data, rate: 0.05 },
    });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields?.[0]?.path).toBe('/data/rate');

    const premiumOn = async (caller: ApiCaller, asOf: string) =>
      (
        await caller.call('POST', '/api/hcm/payroll/calculate', {
          body: { kind: 'contributions', asOf, inputs: { philhealth_mbs: '150000.00' } },
        })
      ).json<CalculateResponse>().result;
    const acme = await signIn(current().app, 'acme', 'payroll');
    for (const caller of [admin, acme]) {
      expect(await premiumOn(caller, '2026-12-31')).toMatchObject({
        philhealth: { base: '100000.00', total: '5000.00' },
      });
      expect(await premiumOn(caller, '2027-01-01')).toMatchObject({
        philhealth: { base: '120000.00', total: '6000.00' },
      });
    }

    // The law's tables are the platform's; an organisation's own are its premium rates.
    const own = await admin.call('POST', '/api/hcm/payroll/tables', {
      body: {
        kind: 'philhealth',
        validFrom: '2028-01-01',
        source: 'Not ours to change',
        data: philhealth.data,
      },
    });
    expect(own.statusCode).toBe(422);
    expect(errorOf(own).fields?.[0]?.path).toBe('/kind');
    const premium = (await tables(admin)).find((item) => item.kind === 'premium')!;
    const raised = await admin.call('POST', '/api/hcm/payroll/tables', {
      body: {
        kind: 'premium',
        validFrom: '2027-01-01',
        source: 'CBA 2027',
        data: { ...premium.data, night_rate: '0.20' },
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const ownVersion = (item: Versions['items'][number]) =>
      item.kind === 'premium' && item.validFrom === '2027-01-01';
    expect((await tables(admin)).find(ownVersion)).toMatchObject({ scope: 'organisation' });
    expect((await tables(acme)).find(ownVersion)).toBeUndefined();

    const employee = await signIn(current().app, 'icare', 'employee');
    expect((await employee.call('GET', '/api/hcm/payroll/tables')).statusCode).toBe(403);
    const hr = await signIn(current().app, 'icare', 'hr');
    const byHr = await hr.call('POST', '/api/hcm/payroll/tables', {
      body: { kind: 'premium', validFrom: '2028-01-01', source: 'HR may not', data: premium.data },
    });
    expect(byHr.statusCode).toBe(403);
  });
});
