import { beforeAll, expect, it } from 'vitest';
import type {
  ScheduleBoardRequest,
  ScheduleBoardResponse,
} from '../../src/shared/api/schedule-board';
import type { RecordListResponse } from '../../src/shared/api/records';
import { withOrg } from '../../src/server/db/tenant';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

// Monday 30 March to Sunday 5 April 2026: Maundy Thursday, Good Friday and Black Saturday.
const WEEK = { from: '2026-03-30', to: '2026-04-05' };

describeOnEachDatabase('workforce scheduling board', (current) => {
  let acme: ApiCaller;
  let icare: ApiCaller;
  beforeAll(async () => {
    acme = await signIn(current().app, 'acme', 'hr');
    icare = await signIn(current().app, 'icare', 'hr');
    const roster = await acme.call('POST', '/api/records', {
      body: {
        form_id: 'schedule-roster',
        data: {
          name: 'Operations inventory week',
          appliesTo: 'Department',
          department: 'Operations',
          dateFrom: '2026-03-30',
          dateTo: '2026-04-01',
          restDays: ['Monday'],
        },
      },
    });
    expect(roster.statusCode, roster.body).toBe(201);
  });

  const board = async (caller: ApiCaller, body: Partial<ScheduleBoardRequest> = {}) => {
    const response = await caller.call('POST', '/api/hcm/all-schedules', {
      body: { ...WEEK, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScheduleBoardResponse>();
  };
  const numbersOf = ({ items }: ScheduleBoardResponse) => items.map((item) => item.employeeNumber);

  it("shows a department's roster on its own employees' days only, marked rostered", async () => {
    const operations = await board(acme, { department: 'operations' });
    expect(operations.dates).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
    // Patricia Aquino (EMP-0006) is in Operations but no longer active.
    expect(operations.items.map((item) => item.name)).toEqual([
      'Dela Cruz, Ramon',
      'Mendoza, Carla',
      'Santos, Jose',
    ]);
    for (const item of operations.items) {
      expect(item.department).toBe('Operations');
      expect(item.days.map((day) => day.rostered)).toEqual([
        true,
        true,
        true,
        false,
        false,
        false,
        false,
      ]);
      expect(item.days[0]).toMatchObject({
        schedule: 'Rest day',
        restDay: true,
        changed: false,
        onLeave: false,
      });
      expect(item.days[1]).toMatchObject({ schedule: '08:00–17:00', restDay: false });
      expect(item.days[3]).toMatchObject({ holiday: 'Maundy Thursday', rostered: false });
      expect(item.days[5]).toMatchObject({ schedule: 'Rest day', holiday: 'Black Saturday' });
    }

    const finance = await board(acme, { department: 'Finance' });
    expect(finance.total).toBe(5);
    for (const item of finance.items) {
      expect(item.days.some((day) => day.rostered)).toBe(false);
      expect(item.days[0]).toMatchObject({ restDay: false, holiday: null });
    }
  });

  it('marks approved leave and an approved change of work schedule, not pending ones', async () => {
    const listed = await acme.call('POST', '/api/records/list', {
      body: { form_id: 'schedule-template', q: 'night' },
    });
    const [night] = listed.json<RecordListResponse>().items;
    const application = (status: string, kind: string, date: string, details: object) => ({
      org_id: 'acme',
      approval_type: kind,
      employee_number: '2022-0005',
      employee_name: 'Mendoza, Carla',
      status,
      date_applied: new Date('2026-03-20T01:00:00Z'),
      kind,
      details: JSON.stringify({ ...details, dateFrom: date, dateTo: date, reason: 'Test data' }),
      date_from: date,
      date_to: date,
      summary: kind,
      levels: JSON.stringify([]),
      charge_minutes: kind === 'leave' ? 480 : 0,
      filed_by: '00000000-0000-4000-8000-000000000001',
      current_approver_ids: [],
    });
    const leave = { leaveType: 'Vacation leave', dayPart: 'Whole day' };
    await withOrg(current().db, 'acme', (tx) =>
      tx
        .insertInto('applications')
        .values([
          application('Approved', 'leave', '2026-03-31', leave),
          application('Pending', 'leave', '2026-04-01', leave),
          application('Approved', 'change-work-schedule', '2026-04-05', {
            scheduleTemplate: { id: night?.id, label: 'Night' },
          }),
        ])
        .execute(),
    );
    const [carla] = (await board(acme, { q: '2022-0005' })).items;
    expect(carla?.days.map((day) => day.onLeave)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(carla?.days[1]).toMatchObject({ schedule: '08:00–17:00', rostered: true });
    expect(carla?.days[6]).toMatchObject({
      schedule: '22:00–07:00',
      restDay: false,
      changed: true,
      rostered: false,
    });
  });

  it('searches names, employee numbers and departments, and pages in name order', async () => {
    const cruz = await board(acme, { q: 'CRUZ' });
    expect(cruz.items.map((item) => item.name)).toEqual([
      'Cruz, Ana',
      'Dela Cruz, Juan',
      'Dela Cruz, Ramon',
    ]);
    expect(numbersOf(await board(acme, { q: '2022-0005' }))).toEqual(['2022-0005']);
    expect(numbersOf(await board(acme, { q: 'Jose Santos' }))).toEqual(['EMP-0003']);
    expect((await board(acme, { q: 'human res' })).total).toBe(3);

    const all = await board(acme, { limit: 100 });
    expect(all.total).toBe(12);
    expect(all.items).toHaveLength(12);
    const second = await board(acme, { limit: 5, offset: 5 });
    expect(second.total).toBe(12);
    expect(numbersOf(second)).toEqual(numbersOf(all).slice(5, 10));
    const beyond = await board(acme, { limit: 5, offset: 20 });
    expect(beyond).toMatchObject({ total: 12, items: [] });
    expect(beyond.dates).toHaveLength(7);
    expect((await board(acme)).items).toHaveLength(12);
  });

  it('refuses a range that ends before it starts or spans more than 31 days', async () => {
    for (const [body, path] of [
      [{ from: '2026-03-30', to: '2026-03-29' }, '/to'],
      [{ from: '2026-03-01', to: '2026-04-01' }, '/to'],
      [{ from: '2026-02-30', to: '2026-03-01' }, '/from'],
      [{ ...WEEK, limit: 101 }, '/limit'],
    ] as const) {
      const response = await acme.call('POST', '/api/hcm/all-schedules', { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(response).fields?.[0]?.path).toBe(path);
    }
    expect((await board(acme, { from: '2026-03-01', to: '2026-03-31' })).dates).toHaveLength(31);
  });

  it('is for HR, payroll, admins and approvers, not employees', async () => {
    const employee = await signIn(current().app, 'acme', 'employee');
    const refused = await employee.call('POST', '/api/hcm/all-schedules', { body: WEEK });
    expect(refused.statusCode).toBe(403);
    for (const role of ['admin', 'payroll', 'approver']) {
      const caller = await signIn(current().app, 'acme', role);
      expect((await board(caller)).total).toBe(12);
    }
  });

  it("never shows another organisation's employees or rosters", async () => {
    const theirs = await board(icare, { limit: 100 });
    expect(theirs.total).toBeGreaterThan(0);
    // Both organisations number from 2022-0001; only Acme has a 2022-0007 (Liza, accountant).
    expect(numbersOf(theirs)).not.toContain('2022-0007');
    // iCare has its own Jose Santos in Operations; Acme's roster is not his.
    const santos = theirs.items.find((item) => item.employeeNumber === 'EMP-0003');
    expect(santos?.department).toBe('Operations');
    expect(santos?.days.some((day) => day.rostered)).toBe(false);
    expect((await board(acme, { q: 'Joy Ramos' })).total).toBe(0);
    expect((await board(icare, { q: 'Joy Ramos' })).total).toBe(1);
  });
});
