import { expect, it } from 'vitest';
import type { BackdatedResponse } from '../../src/shared/api/payroll-backdated';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { Payslip } from '../../src/shared/api/payroll-payslips';
import type { DtrDay } from '../../src/shared/api/timekeeping';
import { withOrg } from '../../src/server/db/tenant';
import { upsertDtrDays } from '../../src/server/timekeeping/dtr.repository';
import { signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { compute, hire, registerOf } from './support/payroll';

/** A scheduled weekday of eight hours, absent or on paid leave. */
const day = (date: string, absent: boolean): DtrDay => ({
  date,
  dayType: 'ordinary',
  schedule: '08:00–17:00',
  scheduledMinutes: 480,
  workedMinutes: 0,
  lateMinutes: 0,
  undertimeMinutes: 0,
  absent,
  absentMinutes: absent ? 480 : 0,
  paidLeaveMinutes: absent ? 0 : 480,
  unpaidLeaveMinutes: 0,
  officialBusinessMinutes: 0,
  overtimeMinutes: 0,
  nightMinutes: 0,
  holidayPayDays: 0,
  buckets: [],
  exceptions: [],
});

const lineOf = (payslip: Payslip, label: string) =>
  payslip.lines.find((line) => line.label === label);

describeOnEachDatabase('backdated adjustments', (current) => {
  it("pays a released cut-off's changed days in the next cut-off, once, and takes back an overpayment", async () => {
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const admin = await signIn(current().app, 'acme', 'admin');
    // 26,100 a month at 261 days: 1,200.00 a day.
    const { employeeNumber } = await hire(admin, 'Backdated', { monthlyCentavos: 2_610_000 });
    const { cutoffs } = await registerOf(payroll, 'Backdated', [employeeNumber]);
    const [october, lateOctober, november] = ['2026-10-01', '2026-10-16', '2026-11-01'].map(
      (start) => cutoffs.find((cutoff) => cutoff.periodStart === start)!,
    ) as [Cutoff, Cutoff, Cutoff];
    const recordDay = (absent: boolean) =>
      withOrg(current().db, 'acme', (tx) =>
        upsertDtrDays(tx, 'acme', [{ employeeNumber, day: day('2026-10-07', absent) }]),
      );
    const payslipOf = async (caller: ApiCaller, cutoff: Cutoff) =>
      (await caller.call('GET', `/api/hcm/payslip/${cutoff.id}/${employeeNumber}`)).json<Payslip>();
    const backdatedOf = async (cutoff: Cutoff) => {
      const response = await payroll.call('GET', `/api/hcm/backdated/${cutoff.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<BackdatedResponse>();
    };

    await recordDay(true);
    await compute(payroll, october.id);
    const paid = await payslipOf(payroll, october);
    expect(lineOf(paid, 'Absences')?.amount).toBe('-1200.00');
    expect((await payroll.call('POST', `/api/hcm/release-payslip/${october.id}`)).statusCode).toBe(
      200,
    );

    // A leave approved after release turns the absence into paid leave.
    await recordDay(false);
    await compute(payroll, lateOctober.id);
    const owed = await payslipOf(payroll, lateOctober);
    expect(lineOf(owed, 'Backdated Oct 1–15, 2026')).toMatchObject({
      section: 'earnings',
      amount: '1200.00',
    });
    expect(await backdatedOf(lateOctober)).toEqual({
      items: [
        {
          employeeNumber,
          employeeName: 'Backdated, Test',
          sourceCutoffId: october.id,
          periodStart: '2026-10-01',
          periodEnd: '2026-10-15',
          paid: '11850.00',
          due: '13050.00',
          amount: '1200.00',
          changes: [{ figure: 'Unpaid absent days', paid: '1', now: '0' }],
        },
      ],
      total: 1,
      totalAmount: '1200.00',
    });
    // The released payslip is what was paid, unchanged.
    const released = await payslipOf(payroll, october);
    expect([released.lines, released.inputs]).toEqual([paid.lines, paid.inputs]);
    await payroll.call('POST', `/api/hcm/release-payslip/${lateOctober.id}`);

    // Paid once: the next cut-off owes nothing more for October.
    await compute(payroll, november.id);
    expect(lineOf(await payslipOf(payroll, november), 'Backdated Oct 1–15, 2026')).toBe(undefined);
    expect(await backdatedOf(november)).toEqual({ items: [], total: 0, totalAmount: '0.00' });

    // The leave is cancelled: the day is an absence again, and November takes the 1,200 back.
    await recordDay(true);
    await compute(payroll, november.id);
    expect(lineOf(await payslipOf(payroll, november), 'Backdated Oct 1–15, 2026')).toMatchObject({
      section: 'deductions',
      amount: '1200.00',
    });
    expect((await backdatedOf(november)).items).toMatchObject([
      { paid: '13050.00', due: '11850.00', amount: '-1200.00' },
    ]);

    const employee = await signIn(current().app, 'acme', 'employee');
    expect((await employee.call('GET', `/api/hcm/backdated/${november.id}`)).statusCode).toBe(403);
    const search = await payroll.call('GET', `/api/hcm/backdated/${november.id}?search=nobody`);
    expect(search.json<BackdatedResponse>()).toEqual({ items: [], total: 0, totalAmount: '0.00' });
  });
});
