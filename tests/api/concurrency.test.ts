import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type {
  ApplicationDetail,
  DecideApplicationsResponse,
  DtrValidation,
} from '../../src/shared/api/applications';
import type { CreateKioskResponse } from '../../src/shared/api/kiosk';
import type { AccrueResponse, EmployeeLeaveCredits } from '../../src/shared/api/leave-credits';
import type { DtrDay, TimeRecordsResponse } from '../../src/shared/api/timekeeping';
import { previousCutoff } from '../../src/shared/timekeeping/cutoff';
import { withOrg } from '../../src/server/db/tenant';
import { dateAfter } from '../../src/server/timekeeping/schedule-calendar';
import { ApiCaller, errorOf, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxMails } from './support/outbox';
import { pastWorkday, todayAtWork, workday, workingDays } from './support/work-dates';

/** Requests fired at once in each test. */
const N = 10;

const atOnce = <T>(n: number, call: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, index) => call(index)));

/** What a burst answered with 5xx: the body of each, so a failure shows what went wrong. */
const serverErrors = (responses: readonly LightMyRequestResponse[]) =>
  responses.filter((response) => response.statusCode >= 500).map((response) => response.body);

const statusCounts = (responses: readonly LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

/** A burst one request of which wins (`won`), the others refused as conflicts, none a 5xx. */
function expectOneWinner(burst: readonly LightMyRequestResponse[], won: 200 | 201) {
  expect(serverErrors(burst)).toEqual([]);
  expect(statusCounts(burst)).toEqual({ [won]: 1, 409: burst.length - 1 });
  for (const refused of burst.filter((response) => response.statusCode === 409))
    expect(errorOf(refused).code).toBe('conflict');
}

const numberOf = (caller: ApiCaller) => {
  const { employeeNumber } = caller.account;
  if (!employeeNumber) throw new Error(`${caller.account.username} has no employee number`);
  return employeeNumber;
};

const leave = (date: string) => ({
  kind: 'leave',
  details: {
    leaveType: 'Vacation leave',
    dateFrom: date,
    dateTo: date,
    dayPart: 'Whole day',
    reason: 'Rest',
  },
});

const overtime = (date: string) => ({
  kind: 'overtime',
  details: {
    overtimeType: 'Overtime',
    date,
    startTime: '18:00',
    endTime: '20:00',
    creditAsCto: false,
    reason: 'Release night',
  },
});

describeOnEachDatabase('concurrent requests on one employee or application', (current) => {
  let employee: ApiCaller;
  let approver: ApiCaller;
  let hr: ApiCaller;
  let admin: ApiCaller;
  const cutoff = previousCutoff(todayAtWork());

  beforeAll(async () => {
    const as = (user: string) => signIn(current().app, 'acme', user);
    [employee, approver, hr, admin] = await Promise.all([
      as('employee'),
      as('approver'),
      as('hr'),
      as('admin'),
    ]);
  });

  /** The stored time record of an employee over a range, as rows less when they were computed. */
  const storedDays = (orgId: string, employeeNumber: string, from: string, to: string) =>
    withOrg(current().db, orgId, (tx) =>
      tx
        .selectFrom('dtr_days')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('employee_number', '=', employeeNumber)
        .where('work_date', '>=', from)
        .where('work_date', '<=', to)
        .orderBy('work_date')
        .execute(),
    ).then((rows) => rows.map(({ computed_at: _computedAt, ...row }) => row));

  const storedPunches = (orgId: string, employeeNumber: string, since: Date) =>
    withOrg(current().db, orgId, (tx) =>
      tx
        .selectFrom('punches')
        .select(['org_id', 'direction'])
        .where('org_id', '=', orgId)
        .where('employee_number', '=', employeeNumber)
        .where('punched_at', '>=', since)
        .execute(),
    );

  const decide = (caller: ApiCaller, id: string, decision = 'Approved') =>
    caller.call('POST', '/api/hcm/approve-application', { body: { ids: [id], decision } });

  const creditsOf = async (employeeNumber: string, leaveType: string) => {
    const response = await hr.call('GET', `/api/hcm/leave-credits/${employeeNumber}`);
    expect(response.statusCode, response.body).toBe(200);
    const balance = response
      .json<EmployeeLeaveCredits>()
      .balances.find((row) => row.leaveType === leaveType);
    return { balance: balance?.balanceMinutes ?? 0, pending: balance?.pendingMinutes ?? 0 };
  };

  async function filed(caller: ApiCaller, body: object): Promise<ApplicationDetail> {
    const response = await caller.call('POST', '/api/hcm/application', { body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ApplicationDetail>();
  }

  it("stores what a single recompute stores when an employee's record is recomputed, read and recomputed with the whole cut-off, all at once", async () => {
    const number = numberOf(employee);
    const { from, to } = cutoff;
    let worked = from;
    while (workingDays(worked, worked) === 0) worked = dateAfter(worked, 1);
    await withOrg(current().db, 'acme', (tx) =>
      tx
        .insertInto('punches')
        .values(
          (
            [
              ['08:10', 'in'],
              ['17:05', 'out'],
            ] as const
          ).map(([time, direction]) => ({
            org_id: 'acme',
            employee_number: number,
            punched_at: new Date(`${worked}T${time}:00+08:00`),
            direction,
            source: 'import' as const,
            recorded_by: 'test',
          })),
        )
        .execute(),
    );

    const range = { from, to };
    const burst = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        hr.call('POST', '/api/hcm/recompute-punch', { body: { ...range, employeeNumber: number } }),
      ),
      ...Array.from({ length: 4 }, () =>
        employee.call('POST', '/api/hcm/time-records', { body: range }),
      ),
      ...Array.from({ length: 2 }, () =>
        hr.call('POST', '/api/hcm/recompute-punch', { body: range }),
      ),
    ]);
    expect(serverErrors(burst)).toEqual([]);
    expect(statusCounts(burst)).toEqual({ 200: burst.length });
    const afterBurst = await storedDays('acme', number, from, to);

    const once = await hr.call('POST', '/api/hcm/recompute-punch', {
      body: { ...range, employeeNumber: number },
    });
    expect(once.statusCode, once.body).toBe(200);
    const { days } = once.json<{ days: DtrDay[] }>();
    expect(days.find((day) => day.date === worked)).toMatchObject({ lateMinutes: 10 });
    expect(afterBurst).toEqual(await storedDays('acme', number, from, to));
    expect(afterBurst).toHaveLength(days.length);
    for (const response of burst.slice(0, 8))
      expect(response.json<{ days: DtrDay[] }>().days).toEqual(days);
    expect(
      burst.slice(4, 8).map((response) => response.json<TimeRecordsResponse>().punches.length),
    ).toEqual([2, 2, 2, 2]);
  });

  it('answers many DTR review checks at once as one check answers', async () => {
    const review = { cutoffFrom: cutoff.from };
    const asApplication = {
      kind: 'dtr',
      details: { cutoffFrom: cutoff.from, cutoffTo: cutoff.to },
    };
    const burst = await atOnce(N, (index) =>
      index % 2 === 0
        ? employee.call('POST', '/api/hcm/valitdate/dtr', { body: review })
        : employee.call('POST', '/api/hcm/cws/validate', { body: asApplication }),
    );
    expect(serverErrors(burst)).toEqual([]);
    expect(statusCounts(burst)).toEqual({ 200: N });

    const checked = (
      await employee.call('POST', '/api/hcm/valitdate/dtr', { body: review })
    ).json<DtrValidation>();
    const validated = (
      await employee.call('POST', '/api/hcm/cws/validate', { body: asApplication })
    ).json<unknown>();
    burst.forEach((response, index) =>
      expect(response.json()).toEqual(index % 2 === 0 ? checked : validated),
    );
  });

  it('stores one of many identical web bundy punches sent at once and refuses the others', async () => {
    const since = new Date(Date.now() - 1_000);
    const burst = await atOnce(N, () =>
      employee.call('POST', '/api/hcm/web-bundy', { body: { direction: 'in' } }),
    );
    expectOneWinner(burst, 201);
    expect(await storedPunches('acme', numberOf(employee), since)).toEqual([
      { org_id: 'acme', direction: 'in' },
    ]);
  });

  it('lets two organisations punch and recompute the same employee number at the same moment', async () => {
    const orgs = await Promise.all(
      ['acme', 'icare'].map(async (orgId) => {
        const as = (user: string) => signIn(current().app, orgId, user);
        const [orgAdmin, orgHr, person] = await Promise.all([
          as('admin'),
          as('hr'),
          as('approver'),
        ]);
        const employeeNumber = numberOf(person);
        const kiosk = await orgAdmin.call('POST', '/api/admin-settings/kiosks', {
          body: { name: 'Concurrency gate' },
        });
        expect(kiosk.statusCode, kiosk.body).toBe(201);
        const pin = await orgHr.call('POST', '/api/hcm/user-auth/add-pin', {
          body: { employeeNumber, pin: '582046' },
        });
        expect(pin.statusCode, pin.body).toBe(200);
        return { orgId, hr: orgHr, employeeNumber, token: kiosk.json<CreateKioskResponse>().token };
      }),
    );
    const since = new Date(Date.now() - 1_000);
    const today = todayAtWork();
    const burst = await Promise.all(
      orgs.flatMap(({ orgId, hr: orgHr, employeeNumber, token }) => [
        ...Array.from({ length: N / 2 }, () =>
          new ApiCaller(current().app, orgId).call('POST', '/api/hcm/user-auth/quick-punch', {
            body: { employeeNumber, pin: '582046', direction: 'in' },
            headers: { 'x-kiosk-token': token },
          }),
        ),
        ...Array.from({ length: N / 2 }, () =>
          orgHr.call('POST', '/api/hcm/recompute-punch', {
            body: { employeeNumber, from: dateAfter(today, -1), to: today },
          }),
        ),
      ]),
    );
    expect(serverErrors(burst)).toEqual([]);
    for (const [index, { orgId, employeeNumber }] of orgs.entries()) {
      const own = burst.slice(index * N, (index + 1) * N);
      expect(statusCounts(own.slice(0, N / 2)), orgId).toEqual({ 201: 1, 409: N / 2 - 1 });
      expect(statusCounts(own.slice(N / 2)), orgId).toEqual({ 200: N / 2 });
      expect(await storedPunches(orgId, employeeNumber, since)).toEqual([
        { org_id: orgId, direction: 'in' },
      ]);
    }
  });

  it('files one of many identical applications sent at once', async () => {
    const date = workday(3, 2);
    const burst = await atOnce(N, () =>
      employee.call('POST', '/api/hcm/application', { body: overtime(date) }),
    );
    expect(serverErrors(burst)).toEqual([]);
    expect(statusCounts(burst)).toEqual({ 201: 1, 422: N - 1 });
    for (const refused of burst.filter((response) => response.statusCode === 422))
      expect(errorOf(refused).message).toMatch(/overlaps your pending overtime/);
  });

  it('decides an application once when its approvers all decide it at once', async () => {
    const number = numberOf(employee);
    const made = await filed(employee, leave(pastWorkday(1)));
    const before = await creditsOf(number, 'Vacation leave');
    const burst = await atOnce(N, (index) => decide(index % 2 ? approver : hr, made.id));
    expect(serverErrors(burst)).toEqual([]);
    expect(statusCounts(burst)).toEqual({ 200: N });
    const outcomes = burst.flatMap(
      (response) => response.json<DecideApplicationsResponse>().results,
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    for (const outcome of outcomes.filter((result) => !result.ok))
      expect(outcome).toMatchObject({ error: expect.stringMatching(/already|first/) });

    const detail = (
      await employee.call('GET', `/api/hcm/application/${made.id}`)
    ).json<ApplicationDetail>();
    expect(detail).toMatchObject({ status: 'Approved' });
    expect(detail.decisions).toHaveLength(1);
    expect(await creditsOf(number, 'Vacation leave')).toEqual({
      balance: before.balance - 480,
      pending: before.pending - 480,
    });
  });

  it('cancels an approved application once when HR cancels it many times at once', async () => {
    const number = numberOf(employee);
    const made = await filed(employee, leave(pastWorkday(2)));
    const before = await creditsOf(number, 'Vacation leave');
    expect((await decide(approver, made.id)).statusCode).toBe(200);
    const burst = await atOnce(N, () =>
      hr.call('POST', `/api/hcm/application/${made.id}/cancel`, { body: { remark: 'In error' } }),
    );
    expectOneWinner(burst, 200);

    const detail = (
      await employee.call('GET', `/api/hcm/application/${made.id}`)
    ).json<ApplicationDetail>();
    expect(detail.status).toBe('Cancelled');
    expect(detail.decisions.map((decision) => decision.decision)).toEqual([
      'Approved',
      'Cancelled',
    ]);
    expect(await creditsOf(number, 'Vacation leave')).toEqual({
      balance: before.balance,
      pending: before.pending - 480,
    });
  });

  it('decides once when every e-mailed link of a level is followed at once', async () => {
    const made = await filed(employee, overtime(workday(4, 3)));
    const waiting = await outboxMails(admin, 100, (mail) =>
      /awaits your approval/.test(mail.subject),
    );
    const tokens = waiting
      .filter((mail) => mail.text.includes(made.id))
      .flatMap((mail) =>
        [...mail.text.matchAll(/\/(?:approve|reject)\?token=(\S+)/g)].map((match) =>
          decodeURIComponent(match[1] ?? ''),
        ),
      );
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    const anonymous = new ApiCaller(current().app, 'acme');
    const burst = await atOnce(N, (index) =>
      anonymous.call('POST', '/api/email-approvals/decide', {
        body: { token: tokens[index % tokens.length] },
      }),
    );
    expectOneWinner(burst, 200);
    const detail = (
      await employee.call('GET', `/api/hcm/application/${made.id}`)
    ).json<ApplicationDetail>();
    expect(detail.decisions).toHaveLength(1);
    expect(detail.decisions[0]?.channel).toBe('email');
  });

  it('takes as many deductions sent at once as the balance holds, and no more', async () => {
    const number = numberOf(await signIn(current().app, 'acme', 'payroll'));
    const before = await creditsOf(number, 'Sick leave');
    const fit = Math.min(N, Math.floor((before.balance - before.pending) / 480));
    expect(fit).toBeLessThan(N);
    const burst = await atOnce(N, () =>
      hr.call('POST', '/api/hcm/leave-credits', {
        body: { employeeNumber: number, leaveType: 'Sick leave', minutes: -480, note: 'Taken' },
      }),
    );
    expect(serverErrors(burst)).toEqual([]);
    expect(statusCounts(burst)).toEqual({ 201: fit, ...(fit < N ? { 422: N - fit } : {}) });
    expect((await creditsOf(number, 'Sick leave')).balance).toBe(before.balance - fit * 480);
  });

  it('accrues a month once when HR runs its accrual many times at once', async () => {
    const month = todayAtWork().slice(0, 7);
    const burst = await atOnce(N, () =>
      hr.call('POST', '/api/hcm/leave-credits/accrue', { body: { month } }),
    );
    expect(serverErrors(burst)).toEqual([]);
    expect(statusCounts(burst)).toEqual({ 200: N });
    const added = burst.map((response) => response.json<AccrueResponse>().entriesAdded);
    const granted = await withOrg(current().db, 'acme', (tx) =>
      tx
        .selectFrom('leave_ledger')
        .select('entry_id')
        .where('org_id', '=', 'acme')
        .where('reason', '=', 'accrual')
        .where('period', 'in', [month, month.slice(0, 4)])
        .execute(),
    );
    expect(granted.length).toBeGreaterThan(0);
    expect(added.sort((a, b) => a - b)).toEqual([...Array<number>(N - 1).fill(0), granted.length]);
  });
});
