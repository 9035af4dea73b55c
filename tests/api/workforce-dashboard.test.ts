import { beforeAll, expect, it } from 'vitest';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import type { GroupCount, WorkforceDashboard } from '../../src/shared/api/workforce-dashboard';
import { dateAfter } from '../../src/server/timekeeping/schedule-calendar';
import { ApiCaller, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { todayAtWork } from './support/work-dates';

const DASHBOARD = '/api/hcm/workforce-dashboard';
const DEPARTMENT = 'Workforce Dashboard QA';

interface Hire {
  employeeNumber: string;
  active: boolean;
  hireDate?: string;
  separationDate?: string;
  separationReason?: string;
  employmentStatus?: string;
  birthDate?: string;
  site?: { id: string; label: string };
}

/** `YYYY-MM-DD` `years` before `date` (none of the test's dates fall on 29 February's clamp). */
const yearsAgo = (date: string, years: number, days = 0) =>
  dateAfter(
    `${Number(date.slice(0, 4)) - years}${date.slice(4, 8)}01`,
    Number(date.slice(8)) - 1 + days,
  );
/** The first day of the month `back` months before `date`'s. */
const monthStart = (date: string, back: number) => {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};
/** The last day of a `YYYY-MM` month, or `today` for the current one. */
const monthEnd = (month: string, today: string) => {
  const next = monthStart(`${month}-01`, -1);
  const last = dateAfter(next, -1);
  return last < today ? last : today;
};
/** The dashboard's rule: hired by `date`, not separated by then, and active or gone by today. */
const onRoll = (hire: Hire, date: string, today: string) =>
  (hire.active || (hire.separationDate !== undefined && hire.separationDate <= today)) &&
  (hire.hireDate === undefined || hire.hireDate <= date) &&
  (hire.separationDate === undefined || hire.separationDate > date);

const countOf = (groups: GroupCount[], label: string) =>
  groups.find((group) => group.label === label)?.count ?? 0;

describeOnEachDatabase('workforce dashboard', (current) => {
  let hr: ApiCaller;
  beforeAll(async () => {
    hr = await signIn(current().app, 'acme', 'hr');
    // The test's own department, on each organisation's list of departments.
    for (const caller of [hr, await signIn(current().app, 'icare', 'hr')]) {
      const listed = await caller.call('POST', '/api/records', {
        body: {
          form_id: 'utility-team-department',
          data: { code: 'WD-QA', name: DEPARTMENT, active: true },
        },
      });
      expect(listed.statusCode, listed.body).toBe(201);
    }
  });

  const dashboardOf = async (caller: ApiCaller, query = '') => {
    const response = await caller.call('GET', `${DASHBOARD}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkforceDashboard>();
  };
  const hire = async (caller: ApiCaller, data: Hire) => {
    const response = await caller.call('POST', '/api/records', {
      body: {
        form_id: 'ers-employee',
        data: { lastName: 'Dashboard', firstName: 'Test', department: DEPARTMENT, ...data },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RecordItem>();
  };

  it('counts new hires, leavers and the roll exactly, month by month', async () => {
    const today = todayAtWork();
    const before = await dashboardOf(hr);
    expect(before.months).toBe(12);
    expect(before.byMonth).toHaveLength(12);
    expect(before.byMonth.at(-1)?.month).toBe(today.slice(0, 7));
    expect(before.byMonth.at(-1)?.headcount).toBe(before.headcount);

    const sites = await hr.call('POST', '/api/records/list', {
      body: { form_id: 'company-site', pageSize: 1 },
    });
    const [site] = sites.json<RecordListResponse>().items;
    expect(site).toBeDefined();

    const people: Hire[] = [
      // Hired two months ago, young, at a site.
      {
        employeeNumber: 'WD-0001',
        active: true,
        hireDate: monthStart(today, 2),
        employmentStatus: 'Contractual',
        birthDate: yearsAgo(today, 30, -1),
        site: { id: site?.id ?? '', label: 'x' },
      },
      // Resigned five months ago, after four years.
      {
        employeeNumber: 'WD-0002',
        active: false,
        hireDate: yearsAgo(today, 4),
        separationDate: dateAfter(monthStart(today, 5), 14),
        separationReason: 'Resigned',
      },
      // Inactive without a separation: on no roll.
      { employeeNumber: 'WD-0003', active: false, hireDate: yearsAgo(today, 2) },
      // Starts in ten days.
      { employeeNumber: 'WD-0004', active: true, hireDate: dateAfter(today, 10) },
      // No hire date: on every roll, tenure unknown.
      { employeeNumber: 'WD-0005', active: true, employmentStatus: 'Project-based' },
      // Retired two years ago, before the period.
      {
        employeeNumber: 'WD-0006',
        active: false,
        hireDate: yearsAgo(today, 8),
        separationDate: yearsAgo(today, 2),
        separationReason: 'Retired',
      },
      // Leaves next month: still here.
      {
        employeeNumber: 'WD-0007',
        active: true,
        hireDate: yearsAgo(today, 7),
        separationDate: dateAfter(today, 30),
        separationReason: 'End of contract',
        employmentStatus: 'Project-based',
      },
    ];
    const atSite = await hire(hr, people[0] as Hire);
    const siteLabel = (atSite.data.site as { label: string }).label;
    expect(siteLabel).not.toBe('x');
    for (const person of people.slice(1)) await hire(hr, person);
    // Another organisation's people, in the same department, never reach acme's figures.
    const icareHr = await signIn(current().app, 'icare', 'hr');
    await hire(icareHr, {
      employeeNumber: 'WD-0001',
      active: true,
      hireDate: monthStart(today, 1),
    });
    await hire(icareHr, {
      employeeNumber: 'WD-0002',
      active: true,
      hireDate: yearsAgo(today, 3),
      separationDate: dateAfter(monthStart(today, 3), 2),
      separationReason: 'Terminated',
    });

    const after = await dashboardOf(hr);
    const rolled = people.filter((person) => onRoll(person, today, today));
    expect(rolled.map((person) => person.employeeNumber)).toEqual([
      'WD-0001',
      'WD-0005',
      'WD-0007',
    ]);
    expect(after.employees - before.employees).toBe(people.length);
    expect(after.headcount - before.headcount).toBe(rolled.length);
    expect(countOf(after.byDepartment, DEPARTMENT)).toBe(rolled.length);
    expect(after.byMonth.at(-1)?.headcount).toBe(after.headcount);

    const inPeriod = (date: string | undefined) =>
      date !== undefined && date >= after.periodStart && date <= today;
    expect(after.periodStart).toBe(monthStart(today, 11));
    expect(after.hires - before.hires).toBe(people.filter((p) => inPeriod(p.hireDate)).length);
    expect(after.separations - before.separations).toBe(
      people.filter((p) => inPeriod(p.separationDate)).length,
    );
    after.byMonth.forEach((month, index) => {
      const was = before.byMonth[index];
      const end = monthEnd(month.month, today);
      const within = (date?: string) => date?.slice(0, 7) === month.month && date <= today;
      expect(month.month).toBe(was?.month);
      expect(month.hires - (was?.hires ?? 0), month.month).toBe(
        people.filter((p) => within(p.hireDate)).length,
      );
      expect(month.separations - (was?.separations ?? 0), month.month).toBe(
        people.filter((p) => within(p.separationDate)).length,
      );
      expect(month.headcount - (was?.headcount ?? 0), month.month).toBe(
        people.filter((p) => onRoll(p, end, today)).length,
      );
    });

    const diff = (pick: (d: WorkforceDashboard) => GroupCount[], label: string) =>
      countOf(pick(after), label) - countOf(pick(before), label);
    expect(diff((d) => d.separationsByReason, 'Resigned')).toBe(1);
    expect(diff((d) => d.separationsByReason, 'Retired')).toBe(0);
    expect(diff((d) => d.separationsByReason, 'Terminated')).toBe(0);
    expect(diff((d) => d.byEmploymentStatus, 'Contractual')).toBe(1);
    expect(diff((d) => d.byEmploymentStatus, 'Project-based')).toBe(2);
    expect(diff((d) => d.bySite, 'Unassigned')).toBe(2);
    expect(diff((d) => d.bySite, siteLabel)).toBe(1);
    expect(after.bySite.reduce((sum, g) => sum + g.count, 0)).toBe(after.headcount);
    expect(diff((d) => d.tenure.bands, '< 1 year')).toBe(1);
    expect(diff((d) => d.tenure.bands, '5–10 years')).toBe(1);
    expect(diff((d) => d.tenure.bands, 'Unknown')).toBe(1);
    expect(diff((d) => d.ageBands, '25–34')).toBe(1);
    expect(diff((d) => d.ageBands, 'Unknown')).toBe(2);
    expect(after.tenure.bands.reduce((sum, g) => sum + g.count, 0)).toBe(after.headcount);

    // The average tenure takes in the two new hire dates (before's is rounded: a little slack).
    const knownBefore = before.headcount - countOf(before.tenure.bands, 'Unknown');
    const years = (date: string) => (Date.parse(today) - Date.parse(date)) / 86_400_000 / 365.25;
    const expected =
      ((before.tenure.averageYears ?? 0) * knownBefore +
        years(people[0]?.hireDate ?? today) +
        years(people[6]?.hireDate ?? today)) /
      (knownBefore + 2);
    expect(Math.abs((after.tenure.averageYears ?? 0) - expected)).toBeLessThanOrEqual(0.1);

    const average = after.byMonth.reduce((sum, m) => sum + m.headcount, 0) / after.months;
    expect(after.turnover.averageHeadcount).toBe(Math.round(average * 10) / 10);
    expect(after.turnover.percent).toBe(Math.round((after.separations / average) * 1000) / 10);
    for (const groups of [after.byDepartment, after.bySite, after.separationsByReason])
      expect(groups.map((g) => g.count)).toEqual(groups.map((g) => g.count).sort((a, b) => b - a));

    // icare sees its own two, not acme's seven.
    const icare = await dashboardOf(icareHr);
    expect(countOf(icare.byDepartment, DEPARTMENT)).toBe(1);
    expect(countOf(icare.separationsByReason, 'Terminated')).toBeGreaterThanOrEqual(1);
  });

  it('takes a period of 1 to 36 months', async () => {
    const today = todayAtWork();
    const six = await dashboardOf(hr, '?months=6');
    expect(six.byMonth.map((m) => m.month)).toEqual(
      [5, 4, 3, 2, 1, 0].map((back) => monthStart(today, back).slice(0, 7)),
    );
    expect((await dashboardOf(hr, '?months=36')).byMonth).toHaveLength(36);
    expect((await dashboardOf(hr, '?months=1')).periodStart).toBe(`${today.slice(0, 7)}-01`);
    for (const months of ['0', '37', 'x', '1.5'])
      expect((await hr.call('GET', `${DASHBOARD}?months=${months}`)).statusCode, months).toBe(422);
  });

  it('filters by department, site and employment type, and downloads the breakdowns', async () => {
    const all = await dashboardOf(hr);
    const finance = await dashboardOf(hr, '?department=Finance');
    expect(finance.headcount).toBe(countOf(all.byDepartment, 'Finance'));
    expect(finance.byDepartment.map((group) => group.label)).toEqual(['Finance']);
    const unassigned = await dashboardOf(hr, '?site=Unassigned');
    expect(unassigned.headcount).toBe(countOf(all.bySite, 'Unassigned'));
    const none = await dashboardOf(hr, '?employmentType=No%20such%20type');
    expect(none.headcount).toBe(0);
    expect(all.byEmploymentType.reduce((sum, g) => sum + g.count, 0)).toBe(all.headcount);

    const csv = await hr.call('GET', `${DASHBOARD}?department=Finance&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Breakdown,Group,Headcount');
    expect(lines).toContain(`Department,Finance,${finance.headcount}`);
  });

  it('is for admins, HR and payroll only', async () => {
    for (const username of ['admin', 'payroll'])
      await dashboardOf(await signIn(current().app, 'acme', username));
    for (const username of ['employee', 'approver']) {
      const caller = await signIn(current().app, 'acme', username);
      expect((await caller.call('GET', DASHBOARD)).statusCode, username).toBe(403);
    }
    expect((await new ApiCaller(current().app, 'acme').call('GET', DASHBOARD)).statusCode).toBe(
      401,
    );
    const mismatch = await hr.call('GET', DASHBOARD, { headers: { 'x-org-id': 'icare' } });
    expect(mismatch.statusCode).toBe(403);
  });
});
