import { expect, it } from 'vitest';
import type { RecordListResponse } from '../../src/shared/api/records';
import { withOrg } from '../../src/server/db/tenant';
import { computeCutoff } from '../../src/server/payroll/cutoffs/compute-cutoff';
import { signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { addAdjustment, compute, hire, registerOf } from './support/payroll';

// A cut-off is computed a batch of members at a time: whatever the batch size, the payslips are
// the same, with the inputs that span the cut-off's members (what the previous cut-off deferred,
// what a loan collected, the month's earlier cut-off, the year to date) read right for each batch.

const ORG = 'icare';

describeOnEachDatabase('payroll computed in batches', (current) => {
  /** A computation's payslips as stored, but its number and time. */
  const payslipsOf = (cutoffId: string, computation: number) =>
    withOrg(current().db, ORG, (tx) =>
      tx
        .selectFrom('payslips')
        .selectAll()
        .where('org_id', '=', ORG)
        .where('cutoff_id', '=', cutoffId)
        .where('computation', '=', computation)
        .orderBy('employee_number')
        .execute(),
    ).then((rows) => rows.map(({ computation: _n, computed_at: _at, ...row }) => row));

  it('computes the same payslips whatever the batch size', async () => {
    const payroll = await signIn(current().app, ORG, 'payroll');
    const admin = await signIn(current().app, ORG, 'admin');
    const monthly = await hire(admin, 'Monthly', { monthlyCentavos: 2_600_000 });
    const highPaid = await hire(admin, 'Highpaid', { monthlyCentavos: 9_000_000 });
    const borrower = await hire(admin, 'Borrower', { monthlyCentavos: 1_500_000 });
    // Paid by the day with no time record: nothing earned, so its deduction waits.
    const daily = await hire(admin, 'Daily', {
      data: { payBasis: 'Daily', rate: 70_000, minimumWageEarner: true },
    });
    const minimum = await hire(admin, 'Minimum', {
      data: { payBasis: 'Daily', rate: 64_500, minimumWageEarner: true },
    });
    await addAdjustment(payroll, highPaid.ref, {
      type: 'Earning',
      name: 'Rice subsidy',
      amount: 200_000,
      taxable: false,
    });
    await addAdjustment(payroll, daily.ref, {
      type: 'Deduction',
      name: 'Uniform',
      amount: 50_000,
      taxable: true,
    });
    const types = await payroll.call('POST', '/api/records/list', {
      body: { form_id: 'payroll-loan-type', fields: ['*'] },
    });
    const cash = types
      .json<RecordListResponse>()
      .items.find((item) => item.data.code === 'CO-CASH')!;
    const loan = await payroll.call('POST', '/api/records', {
      body: {
        form_id: 'payroll-loan',
        data: {
          employee: borrower.ref,
          loanType: { id: cash.id, label: String(cash.data.name) },
          principal: 500_000,
          interest: 0,
          amortization: 200_000,
          startDate: '2026-11-01',
          suspended: false,
          status: 'Pending approval',
        },
      },
    });
    expect(loan.statusCode, loan.body).toBe(201);
    const members = [monthly, highPaid, borrower, daily, minimum].map((e) => e.employeeNumber);
    const { cutoffs } = await registerOf(payroll, 'Batches', members);
    const cutoffOf = (start: string) => cutoffs.find((cutoff) => cutoff.periodStart === start)!;
    // Released pay of the year, and a first collection of the loan.
    await compute(payroll, cutoffOf('2026-11-16').id);
    const released = await payroll.call(
      'POST',
      `/api/hcm/release-payslip/${cutoffOf('2026-11-16').id}`,
    );
    expect(released.statusCode, released.body).toBe(200);

    // 1–15 December is paid last in 2026 (the year-end adjustment); 16–31 December takes what
    // it deferred and deducts what each share has left of the month.
    for (const start of ['2026-12-01', '2026-12-16']) {
      const { id } = cutoffOf(start);
      const inTwos = await computeCutoff(current().db, ORG, id, 'test', undefined, 2);
      const whole = await computeCutoff(current().db, ORG, id, 'test');
      const payslips = await payslipsOf(id, whole.computation);
      expect(payslips).toHaveLength(members.length);
      expect(await payslipsOf(id, inTwos.computation)).toEqual(payslips);
      const stored = JSON.stringify(payslips);
      expect(stored).toContain(start === '2026-12-01' ? '"year_end"' : '"month_to_date_ee');
      expect(stored).toContain('"code":"loan.');
      if (start === '2026-12-16') expect(stored).toContain('Uniform (deferred)');
    }
  });
});
