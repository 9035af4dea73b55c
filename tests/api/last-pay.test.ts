import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { LastPayDraft } from '../../src/shared/api/last-pay';
import type { CalculateResponse } from '../../src/shared/api/payroll-calculator';
import type { Payslip } from '../../src/shared/api/payroll-payslips';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import type { SpecialPayout, SpecialPayslip } from '../../src/shared/api/special-payouts';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { compute, finished, hire, registerOf } from './support/payroll';

describeOnEachDatabase('last pay', (current) => {
  // icare's company cash loans need no approval: they are active once filed.
  let payroll: ApiCaller;
  let admin: ApiCaller;

  beforeAll(async () => {
    [payroll, admin] = await Promise.all([
      signIn(current().app, 'icare', 'payroll'),
      signIn(current().app, 'icare', 'admin'),
    ]);
  });

  const cashLoan = async (employee: object) => {
    const types = await payroll.call('POST', '/api/records/list', {
      body: { form_id: 'payroll-loan-type', fields: ['*'] },
    });
    const type = types
      .json<RecordListResponse>()
      .items.find((item) => item.data.code === 'CO-CASH')!;
    const filed = await payroll.call('POST', '/api/records', {
      body: {
        form_id: 'payroll-loan',
        data: {
          employee,
          loanType: { id: type.id, label: String(type.data.name) },
          principal: 900_000,
          interest: 0,
          amortization: 100_000,
          startDate: '2026-09-01',
          suspended: false,
          status: 'Pending approval',
        },
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    return filed.json<RecordItem>().id;
  };

  it('computes the last pay as the calculator does, and settles the loans once released', async () => {
    const { employeeNumber, ref } = await hire(admin, 'Leaving', {
      data: { hireDate: '2026-01-01', separationDate: '2026-10-20', separationReason: 'Resigned' },
    });
    const loanId = await cashLoan(ref);
    const { cutoffs } = await registerOf(payroll, 'Last pay', [employeeNumber]);
    const [january, september] = [
      cutoffs[0]!,
      cutoffs.find((c) => c.periodStart === '2026-09-01')!,
    ];
    await compute(payroll, january.id);
    const released = (
      await payroll.call('GET', `/api/hcm/payslip/${january.id}/${employeeNumber}`)
    ).json<Payslip>();
    await payroll.call('POST', `/api/hcm/release-payslip/${january.id}`);

    const answer = await payroll.call('GET', `/api/hcm/last-pay/inputs/${employeeNumber}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const draft = answer.json<LastPayDraft>();
    expect(draft).toMatchObject({
      dueDate: '2026-11-19',
      lastReleasedPeriodEnd: '2026-01-15',
      loans: [{ loanId, balance: '9000.00' }],
      inputs: {
        monthly_basic: '36500.00',
        separation_date: '2026-10-20',
        hire_date: '2026-01-01',
        ytd_taxable_compensation_before_final: (released.result as Record<string, string>)
          .taxable_compensation,
        ytd_tax_withheld_before_final: (released.result as Record<string, string>).withholding_tax,
      },
    });

    const refused = async (loans: object[], path: string) => {
      const attempt = await payroll.call('POST', '/api/hcm/last-pay', {
        body: { employeeNumber, payDate: draft.dueDate, inputs: draft.inputs, loans },
      });
      expect(attempt.statusCode, attempt.body).toBe(422);
      expect(errorOf(attempt).fields?.[0]?.path).toBe(path);
    };
    await refused([{ loanId, amount: '9000.01' }], '/loans/0/amount');
    await refused([{ loanId: randomUUID(), amount: '1' }], '/loans/0/loanId');

    const created = await payroll.call('POST', '/api/hcm/last-pay', {
      body: {
        employeeNumber,
        payDate: draft.dueDate,
        inputs: draft.inputs,
        loans: [{ loanId, amount: '9000.00' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const payout = created.json<SpecialPayout>();
    expect(payout).toMatchObject({ kind: 'final_pay', status: 'Computed', payslips: 1 });
    const slip = (
      await payroll.call('GET', `/api/hcm/special-payslip/${payout.id}/${employeeNumber}`)
    ).json<SpecialPayslip>();
    expect(slip.calculation.inputs).toEqual({ ...draft.inputs, loan_balance: '9000.00' });
    const calculated = await payroll.call('POST', '/api/hcm/payroll/calculate', {
      body: { kind: 'final-pay', inputs: slip.calculation.inputs },
    });
    const result = calculated.json<CalculateResponse>().result as Record<string, string>;
    expect(slip.netPay).toBe(result.net_final_pay);
    // The last month's contributions: SSS on what October paid (the first cut-off's 18,250 and
    // the 3 days to the 20th), PhilHealth on the monthly basic salary, Pag-IBIG at its maximum.
    const contributionBasis = (line: string) =>
      slip.trace.find((entry) => entry.line === line)?.values;
    const octoberCentavos = 1_825_000 + Math.round(Number(result.final_period_salary) * 100);
    expect(contributionBasis('sss')).toMatchObject({
      compensation: (octoberCentavos / 100).toFixed(2),
    });
    expect(contributionBasis('philhealth')).toMatchObject({ mbs: '36500.00', base: '36500.00' });
    expect(contributionBasis('hdmf')).toMatchObject({ fund_salary: '36500.00', base: '10000.00' });
    expect(slip.lines).toContainEqual(
      expect.objectContaining({ code: `loan.${loanId}`, section: 'deductions', amount: '9000.00' }),
    );
    const pdf = await payroll.call(
      'GET',
      `/api/hcm/special-payslip/${payout.id}/${employeeNumber}/pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Not released, the set-off collects nothing: the cut-off deducts the amortization.
    const loanLines = async () => {
      await compute(payroll, september.id);
      const payslip = (
        await payroll.call('GET', `/api/hcm/payslip/${september.id}/${employeeNumber}`)
      ).json<Payslip>();
      return payslip.lines.filter((line) => line.code === `loan.${loanId}`).map((l) => l.amount);
    };
    expect(await loanLines()).toEqual(['1000.00']);
    const release = await payroll.call('POST', `/api/hcm/special-payout/${payout.id}/release`);
    expect(release.statusCode, release.body).toBe(200);
    expect(await loanLines()).toEqual([]);
    // The loan's ledger shows the set-off and nothing left to pay.
    const ledger = await payroll.call('GET', `/api/hcm/loan-slips/${loanId}`);
    expect(ledger.json()).toMatchObject({ balance: '0.00', collected: '9000.00' });
    expect(ledger.json<{ entries: object[] }>().entries.at(-1)).toMatchObject({
      cutoffId: payout.id,
      amount: '9000.00',
      balanceAfter: '0.00',
    });
  });

  it('does not pay again the part of the 13th month paid in May', async () => {
    const { employeeNumber } = await hire(admin, 'Halfway', {
      data: { hireDate: '2026-01-01', separationDate: '2026-10-20', separationReason: 'Resigned' },
    });
    const created = await payroll.call('POST', '/api/hcm/special-payout', {
      body: {
        kind: 'thirteenth_month',
        name: `Half in May ${randomUUID()}`,
        year: 2026,
        payDate: '2026-05-15',
        employeeNumbers: [employeeNumber],
        settings: { sharePercent: 50 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const may = created.json<SpecialPayout>();
    const started = await payroll.call('POST', `/api/hcm/special-payout/${may.id}/compute`);
    expect((await finished(payroll, started.json<{ runId: string }>().runId)).state).toBe(
      'succeeded',
    );
    await payroll.call('POST', `/api/hcm/special-payout/${may.id}/release`);
    const half = (
      await payroll.call('GET', `/api/hcm/special-payslip/${may.id}/${employeeNumber}`)
    ).json<SpecialPayslip>().grossPay;

    const { inputs } = (
      await payroll.call('GET', `/api/hcm/last-pay/inputs/${employeeNumber}`)
    ).json<LastPayDraft>();
    expect(inputs).toMatchObject({ thirteenth_month_paid: half, other_benefits: half });
    const thirteenthOf = async (given: object) =>
      (
        (
          await payroll.call('POST', '/api/hcm/payroll/calculate', {
            body: { kind: 'final-pay', inputs: given },
          })
        ).json<CalculateResponse>().result as Record<string, string>
      ).prorated_13th_month!;
    // No regular payslip was released here: payroll enters the basic earned before the last
    // period, nine months of it, as the page lets them.
    const reviewed = { ...inputs, ytd_basic_salary_before_final: '328500.00' };
    const { thirteenth_month_paid: _paid, ...unpaid } = reviewed;
    const whole = await thirteenthOf(unpaid);
    expect(Number(whole)).toBeGreaterThan(Number(half));
    expect(Math.round(Number(await thirteenthOf(reviewed)) * 100)).toBe(
      Math.round((Number(whole) - Number(half)) * 100),
    );
  });

  it('needs a separation date, payroll staff, and the organisation’s own employee', async () => {
    const { employeeNumber } = await hire(admin, 'Staying');
    const missing = await payroll.call('GET', `/api/hcm/last-pay/inputs/${employeeNumber}`);
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing).fields?.[0]?.path).toBe('/separationDate');
    const given = await payroll.call(
      'GET',
      `/api/hcm/last-pay/inputs/${employeeNumber}?separationDate=2026-06-30`,
    );
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<LastPayDraft>().dueDate).toBe('2026-07-30');

    const employee = await signIn(current().app, 'icare', 'employee');
    expect(
      (await employee.call('GET', `/api/hcm/last-pay/inputs/${employeeNumber}`)).statusCode,
    ).toBe(403);
    const elsewhere = await signIn(current().app, 'acme', 'payroll');
    const other = await elsewhere.call(
      'GET',
      `/api/hcm/last-pay/inputs/${employeeNumber}?separationDate=2026-06-30`,
    );
    expect(other.statusCode).toBe(404);
  });
});
