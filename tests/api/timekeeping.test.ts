import { expect, it } from 'vitest';
import type {
  ActivePunchResponse,
  DtrDay,
  TimeRecordsResponse,
} from '../../src/shared/api/timekeeping';
import type { NavigationResponse } from '../../src/shared/api/platform';
import { withOrg } from '../../src/server/db/tenant';
import { signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

const EMPLOYEE = '2022-0005';

/** Punches as the kiosk or an import would have stored them, at fixed Manila times. */
async function storePunches(db: Parameters<typeof withOrg>[0], punches: [string, 'in' | 'out'][]) {
  await withOrg(db, 'acme', (tx) =>
    tx
      .insertInto('punches')
      .values(
        punches.map(([at, direction]) => ({
          org_id: 'acme',
          employee_number: EMPLOYEE,
          punched_at: new Date(`${at}:00+08:00`),
          direction,
          source: 'import' as const,
          recorded_by: 'test',
        })),
      )
      .execute(),
  );
}

describeOnEachDatabase('timekeeping', (current) => {
  it('stamps punches with the server clock and refuses a repeated one', async () => {
    const employee = await signIn(current().app, 'acme', 'employee');
    const clock = (await employee.call('GET', '/api/hcm/server-time')).json<{ now: string }>();
    expect(Math.abs(Date.parse(clock.now) - Date.now())).toBeLessThan(5_000);

    const timeIn = await employee.call('POST', '/api/hcm/web-bundy', { body: { direction: 'in' } });
    expect(timeIn.statusCode).toBe(201);
    const { punch } = timeIn.json<{ punch: { at: string; employeeNumber: string } }>();
    expect(punch.employeeNumber).toBe(EMPLOYEE);
    expect(Math.abs(Date.parse(punch.at) - Date.now())).toBeLessThan(5_000);

    const again = await employee.call('POST', '/api/hcm/web-bundy', { body: { direction: 'in' } });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toMatch(
      /already timed in at .* Time out first/,
    );
    const active = (
      await employee.call('GET', '/api/hcm/active-punch')
    ).json<ActivePunchResponse>();
    expect(active).toMatchObject({ next: 'out', last: { direction: 'in' } });

    const out = await employee.call('POST', '/api/hcm/web-bundy', { body: { direction: 'out' } });
    expect(out.statusCode).toBe(201);
    const cutoff = (await employee.call('GET', '/api/hcm/current-cutoff')).json<{
      from: string;
      to: string;
    }>();
    const records = (
      await employee.call('POST', '/api/hcm/time-records', {
        body: { from: cutoff.from, to: cutoff.to },
      })
    ).json<TimeRecordsResponse>();
    expect(records.punches.filter((p) => p.source === 'web-bundy')).toHaveLength(2);
  });

  it('lets exactly one of two simultaneous identical punches through', async () => {
    const approver = await signIn(current().app, 'acme', 'approver');
    const results = await Promise.all(
      [1, 2].map(() => approver.call('POST', '/api/hcm/web-bundy', { body: { direction: 'in' } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('computes the time record from punches, schedule, rest days and holidays', async () => {
    // Tue 23 Dec 2025 late by 5 min; 24 Dec special non-working, unworked; 25 Dec Christmas
    // (regular, unworked: paid, the last working day before was worked); Fri 26 Dec absent;
    // Sat 27 Dec rest day.
    await storePunches(current().db, [
      ['2025-12-23T08:05', 'in'],
      ['2025-12-23T17:00', 'out'],
    ]);
    const hr = await signIn(current().app, 'acme', 'hr');
    const response = await hr.call('POST', '/api/hcm/time-records', {
      body: { employeeNumber: EMPLOYEE, from: '2025-12-23', to: '2025-12-27' },
    });
    expect(response.statusCode).toBe(200);
    const { days, employeeName } = response.json<TimeRecordsResponse>();
    expect(employeeName).toBe('Mendoza, Carla');
    const byDate = Object.fromEntries(days.map((day) => [day.date, day])) as Record<string, DtrDay>;
    expect(byDate['2025-12-23']).toMatchObject({
      dayType: 'ordinary',
      schedule: '08:00–17:00',
      scheduledMinutes: 480,
      workedMinutes: 475,
      lateMinutes: 5,
      undertimeMinutes: 0,
      absent: false,
    });
    expect(byDate['2025-12-24']).toMatchObject({ dayType: 'special', absent: false });
    expect(byDate['2025-12-25']).toMatchObject({
      dayType: 'regular-holiday',
      absent: false,
      holidayPayDays: 1,
    });
    expect(byDate['2025-12-26']).toMatchObject({ absent: true, absentMinutes: 480 });
    expect(byDate['2025-12-27']).toMatchObject({ dayType: 'rest-day', schedule: 'Rest day' });

    const stored = await withOrg(current().db, 'acme', (tx) =>
      tx
        .selectFrom('dtr_days')
        .select(['late_minutes'])
        .where('employee_number', '=', EMPLOYEE)
        .where('work_date', '=', '2025-12-23')
        .executeTakeFirst(),
    );
    expect(stored).toEqual({ late_minutes: 5 });
  });

  it('keeps an employee to their own time and another organisation out of it', async () => {
    const employee = await signIn(current().app, 'acme', 'employee');
    const range = { from: '2025-12-23', to: '2025-12-24' };
    const other = await employee.call('POST', '/api/hcm/time-records', {
      body: { ...range, employeeNumber: '2022-0001' },
    });
    expect(other.statusCode).toBe(403);
    const recompute = await employee.call('POST', '/api/hcm/recompute-punch', {
      body: { ...range, employeeNumber: EMPLOYEE },
    });
    expect(recompute.statusCode).toBe(403);

    // iCare numbers its people from 2022-0001 too: its 2022-0005 is its own Joy Ramos, with
    // none of Carla's punches; Acme's 2022-0007 is nobody there.
    const icareHr = await signIn(current().app, 'icare', 'hr');
    const namesake = (
      await icareHr.call('POST', '/api/hcm/time-records', {
        body: { ...range, employeeNumber: EMPLOYEE },
      })
    ).json<TimeRecordsResponse>();
    expect(namesake).toMatchObject({ employeeNumber: EMPLOYEE, employeeName: 'Ramos, Joy' });
    expect(namesake.punches).toEqual([]);
    const foreign = (
      await icareHr.call('POST', '/api/hcm/time-records', {
        body: { ...range, employeeNumber: '2022-0007' },
      })
    ).json<TimeRecordsResponse>();
    expect(foreign).toEqual({
      employeeNumber: '2022-0007',
      employeeName: null,
      days: [],
      punches: [],
      approved: [],
    });
    const missing = await icareHr.call('POST', '/api/hcm/recompute-punch', {
      body: { ...range, employeeNumber: '2022-0007' },
    });
    expect(missing.statusCode).toBe(404);

    const icareEmployee = await signIn(current().app, 'icare', 'employee');
    const bundy = await icareEmployee.call('POST', '/api/hcm/web-bundy', {
      body: { direction: 'in' },
    });
    expect(bundy.statusCode).toBe(403);
  });

  it('puts schedule templates and rosters in the Timekeeping menu group, after the built-in entries', async () => {
    const hr = await signIn(current().app, 'acme', 'hr');
    const { groups } = (await hr.call('GET', '/api/navigation')).json<NavigationResponse>();
    const timekeeping = groups.filter((group) => group.label === 'Timekeeping');
    expect(timekeeping).toHaveLength(1);
    expect(timekeeping[0]?.items.map((item) => item.id)).toEqual([
      'time-records',
      'team-calendar',
      'leave-credits',
      'workforce-scheduling',
      'hr-biometric-mapping',
      'hr-device-time-log',
      'tk-time-record',
      'leave-credit-adjustment',
      'schedule-roster',
      'schedule-template',
    ]);
  });

  it('refuses a range that ends before it starts or spans more than 62 days', async () => {
    const hr = await signIn(current().app, 'acme', 'hr');
    for (const body of [
      { from: '2025-12-23', to: '2025-12-22' },
      { from: '2025-01-01', to: '2025-03-05' },
      { from: '2025-02-30', to: '2025-03-01' },
    ]) {
      const response = await hr.call('POST', '/api/hcm/time-records', { body });
      expect(response.statusCode).toBe(422);
      expect(
        response.json<{ error: { fields: { path: string }[] } }>().error.fields[0]?.path,
      ).toMatch(/^\/(to|from)$/);
    }
  });
});
