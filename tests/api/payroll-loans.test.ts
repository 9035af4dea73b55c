import { beforeAll, expect, it } from 'vitest';
import type { ListApplicationResponse } from '../../src/shared/api/applications';
import type { LoanLedger } from '../../src/shared/api/loans';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { Payslip } from '../../src/shared/api/payroll-payslips';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { compute, hire, registerOf } from './support/payroll';

type Ref = { id: string; label: string };

describeOnEachDatabase('payroll loans', (current) => {
  let payroll: ApiCaller;

  beforeAll(async () => {
    payroll = await signIn(current().app, 'acme', 'payroll');
  });

  /** A loan type of the caller's organisation by code, as a lookup. */
  const loanType = async (caller: ApiCaller, code: string): Promise<Ref> => {
    const listed = await caller.call('POST', '/api/records/list', {
      body: { form_id: 'payroll-loan-type', fields: ['*'] },
    });
    const type = listed.json<RecordListResponse>().items.find((item) => item.data.code === code)!;
    return { id: type.id, label: String(type.data.name) };
  };
  const fileLoan = (caller: ApiCaller, data: Record<string, unknown>) =>
    caller.call('POST', '/api/records', {
      body: {
        form_id: 'payroll-loan',
        data: { interest: 0, suspended: false, status: 'Pending approval', ...data },
      },
    });
  const statusOf = async (caller: ApiCaller, id: string) =>
    (await caller.call('GET', `/api/records/${id}`)).json<RecordItem>().data.status;
  const loanLines = (payslip: Payslip, id: string) =>
    payslip.lines.filter((line) => line.code === `loan.${id}`);

  it('deducts once approved, each cut-off, and never more than the balance', async () => {
    const [admin, hr] = await Promise.all([
      signIn(current().app, 'acme', 'admin'),
      signIn(current().app, 'acme', 'hr'),
    ]);
    const { employeeNumber, ref } = await hire(admin, 'Borrower');
    const filed = await fileLoan(payroll, {
      employee: ref,
      loanType: await loanType(payroll, 'SSS-SAL'),
      principal: 1_000_000,
      interest: 50_000,
      amortization: 400_000,
      startDate: '2026-09-16',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const loan = filed.json<RecordItem>();
    expect(loan.data).toMatchObject({ status: 'Pending approval', totalPayable: 1_050_000 });

    // The demo matrix for loans: HR, then the administrator.
    for (const approver of [hr, admin]) {
      const queue = (
        await approver.call('POST', '/api/hcm/list/application', {
          body: { approvalMatrix: { approverId: approver.account.accountId }, type: 'loan' },
        })
      ).json<ListApplicationResponse>().items;
      const item = queue.find((entry) => entry.employeeNumber === employeeNumber)!;
      expect(item.summary).toBe('SSS salary loan of 10,000.00, 4,000.00 a cut-off from 2026-09-16');
      const decided = await approver.call('POST', '/api/hcm/approve-application', {
        body: { ids: [item.id], decision: 'Approved' },
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    expect(await statusOf(payroll, loan.id)).toBe('Active');

    const { cutoffs } = await registerOf(payroll, 'Loans', [employeeNumber]);
    const cutoffOf = (start: string) => cutoffs.find((item) => item.periodStart === start)!;
    const run = async (cutoff: Cutoff) => {
      await compute(payroll, cutoff.id);
      const payslip = (
        await payroll.call('GET', `/api/hcm/payslip/${cutoff.id}/${employeeNumber}`)
      ).json<Payslip>();
      const released = await payroll.call('POST', `/api/hcm/release-payslip/${cutoff.id}`);
      expect(released.statusCode, released.body).toBe(200);
      return loanLines(payslip, loan.id).map((line) => `${line.label}: ${line.amount}`);
    };
    expect(await run(cutoffOf('2026-09-01'))).toEqual([]);
    expect(await run(cutoffOf('2026-09-16'))).toEqual([
      'SSS salary loan (balance 6,500.00): 4000.00',
    ]);
    expect(await run(cutoffOf('2026-10-01'))).toEqual([
      'SSS salary loan (balance 2,500.00): 4000.00',
    ]);
    expect(await run(cutoffOf('2026-10-16'))).toEqual(['SSS salary loan (balance 0.00): 2500.00']);
    expect(await run(cutoffOf('2026-11-01'))).toEqual([]);

    const ledger = await payroll.call('GET', `/api/hcm/loan-slips/${loan.id}`);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json<LoanLedger>()).toMatchObject({
      totalPayable: '10500.00',
      collected: '10500.00',
      balance: '0.00',
      entries: [
        { periodStart: '2026-09-16', amount: '4000.00', balanceAfter: '6500.00', released: true },
        { periodStart: '2026-10-01', amount: '4000.00', balanceAfter: '2500.00', released: true },
        { periodStart: '2026-10-16', amount: '2500.00', balanceAfter: '0.00', released: true },
      ],
    });
    const elsewhere = await signIn(current().app, 'icare', 'payroll');
    expect((await elsewhere.call('GET', `/api/hcm/loan-slips/${loan.id}`)).statusCode).toBe(404);

    // What was borrowed is fixed once filed; a loan on payslips stays.
    const latest = (await payroll.call('GET', `/api/records/${loan.id}`)).json<RecordItem>();
    const edited = await payroll.call('PUT', `/api/records/${loan.id}`, {
      body: { version: latest.version, data: { ...latest.data, principal: 2_000_000 } },
    });
    expect(edited.statusCode).toBe(422);
    expect(errorOf(edited).fields?.[0]?.path).toBe('/principal');
    const deleted = await payroll.call('DELETE', `/api/records/${loan.id}`);
    expect(deleted.statusCode).toBe(409);
  });

  it('deducts at once where loans need no approval, waits while suspended, and takes the whole balance at payoff', async () => {
    const icare = await signIn(current().app, 'icare', 'payroll');
    const icareAdmin = await signIn(current().app, 'icare', 'admin');
    const { employeeNumber, ref } = await hire(icareAdmin, 'Payoff');
    const filed = await fileLoan(icare, {
      employee: ref,
      loanType: await loanType(icare, 'CO-CASH'),
      principal: 900_000,
      amortization: 100_000,
      startDate: '2026-09-01',
      suspended: true,
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const loan = filed.json<RecordItem>();
    expect(await statusOf(icare, loan.id)).toBe('Active');

    const { cutoffs } = await registerOf(icare, 'Payoff', [employeeNumber]);
    const payslipOf = async (start: string) => {
      const cutoff = cutoffs.find((item) => item.periodStart === start)!;
      await compute(icare, cutoff.id);
      return (
        await icare.call('GET', `/api/hcm/payslip/${cutoff.id}/${employeeNumber}`)
      ).json<Payslip>();
    };
    expect(loanLines(await payslipOf('2026-09-01'), loan.id)).toEqual([]);

    const latest = (await icare.call('GET', `/api/records/${loan.id}`)).json<RecordItem>();
    const resumed = await icare.call('PUT', `/api/records/${loan.id}`, {
      body: {
        version: latest.version,
        data: { ...latest.data, suspended: false, payoffDate: '2026-09-10' },
      },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(loanLines(await payslipOf('2026-09-01'), loan.id)).toMatchObject([
      { label: 'Company cash loan (balance 0.00)', amount: '9000.00' },
    ]);

    // Another organisation's loans are not there to see.
    expect((await payroll.call('GET', `/api/records/${loan.id}`)).statusCode).toBe(404);
    const employee = await signIn(current().app, 'icare', 'employee');
    const byEmployee = await fileLoan(employee, {
      employee: ref,
      loanType: await loanType(icare, 'CO-CASH'),
      principal: 100_000,
      amortization: 10_000,
      startDate: '2026-09-01',
    });
    expect(byEmployee.statusCode).toBe(403);
  });
});
