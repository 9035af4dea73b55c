import { beforeAll, expect, it } from 'vitest';
import type { AttendanceDashboard } from '../../src/shared/api/attendance-dashboard';
import { withOrg } from '../../src/server/db/tenant';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

/** A day of a time record with what the dashboard counts; the rest as the computation writes it. */
const day = (
  employeeNumber: string,
  workDate: string,
  figures: Partial<Record<'worked' | 'late' | 'overtime' | 'leave', number>> & { absent?: boolean },
) => ({
  employee_number: employeeNumber,
  work_date: workDate,
  day_type: 'regular',
  scheduled_minutes: 480,
  worked_minutes: figures.worked ?? 0,
  late_minutes: figures.late ?? 0,
  undertime_minutes: 0,
  absent: figures.absent ?? false,
  absent_minutes: figures.absent ? 480 : 0,
  paid_leave_minutes: figures.leave ?? 0,
  unpaid_leave_minutes: 0,
  official_business_minutes: 0,
  overtime_minutes: figures.overtime ?? 0,
  night_minutes: 0,
  holiday_pay_days: 0,
  buckets: JSON.stringify([]),
  exceptions: [],
  schedule: '08:00-17:00',
});

describeOnEachDatabase('the attendance dashboard', (current) => {
  let hr: ApiCaller;
  let employee: ApiCaller;
  let icareHr: ApiCaller;
  const dashboard = (caller: ApiCaller, query: string) =>
    caller.call('GET', `/api/reporting/attendance-dashboard?${query}`);

  beforeAll(async () => {
    const { app, db } = current();
    hr = await signIn(app, 'acme', 'hr');
    employee = await signIn(app, 'acme', 'employee');
    icareHr = await signIn(app, 'icare', 'hr');
    // A week far from the demo's own time records: HR (Human resources) and Carla (Operations).
    await withOrg(db, 'acme', (tx) =>
      tx
        .insertInto('dtr_days')
        .values(
          [
            day('2022-0002', '2030-01-07', { worked: 480 }),
            day('2022-0002', '2030-01-08', { worked: 480, late: 15, overtime: 60 }),
            day('2022-0005', '2030-01-07', { worked: 450, late: 30 }),
            day('2022-0005', '2030-01-08', { absent: true }),
            day('2022-0005', '2030-01-09', { leave: 480 }),
          ].map((row) => ({ ...row, org_id: 'acme' })),
        )
        .execute(),
    );
    await withOrg(db, 'icare', (tx) =>
      tx
        .insertInto('dtr_days')
        .values({ ...day('2022-0005', '2030-01-07', { absent: true }), org_id: 'icare' })
        .execute(),
    );
  });

  it('counts the period by day, department and site, adding up to the totals', async () => {
    const response = await dashboard(hr, 'from=2030-01-07&to=2030-01-13');
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json<AttendanceDashboard>();
    expect(figures.totals).toMatchObject({
      scheduled: 5,
      present: 3,
      absent: 1,
      onLeave: 1,
      late: 2,
      lateMinutes: 45,
      overtime: 1,
      overtimeMinutes: 60,
    });
    expect(figures.byDay.map((row) => [row.key, row.present, row.absent])).toEqual([
      ['2030-01-07', 2, 0],
      ['2030-01-08', 1, 1],
      ['2030-01-09', 0, 0],
    ]);
    const present = (rows: AttendanceDashboard['byDepartment']) =>
      rows.reduce((sum, row) => sum + row.present, 0);
    expect(present(figures.byDepartment)).toBe(3);
    expect(present(figures.bySite)).toBe(3);
    expect(figures.departments).toEqual(['Human resources', 'Operations']);
  });

  it('filters by department, and answers another organisation only its own days', async () => {
    const hrOnly = (
      await dashboard(hr, 'from=2030-01-07&to=2030-01-13&department=Human%20resources')
    ).json<AttendanceDashboard>();
    expect(hrOnly.totals).toMatchObject({ scheduled: 2, present: 2, late: 1 });
    const icare = (
      await dashboard(icareHr, 'from=2030-01-07&to=2030-01-13')
    ).json<AttendanceDashboard>();
    expect(icare.totals).toMatchObject({ scheduled: 1, present: 0, absent: 1 });
  });

  it('downloads a breakdown as a spreadsheet with a total row', async () => {
    const response = await dashboard(hr, 'from=2030-01-07&to=2030-01-13&format=csv&by=department');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'attendance-by-department-2030-01-07',
    );
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toMatch(/^Department,Scheduled days,Present,Absent/);
    expect(lines.at(-1)).toMatch(/^Total,5,3,1,1,2,45,0,1,60$/);
  });

  it('refuses a backwards or over-long period naming the field, and employees', async () => {
    const backwards = await dashboard(hr, 'from=2030-01-13&to=2030-01-07');
    expect(backwards.statusCode).toBe(422);
    expect(errorOf(backwards).fields).toEqual([
      { path: '/to', message: 'To must be on or after From' },
    ]);
    expect((await dashboard(hr, 'from=2029-01-01&to=2030-12-31')).statusCode).toBe(422);
    expect((await dashboard(hr, 'from=2030-02-30&to=2030-03-01')).statusCode).toBe(422);
    expect((await dashboard(employee, 'from=2030-01-07&to=2030-01-13')).statusCode).toBe(403);
  });
});
