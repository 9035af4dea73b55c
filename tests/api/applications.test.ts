import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationDetail,
  ApproverPreview,
  DecideApplicationsResponse,
  ListApplicationResponse,
} from '../../src/shared/api/applications';
import type { TimeRecordsResponse } from '../../src/shared/api/timekeeping';
import { sql } from 'kysely';
import { withOrg } from '../../src/server/db/tenant';
import { dateAfter } from '../../src/server/timekeeping/schedule-calendar';
import { previousCutoff } from '../../src/shared/timekeeping/cutoff';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxItems, outboxMails } from './support/outbox';
import { pastWorkday, todayAtWork, weekday, workday, workingDays } from './support/work-dates';

const leave = (dateFrom: string, dateTo = dateFrom, extra: Record<string, unknown> = {}) => ({
  kind: 'leave',
  details: {
    leaveType: 'Vacation leave',
    dateFrom,
    dateTo,
    dayPart: 'Whole day',
    reason: 'Rest',
    ...extra,
  },
});

const overtime = (date: string, startTime = '18:00', endTime = '20:00', extra = {}) => ({
  kind: 'overtime',
  details: {
    overtimeType: 'Overtime',
    date,
    startTime,
    endTime,
    creditAsCto: false,
    reason: 'Release night',
    ...extra,
  },
});

async function file(caller: ApiCaller, body: object) {
  return caller.call('POST', '/api/hcm/application', { body });
}

