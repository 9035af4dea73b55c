import { beforeAll, expect, it } from 'vitest';
import type { CalculateResponse } from '../../src/shared/api/payroll-calculator';
import type { Payslip } from '../../src/shared/api/payroll-payslips';
import type {
  CreatePayoutRequest,
  SpecialPayout,
  SpecialPayslip,
} from '../../src/shared/api/special-payouts';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { compute, finished, hire, registerOf } from './support/payroll';

/** The signed-in 'employee' account of acme. */
const OWN = '2022-0005';

describeOnEachDatabase('special payouts', (current) => {
  let payroll: ApiCaller;
  let admin: ApiCaller;

  beforeAll(async () => {
    [payroll, admin] = await Promise.all([
      signIn(current().app, 'acme', 'payroll'),
      signIn(current().app, 'acme', 'admin'),
    ]);
  });

  const create = (body: Partial<CreatePayoutRequest>, caller = payroll) =>
    caller.call('POST', '/api/hcm/special-payout', {
      body: {
        kind: 'thirteenth_month',
        name: `Payout ${Math.random()}`,
        year: 2026,
        payDate: '2026-12-15',
        settings: {},
        ...body,
      },
    });
  /** A payout created, computed and (unless told) released. */
  const paid = async (body: Partial<CreatePayoutRequest>, release = true) => {
    const created = await create(body);
    expect(created.statusCode, created.body).toBe(201);
    const payout = created.json<SpecialPayout>();
    const started = await payroll.call('POST', `/api/hcm/special-payout/${payout.id}/compute`);
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(payroll, started.json<{ runId: string }>().runId);
    expect(run.state, JSON.stringify(run)).toBe('succeeded');
    if (release) {
      const released = await payroll.call('POST', `/api/hcm/special-payout/${payout.id}/release`);
      expect(released.statusCode, released.body).toBe(200);
    }
    return payout;
  };
  const slipOf = async (payoutId: string, employeeNumber: string, caller = payroll) => {
    const answer = await caller.call(
      'GET',
      `/api/hcm/special-payslip/${payoutId}/${employeeNumber}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<SpecialPayslip>();
  };
  const calculated = async (slip: SpecialPayslip) => {
    const answer = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: { kind: slip.calculation.kind, inputs: slip.calculation.inputs },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<CalculateResponse>().result;
  };

  it('pays the 13th month from the released payslips, projected, as the calculator does', async () => {
    const { employeeNumber } = await hire(admin, 'Thirteenth');
    const { cutoffs } = await registerOf(payroll, '13th', [employeeNumber]);
    let basic = 0;
    for (const cutoff of cutoffs.slice(0, 2)) {
      await compute(payroll, cutoff.id);
      const slip = (
        await payroll.call('GET', `/api/hcm/payslip/${cutoff.id}/${employeeNumber}`)
      ).json<Payslip>();
      const result = slip.result as Record<string, string>;
      basic +=
        Number(result.basic_pay) -
        Number(result.absence_deduction) -
        Number(result.tardiness_deduction) -
        Number(result.undertime_deduction);
      await payroll.call('POST', `/api/hcm/release-payslip/${cutoff.id}`);
    }
    const payout = await paid({ employeeNumbers: [employeeNumber] }, false);
    const slip = await slipOf(payout.id, employeeNumber);
    expect(slip.calculation).toEqual({
      kind: 'thirteenth-month',
      inputs: {
        year: 2026,
        monthly_basic: '36500.00',
        basic_salary_earned_to_date: basic.toFixed(2),
        months_of_basic_earned: '11',
        other_benefits: '0.00',
      },
    });
    const answer = await calculated(slip);
    expect(slip.grossPay).toBe(answer.thirteenth_month);
    expect(slip.benefitsExempt).toBe(answer.tax_exempt_portion);
    expect(slip.lines).toEqual([
      expect.objectContaining({ code: 'thirteenth_month', amount: slip.grossPay }),
    ]);
    expect(slip).toMatchObject({ withholdingTax: '0.00', netPay: slip.grossPay });
  });

  it('pays a half in May and the rest in December', async () => {
    const { employeeNumber } = await hire(admin, 'Split');
    const may = await paid({
      employeeNumbers: [employeeNumber],
      payDate: '2026-05-15',
      settings: { sharePercent: 50 },
    });
    expect((await slipOf(may.id, employeeNumber)).grossPay).toBe('18250.00');
    const december = await paid({ employeeNumbers: [employeeNumber] });
    const rest = await slipOf(december.id, employeeNumber);
    expect(rest).toMatchObject({ grossPay: '18250.00', benefitsExempt: '18250.00' });
    expect(rest.result).toMatchObject({
      thirteenth_month: '36500.00',
      earlier_payouts: '18250.00',
    });
  });

  it('pro-rates a new hire by the hire date', async () => {
    const { employeeNumber } = await hire(admin, 'Newcomer', { data: { hireDate: '2026-07-01' } });
    const payout = await paid({ employeeNumbers: [employeeNumber] }, false);
    const slip = await slipOf(payout.id, employeeNumber);
    expect(slip.calculation.inputs).toMatchObject({ months_of_basic_earned: '6' });
    expect(slip.grossPay).toBe('18250.00');
    expect((await calculated(slip)).thirteenth_month).toBe('18250.00');
  });

  it('shares the 90,000 exclusion between a bonus and the 13th month', async () => {
    const { employeeNumber } = await hire(admin, 'Capped', { monthlyCentavos: 10_000_000 });
    const bonus = await paid({
      kind: 'bonus',
      settings: { treatment: 'other_benefit', amounts: [{ employeeNumber, amount: '20000' }] },
    });
    expect(await slipOf(bonus.id, employeeNumber)).toMatchObject({
      grossPay: '20000.00',
      benefitsExempt: '20000.00',
      benefitsTaxable: '0.00',
    });
    const gift = await paid({
      kind: 'bonus',
      settings: {
        treatment: 'de_minimis',
        deMinimisCategory: 'christmas_gift_annual',
        amounts: [{ employeeNumber, amount: '10000.00' }],
      },
    });
    // 6,000 de minimis (RR 29-2025), the 4,000 excess an other benefit.
    expect(await slipOf(gift.id, employeeNumber)).toMatchObject({
      deMinimis: '6000.00',
      benefitsExempt: '4000.00',
      taxableCompensation: '0.00',
    });
    const thirteenth = await paid({ employeeNumbers: [employeeNumber] }, false);
    const slip = await slipOf(thirteenth.id, employeeNumber);
    expect(slip).toMatchObject({
      grossPay: '100000.00',
      benefitsExempt: '66000.00',
      benefitsTaxable: '34000.00',
      taxableCompensation: '34000.00',
    });
    expect(slip.calculation.inputs).toMatchObject({ other_benefits: '24000.00' });
    expect(await calculated(slip)).toMatchObject({
      thirteenth_month: '100000.00',
      tax_exempt_portion: '66000.00',
      taxable_portion: '34000.00',
    });
  });

  it('locks a released payout and deletes only one not released', async () => {
    const { employeeNumber } = await hire(admin, 'Locked');
    const draft = await paid({ employeeNumbers: [employeeNumber] }, false);
    const deleted = await payroll.call('DELETE', `/api/hcm/special-payout/${draft.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await payroll.call('GET', `/api/hcm/special-payout/${draft.id}`)).statusCode).toBe(404);

    const payout = await paid({ employeeNumbers: [employeeNumber] });
    for (const [method, path] of [
      ['POST', `/api/hcm/special-payout/${payout.id}/compute`],
      ['POST', `/api/hcm/special-payout/${payout.id}/release`],
      ['DELETE', `/api/hcm/special-payout/${payout.id}`],
    ] as const) {
      const answer = await payroll.call(method, path);
      expect(answer.statusCode, `${method} ${path}`).toBe(409);
    }
    const listed = (await payroll.call('GET', '/api/hcm/special-payout')).json<{
      items: SpecialPayout[];
    }>().items;
    expect(listed.find((item) => item.id === payout.id)).toMatchObject({
      status: 'Released',
      payslips: 1,
      netPay: '36500.00',
    });
  });

  it('shows employees their own released special payslips only', async () => {
    const employee = await signIn(current().app, 'acme', 'employee');
    const other = (await hire(admin, 'Other')).employeeNumber;
    const payout = await paid({ employeeNumbers: [OWN, other] }, false);
    const url = (number: string) => `/api/hcm/special-payslip/${payout.id}/${number}`;
    expect((await employee.call('GET', url(OWN))).statusCode).toBe(404);
    await payroll.call('POST', `/api/hcm/special-payout/${payout.id}/release`);

    expect((await slipOf(payout.id, OWN, employee)).employeeNumber).toBe(OWN);
    expect((await employee.call('GET', url(other))).statusCode).toBe(404);
    const mine = (await employee.call('GET', '/api/hcm/my-special-payslips')).json<{
      items: { payoutId: string }[];
    }>().items;
    expect(mine.map((item) => item.payoutId)).toContain(payout.id);
    for (const path of ['/api/hcm/special-payout', `/api/hcm/special-payout/${payout.id}`])
      expect((await employee.call('GET', path)).statusCode, path).toBe(403);
    const started = await employee.call('POST', `/api/hcm/special-payout/${payout.id}/compute`);
    expect(started.statusCode).toBe(403);

    const elsewhere = await signIn(current().app, 'icare', 'payroll');
    expect((await elsewhere.call('GET', `/api/hcm/special-payout/${payout.id}`)).statusCode).toBe(
      404,
    );
    expect((await elsewhere.call('GET', url(OWN))).statusCode).toBe(404);
  });

  it('refuses what does not fit, naming the field', async () => {
    const { employeeNumber } = await hire(admin, 'Refused');
    for (const [body, path] of [
      [{ kind: 'bonus', settings: { amounts: [] } }, '/settings/amounts'],
      [
        {
          kind: 'bonus',
          settings: { treatment: 'de_minimis', amounts: [{ employeeNumber, amount: '1' }] },
        },
        '/settings/deMinimisCategory',
      ],
      [
        { kind: 'bonus', settings: { amounts: [{ employeeNumber, amount: '-5' }] } },
        '/settings/amounts/0/amount',
      ],
      [{ employeeNumbers: ['NOBODY-1'] }, '/employeeNumbers'],
      [
        { employeeNumbers: [employeeNumber], settings: { projectThrough: '2027-01-31' } },
        '/settings/projectThrough',
      ],
      [
        { employeeNumbers: [employeeNumber], settings: { sharePercent: 0 } },
        '/settings/sharePercent',
      ],
      [{}, '/employeeNumbers'],
    ] as const) {
      const answer = await create(body as Partial<CreatePayoutRequest>);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(errorOf(answer).fields?.[0]?.path, JSON.stringify(body)).toBe(path);
    }
    const name = `Taken ${Math.random()}`;
    expect((await create({ name, employeeNumbers: [employeeNumber] })).statusCode).toBe(201);
    expect((await create({ name, employeeNumbers: [employeeNumber] })).statusCode).toBe(409);
  });
});
