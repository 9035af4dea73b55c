import { expect, it } from 'vitest';
import type {
  AccrueResponse,
  EmployeeLeaveCredits,
  LeaveCreditsListResponse,
} from '../../src/shared/api/leave-credits';
import { withOrg } from '../../src/server/db/tenant';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { workday } from './support/work-dates';

// Each test works on its own employee where it changes balances: 2022-0007 (accountant) for
// adjustments, 2022-0006 (new hire) for removals; the accrual touches everyone, so the others
// compare balances before and after rather than with fixed numbers.
const ADJUSTED = '2022-0007';
const REMOVED = '2022-0006';
const DAY = 480;

const creditsOf = async (caller: ApiCaller, employeeNumber: string) => {
  const response = await caller.call('GET', `/api/hcm/leave-credits/${employeeNumber}`);
  expect(response.statusCode).toBe(200);
  return response.json<EmployeeLeaveCredits>();
};
const balanceOf = (credits: EmployeeLeaveCredits, leaveType: string) =>
  credits.balances.find((balance) => balance.leaveType === leaveType)?.balanceMinutes ?? 0;
const fieldPaths = (response: Parameters<typeof errorOf>[0]) =>
  (errorOf(response).fields ?? []).map((field) => field.path);

describeOnEachDatabase('leave credits', (current) => {
  it('shows an employee every leave type of their template, the ledger and what is pending', async () => {
    const hr = await signIn(current().app, 'acme', 'hr');
    const credits = await creditsOf(hr, ADJUSTED);
    expect(credits).toMatchObject({
      employeeNumber: ADJUSTED,
      employeeName: 'Villanueva, Liza',
      template: 'Standard leave',
      adjustableLeaveTypes: ['Vacation leave', 'Sick leave', 'Compensatory time off'],
    });
    expect(credits.balances.map((balance) => [balance.leaveType, balance.paid])).toEqual([
      ['Vacation leave', true],
      ['Sick leave', true],
      ['Leave without pay', false],
    ]);
    expect(balanceOf(credits, 'Leave without pay')).toBe(0);
    expect(credits.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          leaveType: 'Sick leave',
          minutes: 8 * DAY,
          reason: 'adjustment',
          note: 'Opening balance',
        }),
      ]),
    );

    // Carla's seeded vacation leave application waits for approval: its days are pending.
    const employee = await signIn(current().app, 'acme', 'employee');
    const own = await creditsOf(employee, '2022-0005');
    const vacation = own.balances.find((balance) => balance.leaveType === 'Vacation leave');
    expect(vacation?.pendingMinutes).toBeGreaterThan(0);
  });

  it('lets employees read only their own credits, and answers 404 for unknown employees', async () => {
    const employee = await signIn(current().app, 'acme', 'employee');
    const peek = await employee.call('GET', `/api/hcm/leave-credits/${ADJUSTED}`);
    expect(peek.statusCode).toBe(403);

    const payroll = await signIn(current().app, 'acme', 'payroll');
    expect((await creditsOf(payroll, '2022-0005')).employeeNumber).toBe('2022-0005');

    const hr = await signIn(current().app, 'acme', 'hr');
    const unknown = await hr.call('GET', '/api/hcm/leave-credits/ACME-9999');
    expect(unknown.statusCode).toBe(404);
    const tooLong = await hr.call('GET', `/api/hcm/leave-credits/${'X'.repeat(31)}`);
    expect(tooLong.statusCode).toBe(422);
    expect(fieldPaths(tooLong)).toEqual(['/employeeNumber']);
  });

  it('lists active employees with their balances, searched and paged', async () => {
    const hr = await signIn(current().app, 'acme', 'hr');
    const list = async (body: object) => {
      const response = await hr.call('POST', '/api/hcm/leave-credits/list', { body });
      expect(response.statusCode).toBe(200);
      return response.json<LeaveCreditsListResponse>();
    };
    const all = await list({ limit: 200 });
    expect(all.total).toBe(all.items.length);
    const numbers = all.items.map((item) => item.employeeNumber);
    expect(numbers).toEqual(expect.arrayContaining(['2022-0001', '2022-0005', ADJUSTED]));
    // EMP-0006 is an inactive sample employee.
    expect(numbers).not.toContain('EMP-0006');

    // Searched like the employee list: number, names, e-mail (a sample employee shares the name).
    const found = await list({ search: 'VILLANUEVA' });
    expect(found.items.map((item) => item.employeeName)).toEqual(
      expect.arrayContaining(['Villanueva, Liza']),
    );
    expect(found.items.every((item) => item.employeeName.startsWith('Villanueva'))).toBe(true);
    expect(found.total).toBe(found.items.length);
    const liza = found.items.find((item) => item.employeeNumber === ADJUSTED);
    expect(liza?.balances.map((balance) => balance.leaveType)).toEqual([
      'Vacation leave',
      'Sick leave',
      'Leave without pay',
    ]);
    expect((await list({ search: '2022-0006' })).items.map((i) => i.employeeNumber)).toEqual([
      REMOVED,
    ]);

    const first = await list({ limit: 2, offset: 0 });
    const second = await list({ limit: 2, offset: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(all.total);
    expect(second.items.map((i) => i.employeeNumber)).toEqual(numbers.slice(2, 4));
    expect((await list({ offset: 1000 })).items).toEqual([]);

    const bad = await hr.call('POST', '/api/hcm/leave-credits/list', {
      body: { limit: 0, page: 2 },
    });
    expect(bad.statusCode).toBe(422);
    expect(fieldPaths(bad)).toEqual(expect.arrayContaining(['/limit']));

    const employee = await signIn(current().app, 'acme', 'employee');
    const refused = await employee.call('POST', '/api/hcm/leave-credits/list', { body: {} });
    expect(refused.statusCode).toBe(403);
  });

  it('records an HR adjustment, audited, within the template types and the balance', async () => {
    const hr = await signIn(current().app, 'acme', 'hr');
    const before = await creditsOf(hr, ADJUSTED);
    const adjust = (body: object) => hr.call('POST', '/api/hcm/leave-credits', { body });

    const granted = await adjust({
      employeeNumber: ADJUSTED,
      leaveType: 'Vacation leave',
      minutes: 1.5 * DAY,
      note: 'Service award',
    });
    expect(granted.statusCode).toBe(201);
    const after = granted.json<EmployeeLeaveCredits>();
    expect(balanceOf(after, 'Vacation leave')).toBe(balanceOf(before, 'Vacation leave') + 720);
    expect(after.entries[0]).toMatchObject({
      leaveType: 'Vacation leave',
      minutes: 720,
      reason: 'adjustment',
      note: 'Service award',
      recordedBy: 'hr',
      period: null,
    });
    const audit = await withOrg(current().db, 'acme', (tx) =>
      tx
        .selectFrom('audit_log')
        .select(['action', 'username', 'detail'])
        .where('module', '=', 'Leave credits')
        .where('action', '=', 'leave-credits-adjusted')
        .execute(),
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          username: 'hr',
          detail: expect.objectContaining({ employeeNumber: ADJUSTED, minutes: 720 }),
        }),
      ]),
    );

    // Compensatory time off is always adjustable, and a new balance row appears for it.
    const cto = await adjust({
      employeeNumber: ADJUSTED,
      leaveType: 'Compensatory time off',
      minutes: 240,
      note: 'Weekend inventory',
    });
    expect(cto.statusCode).toBe(201);
    expect(balanceOf(cto.json<EmployeeLeaveCredits>(), 'Compensatory time off')).toBe(240);
    // Taking all of it is allowed; one minute more is not.
    const overdraw = await adjust({
      employeeNumber: ADJUSTED,
      leaveType: 'Compensatory time off',
      minutes: -241,
      note: 'Correction',
    });
    expect(overdraw.statusCode).toBe(422);
    expect(fieldPaths(overdraw)).toEqual(['/minutes']);
    expect(errorOf(overdraw).message).toMatch(/has 0\.5 days of Compensatory time off available/);
    const all = await adjust({
      employeeNumber: ADJUSTED,
      leaveType: 'Compensatory time off',
      minutes: -240,
      note: 'Correction',
    });
    expect(all.statusCode).toBe(201);
    expect(balanceOf(all.json<EmployeeLeaveCredits>(), 'Compensatory time off')).toBe(0);
  });

  it('refuses bad adjustments with the fields named, and callers who may not adjust', async () => {
    const hr = await signIn(current().app, 'acme', 'hr');
    const before = await creditsOf(hr, ADJUSTED);
    const adjust = (body: object, caller = hr) =>
      caller.call('POST', '/api/hcm/leave-credits', { body });
    const good = { employeeNumber: ADJUSTED, leaveType: 'Sick leave', minutes: 480, note: 'Fix' };

    const unknownType = await adjust({ ...good, leaveType: 'Maternity leave' });
    expect(unknownType.statusCode).toBe(422);
    expect(fieldPaths(unknownType)).toEqual(['/leaveType']);
    expect(errorOf(unknownType).message).toBe(
      'Leave type must be one of: Vacation leave, Sick leave, Compensatory time off',
    );
    // An unpaid leave needs no credits, so it has no balance to adjust.
    const unpaid = await adjust({ ...good, leaveType: 'Leave without pay' });
    expect(fieldPaths(unpaid)).toEqual(['/leaveType']);

    const tooMuch = await adjust({ ...good, minutes: -(balanceOf(before, 'Sick leave') + 1) });
    expect(tooMuch.statusCode).toBe(422);
    expect(fieldPaths(tooMuch)).toEqual(['/minutes']);

    for (const [body, path] of [
      [{ ...good, minutes: 0 }, '/minutes'],
      [{ ...good, minutes: 1.5 }, '/minutes'],
      [{ ...good, note: '' }, '/note'],
      [{ ...good, note: '   ' }, '/note'],
      [{ ...good, leaveType: '' }, '/leaveType'],
      [{ ...good, employeeNumber: undefined }, '/employeeNumber'],
      [{ ...good, orgId: 'icare' }, '/orgId'],
    ] as const) {
      const response = await adjust(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldPaths(response).join(' ')).toContain(path);
    }

    const unknownEmployee = await adjust({ ...good, employeeNumber: 'ACME-9999' });
    expect(unknownEmployee.statusCode).toBe(404);

    const employee = await signIn(current().app, 'acme', 'employee');
    expect((await adjust({ ...good, employeeNumber: '2022-0005' }, employee)).statusCode).toBe(403);
    const payroll = await signIn(current().app, 'acme', 'payroll');
    expect((await adjust(good, payroll)).statusCode).toBe(403);

    const after = await creditsOf(hr, ADJUSTED);
    expect(balanceOf(after, 'Sick leave')).toBe(balanceOf(before, 'Sick leave'));
  });

  it('removes only accruals and adjustments, all or none, and never below zero', async () => {
    const hr = await signIn(current().app, 'acme', 'hr');
    const remove = (entryIds: string[], caller = hr) =>
      caller.call('POST', '/api/hcm/remove-leave-credits', { body: { entryIds } });
    const adjust = async (leaveType: string, minutes: number, note: string) => {
      const response = await hr.call('POST', '/api/hcm/leave-credits', {
        body: { employeeNumber: REMOVED, leaveType, minutes, note },
      });
      expect(response.statusCode).toBe(201);
      const entry = response.json<EmployeeLeaveCredits>().entries[0];
      if (!entry) throw new Error('no entry');
      return entry.id;
    };
    // A day of sick leave used, as an approval would have taken it.
    await withOrg(current().db, 'acme', (tx) =>
      tx
        .insertInto('leave_ledger')
        .values({
          org_id: 'acme',
          employee_number: REMOVED,
          leave_type: 'Sick leave',
          minutes: -DAY,
          reason: 'use',
          period: null,
          application_id: null,
          note: '',
          recorded_by: 'test',
          removed_at: null,
        })
        .execute(),
    );
    const start = await creditsOf(hr, REMOVED);
    const used = start.entries.find((entry) => entry.reason === 'use');
    const sickOpening = start.entries.find(
      (entry) => entry.leaveType === 'Sick leave' && entry.note === 'Opening balance',
    );
    if (!used || !sickOpening) throw new Error('seeded entries missing');

    // A use follows its application: refused, and the good entry beside it stays too.
    const mixed = await remove([sickOpening.id, used.id]);
    expect(mixed.statusCode).toBe(422);
    expect(fieldPaths(mixed)).toEqual(['/entryIds/1']);
    expect(errorOf(mixed).message).toMatch(new RegExp(`Entry ${used.id} \\(use of Sick leave\\)`));
    expect((await creditsOf(hr, REMOVED)).entries.map((e) => e.id)).toContain(sickOpening.id);

    // Removing the 8-day opening balance when a day of it was used would leave -1 day.
    const overdrawn = await remove([sickOpening.id]);
    expect(overdrawn.statusCode).toBe(422);
    expect(fieldPaths(overdrawn)).toEqual(['/entryIds']);
    expect(errorOf(overdrawn).message).toMatch(/-1 day of Sick leave/);

    // A grant and the deduction that spent it: the grant alone cannot go, both together can.
    const vacation = balanceOf(start, 'Vacation leave');
    const grant = await adjust('Vacation leave', 2 * DAY, 'Overtime award');
    const deduction = await adjust('Vacation leave', -(vacation + DAY), 'Leave taken offline');
    expect((await remove([grant])).statusCode).toBe(422);
    const both = await remove([grant, deduction, grant]);
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual({ removed: 2 });
    const end = await creditsOf(hr, REMOVED);
    expect(balanceOf(end, 'Vacation leave')).toBe(vacation);
    expect(end.entries.map((entry) => entry.id)).not.toContain(grant);

    // Already removed, or never there: 404 naming the entry.
    const again = await remove([grant]);
    expect(again.statusCode).toBe(404);
    expect(fieldPaths(again)).toEqual(['/entryIds/0']);
    expect((await remove(['999999999'])).statusCode).toBe(404);

    for (const body of [{ entryIds: [] }, { entryIds: ['12a'] }, {}]) {
      const response = await hr.call('POST', '/api/hcm/remove-leave-credits', { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldPaths(response).join(' ')).toMatch(/\/entryIds/);
    }
    const employee = await signIn(current().app, 'acme', 'employee');
    expect((await remove([sickOpening.id], employee)).statusCode).toBe(403);
    const audit = await withOrg(current().db, 'acme', (tx) =>
      tx
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'leave-credits-removed')
        .execute(),
    );
    expect(audit).toHaveLength(1);
  });

  it('accrues a month once, by template, for employees hired by its end', async () => {
    const hr = await signIn(current().app, 'acme', 'hr');
    const accrue = (month: string, caller = hr) =>
      caller.call('POST', '/api/hcm/leave-credits/accrue', { body: { month } });
    const { total: active } = (
      await hr.call('POST', '/api/hcm/leave-credits/list', { body: { limit: 1 } })
    ).json<LeaveCreditsListResponse>();
    const created = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'ers-employee',
        data: {
          employeeNumber: '2022-0100',
          lastName: 'Lim',
          firstName: 'Nora',
          hireDate: '2025-07-15',
          active: true,
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const before = await creditsOf(hr, ADJUSTED);

    const june = await accrue('2025-06');
    expect(june.statusCode).toBe(200);
    // Standard leave: vacation and sick leave accrue monthly; leave without pay earns nothing.
    expect(june.json<AccrueResponse>()).toEqual({
      month: '2025-06',
      employees: active,
      entriesAdded: 2 * active,
      skippedRemoved: 0,
    });
    const after = await creditsOf(hr, ADJUSTED);
    expect(balanceOf(after, 'Vacation leave')).toBe(balanceOf(before, 'Vacation leave') + 600);
    expect(balanceOf(after, 'Sick leave')).toBe(balanceOf(before, 'Sick leave') + 600);
    expect(after.entries[0]).toMatchObject({ reason: 'accrual', period: '2025-06' });
    expect((await creditsOf(hr, '2022-0100')).entries).toEqual([]);

    const twice = await accrue('2025-06');
    expect(twice.json<AccrueResponse>()).toMatchObject({ employees: active, entriesAdded: 0 });
    expect(balanceOf(await creditsOf(hr, ADJUSTED), 'Vacation leave')).toBe(
      balanceOf(after, 'Vacation leave'),
    );

    const july = await accrue('2025-07');
    expect(july.json<AccrueResponse>()).toMatchObject({
      employees: active + 1,
      entriesAdded: 2 * (active + 1),
    });
    expect(balanceOf(await creditsOf(hr, '2022-0100'), 'Sick leave')).toBe(600);

    for (const month of ['2025-13', '2025-6', '2099-01']) {
      const response = await accrue(month);
      expect(response.statusCode, month).toBe(422);
      expect(fieldPaths(response)).toEqual(['/month']);
    }
    const employee = await signIn(current().app, 'acme', 'employee');
    expect((await accrue('2025-06', employee)).statusCode).toBe(403);
    const payroll = await signIn(current().app, 'acme', 'payroll');
    expect((await accrue('2025-06', payroll)).statusCode).toBe(403);
  });

  it('does not grant again an accrual HR removed when the month is accrued again', async () => {
    const hr = await signIn(current().app, 'acme', 'hr');
    const accrue = async (month: string) => {
      const response = await hr.call('POST', '/api/hcm/leave-credits/accrue', { body: { month } });
      expect(response.statusCode).toBe(200);
      return response.json<AccrueResponse>();
    };
    const first = await accrue('2025-09');
    expect(first.entriesAdded).toBeGreaterThan(0);
    const granted = await creditsOf(hr, REMOVED);
    const other = await creditsOf(hr, ADJUSTED);
    const september = granted.entries.filter(
      (entry) => entry.reason === 'accrual' && entry.period === '2025-09',
    );
    expect(september.map((entry) => entry.leaveType).sort()).toEqual([
      'Sick leave',
      'Vacation leave',
    ]);
    const vacation = september.find((entry) => entry.leaveType === 'Vacation leave');
    if (!vacation) throw new Error('no vacation accrual');

    const removed = await hr.call('POST', '/api/hcm/remove-leave-credits', {
      body: { entryIds: [vacation.id] },
    });
    expect(removed.statusCode).toBe(200);

    const again = await accrue('2025-09');
    expect(again).toEqual({
      month: '2025-09',
      employees: first.employees,
      entriesAdded: 0,
      skippedRemoved: 1,
    });
    const after = await creditsOf(hr, REMOVED);
    expect(balanceOf(after, 'Vacation leave')).toBe(
      balanceOf(granted, 'Vacation leave') - vacation.minutes,
    );
    expect(balanceOf(after, 'Sick leave')).toBe(balanceOf(granted, 'Sick leave'));
    expect(
      after.entries.filter((entry) => entry.reason === 'accrual' && entry.period === '2025-09'),
    ).toHaveLength(1);
    expect(await creditsOf(hr, ADJUSTED)).toEqual(other);
  });

  it('refuses a deduction that fits the balance but not the balance less pending leave', async () => {
    // Carla files a day of sick leave: it waits for approval, so that day is pending.
    const employee = await signIn(current().app, 'acme', 'employee');
    const date = workday(3, 2);
    const filed = await employee.call('POST', '/api/hcm/application', {
      body: {
        kind: 'leave',
        details: {
          leaveType: 'Sick leave',
          dateFrom: date,
          dateTo: date,
          dayPart: 'Whole day',
          reason: 'Check-up',
        },
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);

    const hr = await signIn(current().app, 'acme', 'hr');
    const before = await creditsOf(hr, '2022-0005');
    const sick = before.balances.find((row) => row.leaveType === 'Sick leave');
    if (!sick) throw new Error('no sick leave balance');
    expect(sick.pendingMinutes).toBe(DAY);
    const available = sick.balanceMinutes - sick.pendingMinutes;
    const deduct = (minutes: number) =>
      hr.call('POST', '/api/hcm/leave-credits', {
        body: { employeeNumber: '2022-0005', leaveType: 'Sick leave', minutes, note: 'Correction' },
      });

    // Half a day more than is free: within the balance, but it would eat the pending day.
    const refused = await deduct(-(available + DAY / 2));
    expect(refused.statusCode).toBe(422);
    expect(fieldPaths(refused)).toEqual(['/minutes']);
    expect(errorOf(refused).message).toContain(
      `has ${available / DAY} days of Sick leave available (${sick.balanceMinutes / DAY} days balance less 1 day asked for by pending applications)`,
    );
    expect(await creditsOf(hr, '2022-0005')).toEqual(before);

    const accepted = await deduct(-available);
    expect(accepted.statusCode).toBe(201);
    const after = accepted.json<EmployeeLeaveCredits>();
    expect(after.balances.find((row) => row.leaveType === 'Sick leave')).toMatchObject({
      balanceMinutes: DAY,
      pendingMinutes: DAY,
    });
  });

  it("keeps organisations apart: another organisation's HR neither sees nor changes credits", async () => {
    const acmeHr = await signIn(current().app, 'acme', 'hr');
    const icareHr = await signIn(current().app, 'icare', 'hr');
    const acmeEntry = (await creditsOf(acmeHr, ADJUSTED)).entries[0];
    if (!acmeEntry) throw new Error('no entry');

    expect((await icareHr.call('GET', `/api/hcm/leave-credits/${ADJUSTED}`)).statusCode).toBe(404);
    const adjust = await icareHr.call('POST', '/api/hcm/leave-credits', {
      body: { employeeNumber: ADJUSTED, leaveType: 'Sick leave', minutes: 480, note: 'Test' },
    });
    expect(adjust.statusCode).toBe(404);
    const remove = await icareHr.call('POST', '/api/hcm/remove-leave-credits', {
      body: { entryIds: [acmeEntry.id] },
    });
    expect(remove.statusCode).toBe(404);
    const list = (
      await icareHr.call('POST', '/api/hcm/leave-credits/list', { body: { limit: 200 } })
    ).json<LeaveCreditsListResponse>();
    expect(list.items.map((item) => item.employeeNumber)).not.toContain(ADJUSTED);
    expect(list.items.map((item) => item.employeeName)).not.toContain('Mendoza, Carla');

    // The sample employees exist in both: a grant in one leaves the other's balance alone.
    const acmeBefore = await creditsOf(acmeHr, 'EMP-0001');
    const icareGrant = await icareHr.call('POST', '/api/hcm/leave-credits', {
      body: { employeeNumber: 'EMP-0001', leaveType: 'Sick leave', minutes: 480, note: 'Test' },
    });
    expect(icareGrant.statusCode).toBe(201);
    expect(await creditsOf(acmeHr, 'EMP-0001')).toEqual(acmeBefore);
    expect((await creditsOf(acmeHr, ADJUSTED)).entries[0]).toEqual(acmeEntry);
  });
});