async function filed(caller: ApiCaller, body: object): Promise<ApplicationDetail> {
  const response = await file(caller, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApplicationDetail>();
}

async function decide(caller: ApiCaller, ids: string[], decision = 'Approved', remark?: string) {
  const response = await caller.call('POST', '/api/hcm/approve-application', {
    body: { ids, decision, ...(remark ? { remark } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DecideApplicationsResponse>().results;
}

const queueOf = async (caller: ApiCaller) =>
  (
    await caller.call('POST', '/api/hcm/list/application', {
      body: { approvalMatrix: { approverId: caller.account.accountId }, status: ['Pending'] },
    })
  ).json<ListApplicationResponse>();

describeOnEachDatabase('applications and their approval', (current) => {
  let employee: ApiCaller;
  let approver: ApiCaller;
  let hr: ApiCaller;
  let admin: ApiCaller;
  let payroll: ApiCaller;

  beforeAll(async () => {
    const as = (user: string) => signIn(current().app, 'acme', user);
    employee = await as('employee');
    approver = await as('approver');
    hr = await as('hr');
    admin = await as('admin');
    payroll = await as('payroll');
  });

  const balance = async (employeeNumber: string, leaveType: string) =>
    withOrg(current().db, 'acme', async (tx) => {
      const row = await tx
        .selectFrom('leave_ledger')
        .select((eb) => eb.fn.sum<number>('minutes').as('minutes'))
        .where('employee_number', '=', employeeNumber)
        .where('leave_type', '=', leaveType)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.minutes ?? 0);
    });

  describe('the approver queue behind the menu badge', () => {
    it('counts what is pending at this approver, per approval page', async () => {
      const queue = await queueOf(approver);
      // Seeded: Carla's leave and overtime go to line approvers or HR; Ana (Finance) files
      // leave under the Finance matrix, which starts with HR.
      expect(queue.countsByType).toEqual({ leave: 1, overtime: 1 });
      expect(queue.total).toBe(2);
      expect(queue.items.every((item) => item.status === 'Pending')).toBe(true);
      expect((await queueOf(hr)).countsByType).toEqual({ leave: 2, overtime: 1 });
    });

    it('shows nothing to someone who approves nothing', async () => {
      expect(await queueOf(payroll)).toMatchObject({ total: 0, countsByType: {} });
    });

    it("keeps an employee out of an approver's queue and checks the body", async () => {
      const peek = await employee.call('POST', '/api/hcm/list/application', {
        body: { approvalMatrix: { approverId: approver.account.accountId } },
      });
      expect(peek.statusCode).toBe(403);
      const everyone = await employee.call('POST', '/api/hcm/list/application', { body: {} });
      expect(everyone.statusCode).toBe(403);
      const bad = await approver.call('POST', '/api/hcm/list/application', {
        body: { type: 'vacation' },
      });
      expect(bad.statusCode).toBe(422);
      expect(errorOf(bad).fields?.[0]?.message).toMatch(/^Type must be one of: leave, overtime/);
    });
  });

  describe('filing', () => {
    it('files a leave, shows who approves it and tells them by e-mail', async () => {
      const preview = (
        await employee.call('GET', '/api/organization/approval-matrix?kind=leave')
      ).json<ApproverPreview>();
      expect(preview.matrix).toBe('Everyone: line approver or HR');
      expect(preview.levels).toHaveLength(1);
      expect(preview.levels[0]?.approvers.map((a) => a.name).sort()).toEqual([
        'Jose Reyes',
        'Ramon Dela Cruz',
      ]);

      const before = (await queueOf(approver)).countsByType.leave ?? 0;
      const made = await filed(employee, leave(weekday(2, 1), weekday(2, 3)));
      expect(made).toMatchObject({
        kind: 'leave',
        approvalType: 'leave',
        status: 'Pending',
        employeeNumber: '2022-0005',
        employeeName: 'Carla Mendoza',
        currentLevel: 1,
        levelCount: 1,
        chargeMinutes: workingDays(weekday(2, 1), weekday(2, 3)) * 480,
        summary: `Vacation leave, ${weekday(2, 1)} to ${weekday(2, 3)}`,
        can: { decide: false, cancel: true },
      });
      expect((await queueOf(approver)).countsByType.leave).toBe(before + 1);

      const mails = await outboxMails(
        admin,
        50,
        (item) => item.to === 'ramon.delacruz@acme.example',
      );
      const mail = mails.find((item) => item.text.includes(made.summary));
      expect(mail?.subject).toBe("Carla Mendoza's leave application awaits your approval");
      expect(mail?.text).toMatch(
        new RegExp(`/email/applications/leave/2022-0005/${made.id}/approve\\?token=acme\\.`),
      );
    });

    it('refuses bad details with the field and the rule, and writes nothing', async () => {
      const count = async () =>
        (
          await employee.call('POST', '/api/hcm/list/application', {
            body: { employeeNumber: '2022-0005', limit: 200 },
          })
        ).json<ListApplicationResponse>().total;
      const before = await count();
      const cases: [object, string, RegExp][] = [
        [leave(weekday(3, 2), weekday(3, 1)), '/details/dateTo', /on or after From/],
        [
          leave(weekday(3, 1), weekday(3, 2), { dayPart: 'First half' }),
          '/details/dayPart',
          /one-day leave/,
        ],
        [
          leave(weekday(3, 1), weekday(3, 1), { leaveType: 'Birthday leave' }),
          '/details/leaveType',
          /must be one of: Vacation leave, Sick leave, Leave without pay/,
        ],
        [
          leave(weekday(3, 1), weekday(3, 1), { reason: undefined }),
          '/details/reason',
          /Reason is required/,
        ],
        [leave(weekday(3, 6), weekday(3, 7)), '/details/dateFrom', /no working day/],
        [
          leave(dateAfter(previousCutoff(todayAtWork()).from, -1)),
          '/details/dateFrom',
          /closed cut-off/,
        ],
        [overtime(workday(3, 1), '18:00', '18:00'), '/details/endTime', /must differ/],
        [overtime(workday(3, 1), '25:00', '18:00'), '/details/startTime', /Start/],
        [
          {
            kind: 'mta',
            details: {
              date: weekday(3, 1),
              timeIn: '08:00',
              timeOut: '17:00',
              reason: 'Field work',
            },
          },
          '/details/date',
          /today or earlier/,
        ],
      ];
      for (const [body, path, message] of cases) {
        const response = await file(employee, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        const field = errorOf(response).fields?.find((f) => f.path === path);
        expect(field?.message, `${path} in ${response.body}`).toMatch(message);
      }
      const unknownKind = await file(employee, { kind: 'sabbatical', details: {} });
      expect(unknownKind.statusCode).toBe(422);
      expect(await count()).toBe(before);
    });

    it('refuses an application that overlaps a live one, and more leave than is left', async () => {
      await filed(employee, leave(workday(4, 1)));
      const clash = await file(employee, leave(workday(4, 1)));
      expect(clash.statusCode).toBe(422);
      expect(errorOf(clash).fields?.[0]?.message).toMatch(
        /overlaps your pending leave application/,
      );
      // Overtime windows clash only when they overlap.
      await filed(employee, overtime(workday(4, 2), '18:00', '20:00'));
      expect((await file(employee, overtime(workday(4, 2), '19:00', '21:00'))).statusCode).toBe(
        422,
      );
      await filed(employee, overtime(workday(4, 2), '20:00', '22:00'));

      // Ten days granted less what pending applications already ask for.
      const greedy = await file(employee, {
        ...leave(weekday(5, 1), weekday(7, 5)),
        details: { ...leave(weekday(5, 1), weekday(7, 5)).details, leaveType: 'Sick leave' },
      });
      expect(greedy.statusCode).toBe(422);
      expect(errorOf(greedy).fields?.[0]).toEqual({
        path: '/details/leaveType',
        message: `Not enough Sick leave credits: 8 days available, ${workingDays(weekday(5, 1), weekday(7, 5))} days asked.`,
      });
      // Unpaid leave needs no credits.
      const unpaid = await filed(employee, {
        ...leave(weekday(5, 1), weekday(7, 5)),
        details: { ...leave(weekday(5, 1), weekday(7, 5)).details, leaveType: 'Leave without pay' },
      });
      expect(unpaid.chargeMinutes).toBe(0);
    });

    it('lets HR file for an employee but not an employee for another', async () => {
      const forOther = await file(employee, {
        ...overtime(workday(7, 1)),
        employeeNumber: '2022-0007',
      });
      expect(forOther.statusCode).toBe(403);
      const byHr = await filed(hr, { ...overtime(workday(7, 1)), employeeNumber: '2022-0007' });
      expect(byHr.employeeNumber).toBe('2022-0007');
      const unknown = await file(hr, { ...overtime(workday(7, 1)), employeeNumber: 'ACME-9999' });
      expect(unknown.statusCode).toBe(422);
      expect(errorOf(unknown).message).toMatch(/no employee record for ACME-9999/);
    });
  });

  describe('deciding', () => {
    it('approves a past leave: takes the credits and the DTR shows paid leave', async () => {
      const date = pastWorkday(2);
      const before = await balance('2022-0005', 'Vacation leave');
      const made = await filed(employee, leave(date));
      const [result] = await decide(approver, [made.id], 'Approved', 'Enjoy');
      expect(result).toEqual({ id: made.id, ok: true, status: 'Approved', currentLevel: 1 });
      expect(await balance('2022-0005', 'Vacation leave')).toBe(before - 480);

      const detail = (
        await employee.call('GET', `/api/hcm/application/${made.id}`)
      ).json<ApplicationDetail>();
      expect(detail.status).toBe('Approved');
      expect(detail.decisions).toEqual([
        expect.objectContaining({
          level: 1,
          decision: 'Approved',
          byName: 'Ramon Dela Cruz',
          channel: 'app',
          remark: 'Enjoy',
        }),
      ]);
      const records = (
        await employee.call('POST', '/api/hcm/time-records', { body: { from: date, to: date } })
      ).json<TimeRecordsResponse>();
      expect(records.days[0]).toMatchObject({ date, paidLeaveMinutes: 480, absent: false });
      expect(records.approved).toEqual([
        {
          id: made.id,
          kind: 'leave',
          summary: `Vacation leave, ${date}`,
          dateFrom: date,
          dateTo: date,
        },
      ]);
    });

    it('moves a two-level application one level at a time', async () => {
      // Ana (Finance): HR decides first, then the administrator.
      const ana = await signIn(current().app, 'acme', 'payroll');
      const made = await filed(ana, {
        ...leave(workday(8, 2)),
        details: { ...leave(workday(8, 2)).details, leaveType: 'Sick leave' },
      });
      expect(made.levels.map((level) => level.approvers.map((a) => a.name))).toEqual([
        ['Jose Reyes'],
        ['Maria Santos'],
      ]);
      const early = await decide(admin, [made.id]);
      expect(early[0]).toMatchObject({
        ok: false,
        error: expect.stringMatching(/not an approver/),
      });
      expect(await decide(hr, [made.id])).toEqual([
        { id: made.id, ok: true, status: 'Pending', currentLevel: 2 },
      ]);
      const again = await decide(hr, [made.id]);
      expect(again[0]?.ok).toBe(false);
      expect((await queueOf(admin)).items.map((item) => item.id)).toContain(made.id);
      expect(await decide(admin, [made.id], 'Rejected', 'Month-end close')).toEqual([
        { id: made.id, ok: true, status: 'Rejected', currentLevel: 2 },
      ]);
      expect((await outboxItems(admin)).map((item) => item.subject)).toContain(
        'Your leave application was rejected',
      );
    });

    it('lets exactly one of two approvers deciding at once win, and takes leave once', async () => {
      const made = await filed(employee, leave(workday(9, 4)));
      const before = await balance('2022-0005', 'Vacation leave');
      const [byApprover, byHr] = await Promise.all([
        decide(approver, [made.id]),
        decide(hr, [made.id]),
      ]);
      const outcomes = [byApprover[0], byHr[0]];
      expect(outcomes.filter((outcome) => outcome?.ok)).toHaveLength(1);
      expect(outcomes.find((outcome) => !outcome?.ok)?.error).toMatch(/already|first/);
      expect(await balance('2022-0005', 'Vacation leave')).toBe(before - 480);
      const decisions = (
        await employee.call('GET', `/api/hcm/application/${made.id}`)
      ).json<ApplicationDetail>().decisions;
      expect(decisions).toHaveLength(1);
    });

    it('decides a bulk selection item by item', async () => {
      const first = await filed(employee, overtime(workday(10, 1)));
      const second = await filed(employee, overtime(workday(10, 2)));
      await decide(hr, [second.id], 'Rejected');
      const results = await decide(approver, [first.id, second.id]);
      expect(results[0]).toMatchObject({ id: first.id, ok: true, status: 'Approved' });
      expect(results[1]).toMatchObject({ id: second.id, ok: false });
    });

    it('cancels: the filer while pending, HR once approved, giving the credits back', async () => {
      const pending = await filed(employee, leave(workday(11, 1)));
      const byOther = await approver.call('POST', `/api/hcm/application/${pending.id}/cancel`, {
        body: {},
      });
      expect(byOther.statusCode).toBe(403);
      const cancelled = await employee.call('POST', `/api/hcm/application/${pending.id}/cancel`, {
        body: { remark: 'Plans changed' },
      });
      expect(cancelled.json<ApplicationDetail>()).toMatchObject({ status: 'Cancelled' });
      expect((await decide(approver, [pending.id]))[0]?.ok).toBe(false);

      const approved = await filed(employee, leave(workday(11, 3)));
      const before = await balance('2022-0005', 'Vacation leave');
      await decide(approver, [approved.id]);
      expect(await balance('2022-0005', 'Vacation leave')).toBe(before - 480);
      const late = await employee.call('POST', `/api/hcm/application/${approved.id}/cancel`, {
        body: {},
      });
      expect(late.statusCode).toBe(403);
      const undone = await hr.call('POST', `/api/hcm/application/${approved.id}/cancel`, {
        body: { remark: 'Filed in error' },
      });
      expect(undone.statusCode, undone.body).toBe(200);
      expect(await balance('2022-0005', 'Vacation leave')).toBe(before);
    });

    it('credits overtime approved as time off, which a CTO application then uses', async () => {
      const earned = await filed(
        employee,
        overtime(pastWorkday(3), '18:00', '21:00', { creditAsCto: true }),
      );
      await decide(approver, [earned.id]);
      expect(await balance('2022-0005', 'Compensatory time off')).toBe(180);
      const tooMuch = await file(employee, {
        kind: 'cto',
        details: { date: workday(12, 1), minutes: 240, reason: 'Errands' },
      });
      expect(tooMuch.statusCode).toBe(422);
      expect(errorOf(tooMuch).fields?.[0]?.path).toBe('/details/minutes');
      const cto = await filed(employee, {
        kind: 'cto',
        details: { date: workday(12, 1), minutes: 180, reason: 'Errands' },
      });
      await decide(hr, [cto.id]);
      expect(await balance('2022-0005', 'Compensatory time off')).toBe(0);
    });
  });

  describe('delegation', () => {
    const delegate = (from: string, to: string) =>
      withOrg(current().db, 'acme', (tx) =>
        tx
          .updateTable('records')
          .set({
            data: sql`(data::jsonb || ${JSON.stringify({
              approvalDelegate: {
                id: '00000000-0000-4000-8000-000000000003',
                label: 'Cruz, Ana',
                employeeNumber: '2022-0003',
              },
              delegationFrom: from,
              delegationTo: to,
            })}::jsonb)::json`,
          })
          .where('form_id', '=', 'ers-employee')
          .where('employee_number', '=', '2022-0004')
          .execute(),
      );

    it('lets a delegate decide what waits for an approver who is away, while it lasts', async () => {
      await delegate(dateAfter(todayAtWork(), -1), dateAfter(todayAtWork(), 1));
      const made = await filed(employee, overtime(workday(14, 3)));
      // Ana (payroll) approves nothing herself; while Ramon is away his queue is hers too.
      expect((await queueOf(payroll)).items.map((item) => item.id)).toContain(made.id);
      const mails = await outboxMails(admin, 100, (item) => item.to === 'ana.cruz@acme.example');
      expect(mails.some((item) => item.text.includes(made.id))).toBe(true);
      const detail = (
        await payroll.call('GET', `/api/hcm/application/${made.id}`)
      ).json<ApplicationDetail>();
      expect(detail.can.decide).toBe(true);

      await delegate(dateAfter(todayAtWork(), -9), dateAfter(todayAtWork(), -1));
      expect((await queueOf(payroll)).total).toBe(0);
      expect((await decide(payroll, [made.id]))[0]?.ok).toBe(false);

      await delegate(todayAtWork(), todayAtWork());
      expect(await decide(payroll, [made.id])).toEqual([
        { id: made.id, ok: true, status: 'Approved', currentLevel: 1 },
      ]);
      const decided = (
        await employee.call('GET', `/api/hcm/application/${made.id}`)
      ).json<ApplicationDetail>();
      expect(decided.decisions[0]?.byName).toBe('Ana Cruz (for Ramon Dela Cruz)');
    });
  });

  describe('isolation', () => {
    it("keeps another organisation's approvers and employees out", async () => {
      const made = await filed(employee, overtime(workday(13, 1)));
      const icareHr = await signIn(current().app, 'icare', 'hr');
      expect((await icareHr.call('GET', `/api/hcm/application/${made.id}`)).statusCode).toBe(404);
      expect((await decide(icareHr, [made.id]))[0]).toMatchObject({ ok: false });
      const cancel = await icareHr.call('POST', `/api/hcm/application/${made.id}/cancel`, {
        body: {},
      });
      expect(cancel.statusCode).toBe(404);
    });
  });
});
