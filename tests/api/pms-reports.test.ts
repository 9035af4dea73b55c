import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/shared/api/audit';
import type { PmsReportAnswer, ReportSection } from '../../src/shared/api/pms-reports';
import type { PerformanceProfile, RosterGap } from '../../src/shared/api/pms-roster';
import type { FormResponse, RecordItem, RecordListResponse } from '../../src/shared/api/records';
import type {
  ErsEmployeeData,
  PmsAppraisalData,
  PmsEmployeeData,
} from '../../src/shared/forms/record-types.generated';
import { appraisalBands } from '../../src/server/pms/appraisal-bands';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

// The appraisal reports, profile and roster sync (src/server/pms/pms.routes.ts): every figure is
// worked out here from the seeded appraisals as the API lists them, never typed in.

type Appraisal = RecordItem & { data: PmsAppraisalData };
interface AuditPage {
  items: AuditEntry[];
}

/** An average of whole numbers to two decimals, rounded half up as PostgreSQL's numeric does. */
function average(values: number[]): string | null {
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + value, 0);
  const cents = Math.floor((sum * 200 + values.length) / (2 * values.length));
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const countBy = <T>(items: T[], key: (item: T) => string | undefined) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = key(item);
    if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
};

/** A section's rows as objects keyed by column title. */
const rowsOf = (section: ReportSection | undefined) =>
  (section?.rows ?? []).map((row) =>
    Object.fromEntries(section!.columns.map((column, at) => [column.title, row.cells[at]])),
  );

describeOnEachDatabase('appraisal reports, profiles and roster sync', (current) => {
  let hr: ApiCaller;
  let admin: ApiCaller;
  let employee: ApiCaller;
  let icareHr: ApiCaller;
  let appraisals: Appraisal[];
  let bandOf: (score: number) => string;

  const list = async <T>(caller: ApiCaller, formId: string) => {
    const response = await caller.call('POST', '/api/records/list', {
      body: {
        form_id: formId,
        fields: ['*'],
        pageSize: 200,
        sort: { field: 'createdAt', direction: 'asc' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordListResponse>().items as (RecordItem & { data: T })[];
  };
  const report = async (caller: ApiCaller, name: string, query = '') => {
    const response = await caller.call('GET', `/api/pms/reports/${name}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PmsReportAnswer>();
  };

  beforeAll(async () => {
    const as = (org: string, user: string) => signIn(current().app, org, user);
    [hr, admin, employee, icareHr] = await Promise.all([
      as('acme', 'hr'),
      as('acme', 'admin'),
      as('acme', 'employee'),
      as('icare', 'hr'),
    ]);
    appraisals = await list<PmsAppraisalData>(hr, 'pms-appraisal');
    const form = await hr.call('GET', '/api/forms/pms-appraisal');
    const bands = appraisalBands(form.json<FormResponse>().definition);
    bandOf = (score) => bands.find(({ min }) => score >= min)!.band;
  });

  it('bands scores as the appraisal itself does', () => {
    expect(appraisals.length).toBeGreaterThanOrEqual(5);
    for (const { data } of appraisals.filter(({ data }) => data.resultScore !== undefined))
      expect(bandOf(data.resultScore!)).toBe(data.band);
  });

  it('counts each schedule in each state and lists who is waiting, with their rater', async () => {
    const answer = await report(hr, 'status');
    const [states, waiting] = answer.sections;
    const bySchedule = countBy(appraisals, ({ data }) => data.schedule?.label);
    for (const [schedule, total] of bySchedule) {
      const row = rowsOf(states).find((cells) => cells.Schedule === schedule)!;
      expect(row.Total).toBe(total);
      for (const [status, count] of countBy(
        appraisals.filter(({ data }) => data.schedule?.label === schedule),
        ({ data }) => data.status,
      ))
        expect(row[status]).toBe(count);
    }
    const open = appraisals.filter(({ data }) =>
      ['Self-assessment', 'Manager review', 'Approved'].includes(data.status),
    );
    expect(waiting!.rows.map((row) => row.recordId).sort()).toEqual(
      open.map(({ id }) => id).sort(),
    );
    for (const { id, data } of open)
      expect(rowsOf(waiting).find((_, at) => waiting!.rows[at]!.recordId === id)).toMatchObject({
        Status: data.status,
        'Rated by': data.rater?.label ?? null,
      });
    expect(answer.schedules.map(({ label }) => label)).toContain('Annual review 2026');
  });

  it('averages each KPI’s self and manager ratings exactly', async () => {
    const [section] = (await report(hr, 'objectives')).sections;
    const kpis = appraisals.flatMap(({ data }) => data.kpis);
    const names = [...new Set(kpis.map(({ name }) => name))].sort();
    expect(rowsOf(section).map((row) => row.KPI)).toEqual(names);
    for (const name of names) {
      const of = kpis.filter((kpi) => kpi.name === name);
      expect(rowsOf(section).find((row) => row.KPI === name)).toMatchObject({
        Appraisals: of.length,
        'Average self rating': average(of.flatMap((kpi) => kpi.selfRating ?? [])),
        "Average manager's rating": average(of.flatMap((kpi) => kpi.rating ?? [])),
      });
    }
  });

  it('summarises each site: appraisals, rated, average scores and ratings', async () => {
    const rows = rowsOf((await report(hr, 'sites')).sections[0]);
    for (const [site, total] of countBy(appraisals, ({ data }) => data.site?.label)) {
      const of = appraisals.filter(({ data }) => data.site?.label === site);
      const rated = of.filter(({ data }) => data.finalScore !== undefined);
      const row = rows.find((cells) => cells.Site === site)!;
      expect(row).toMatchObject({
        Appraisals: total,
        Rated: rated.length,
        'Average Final score (%)': average(rated.map(({ data }) => data.finalScore!)),
        'Average Result (%)': average(rated.map(({ data }) => data.resultScore!)),
      });
      for (const [band, count] of countBy(rated, ({ data }) => data.band))
        expect(row[band]).toBe(count);
    }
  });

  it('counts ratings before and after calibration, and what calibration moved', async () => {
    const rated = appraisals.filter(({ data }) => data.finalScore !== undefined);
    const before = countBy(rated, ({ data }) => bandOf(data.finalScore!));
    const after = countBy(rated, ({ data }) => data.band);
    const pre = rowsOf((await report(hr, 'pre-calibration')).sections[0]);
    for (const row of pre) expect(row.Appraisals).toBe(before.get(String(row.Rating)) ?? 0);
    const [bands, moved] = (await report(hr, 'post-calibration')).sections;
    for (const row of rowsOf(bands)) {
      expect(row['Before calibration']).toBe(before.get(String(row.Rating)) ?? 0);
      expect(row['After calibration']).toBe(after.get(String(row.Rating)) ?? 0);
    }
    const change = (sign: number) =>
      rated.filter(({ data }) => Math.sign(data.resultScore! - data.finalScore!) === sign).length;
    expect(rowsOf(moved)[0]).toEqual({
      'Moved up': change(1),
      'Moved down': change(-1),
      Unchanged: change(0),
    });
  });

  it('lists every rated employee and the calibration changes with their notes', async () => {
    const rated = appraisals.filter(({ data }) => data.finalScore !== undefined);
    const [results] = (await report(hr, 'results')).sections;
    expect(results!.rows).toHaveLength(rated.length);
    for (const { id, data } of rated)
      expect(rowsOf(results)[results!.rows.findIndex((row) => row.recordId === id)]).toMatchObject({
        'Final score (%)': data.finalScore,
        'Calibrated score (%)': data.calibratedScore ?? null,
        'Result (%)': data.resultScore,
        Rating: data.band,
      });
    const moved = rated.filter(
      ({ data }) => data.calibratedScore !== undefined && data.calibratedScore !== data.finalScore,
    );
    expect(moved.length).toBeGreaterThan(0);
    const [changes] = (await report(admin, 'calibration')).sections;
    expect(changes!.rows.map((row) => row.recordId).sort()).toEqual(
      moved.map(({ id }) => id).sort(),
    );
    expect(rowsOf(changes).map((row) => row['Calibration note'])).toEqual(
      expect.arrayContaining(moved.map(({ data }) => data.calibrationNote)),
    );
  });

  it("lists the appraised employees, then one employee's appraisals", async () => {
    const [people] = (await report(hr, 'employee')).sections;
    const numbers = [...new Set(appraisals.map(({ data }) => data.employee.employeeNumber))];
    expect(people!.rows.map((row) => row.employeeNumber).sort()).toEqual(numbers.sort());
    const ana = appraisals.find(({ data }) => data.calibratedScore !== undefined)!;
    const [own] = (
      await report(hr, 'employee', `?employeeNumber=${ana.data.employee.employeeNumber}`)
    ).sections;
    expect(own!.rows.map((row) => row.recordId)).toEqual([ana.id]);
    expect(rowsOf(own)[0]).toMatchObject({
      'Final score (%)': ana.data.finalScore,
      'Result (%)': ana.data.resultScore,
    });
  });

  it('filters by schedule and site, and downloads CSV', async () => {
    const { schedule, site } = appraisals[0]!.data;
    const filtered = rowsOf(
      (await report(hr, 'results', `?schedule=${schedule!.id}&site=${site!.id}`)).sections[0],
    );
    const expected = appraisals.filter(
      ({ data }) =>
        data.schedule?.id === schedule!.id &&
        data.site?.id === site!.id &&
        data.finalScore !== undefined,
    );
    expect(filtered).toHaveLength(expected.length);
    const none = await report(hr, 'status', `?schedule=${crypto.randomUUID()}`);
    expect(none.sections[0]!.rows).toEqual([]);
    const csv = await hr.call('GET', '/api/pms/reports/results?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Final score (%)');
    const rated = appraisals.filter(({ data }) => data.finalScore !== undefined);
    // The section's title, its header, then a line per rated employee.
    expect(csv.body.trim().split('\r\n')).toHaveLength(2 + rated.length);
  });

  it('refuses other roles and shows another organisation none of acme’s appraisals', async () => {
    for (const path of [
      '/api/pms/reports/status',
      '/api/pms/roster/sync',
      '/api/pms/profile/2022-0003',
    ])
      expect((await employee.call('GET', path)).statusCode).toBe(403);
    const theirs = await report(icareHr, 'results');
    const ids = new Set(appraisals.map(({ id }) => id));
    expect(theirs.sections[0]!.rows.filter((row) => ids.has(row.recordId!))).toEqual([]);
    expect(
      theirs.schedules.filter(({ id }) => appraisals.some(({ data }) => data.schedule?.id === id)),
    ).toEqual([]);
    const [acmeSchedule] = appraisals.map(({ data }) => data.schedule!.id);
    const filtered = await report(icareHr, 'status', `?schedule=${acmeSchedule}`);
    expect(filtered.sections[0]!.rows).toEqual([]);
    // The same employee number may exist there: its history is still theirs alone.
    const number = appraisals[0]!.data.employee.employeeNumber!;
    const profile = await icareHr.call('GET', `/api/pms/profile/${number}`);
    if (profile.statusCode === 200)
      expect(profile.json<PerformanceProfile>().appraisals.filter(({ id }) => ids.has(id))).toEqual(
        [],
      );
    else expect(profile.statusCode).toBe(404);
  });

  it('names the field of a bad request', async () => {
    const bad = async (url: string, field: string) => {
      const response = await hr.call('GET', url);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(
        errorOf(response).fields?.map(({ path }) => path),
        response.body,
      ).toContain(field);
    };
    await bad('/api/pms/reports/nonsense', '/report');
    await bad('/api/pms/reports/status?schedule=not-an-id', '/schedule');
    await bad('/api/pms/reports/status?employeeNumber=2022-0003', '/employeeNumber');
    await bad('/api/pms/reports/results?format=pdf', '/format');
    await bad('/api/pms/profile/no%20such', '/employeeNumber');
    await bad('/api/pms/profile/9999-0000', '/employeeNumber');
  });

  it("shows an employee's roster entry and appraisal history", async () => {
    const { data, id } = appraisals.find(({ data }) => data.finalScore !== undefined)!;
    const number = data.employee.employeeNumber!;
    const response = await hr.call('GET', `/api/pms/profile/${number}`);
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json<PerformanceProfile>();
    expect(profile.employee).toMatchObject({ label: data.employee.label, employeeNumber: number });
    expect(profile.roster).toMatchObject({ site: { label: data.site!.label }, active: true });
    expect(profile.appraisals).toContainEqual(
      expect.objectContaining({ id, finalScore: data.finalScore, band: data.band }),
    );
  });

  it('adds the active employees the roster lacks, rated by their manager, once', async () => {
    const master = await list<ErsEmployeeData>(hr, 'ers-employee');
    const rostered = new Set(
      (await list<PmsEmployeeData>(hr, 'pms-employee')).map(({ data }) => data.employee.id),
    );
    const lacking = master.filter(({ id, data }) => data.active && !rostered.has(id));
    expect(lacking.length).toBeGreaterThan(0);
    const gap = async (caller: ApiCaller) =>
      (await caller.call('GET', '/api/pms/roster/sync')).json<RosterGap>().missing;
    expect(await gap(hr)).toBe(lacking.length);
    // The other organisation's roster is its own.
    const theirs = await gap(icareHr);
    const sync = () => admin.call('POST', '/api/pms/roster/sync', { body: {} });
    const first = await sync();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: lacking.length });
    expect(await gap(hr)).toBe(0);
    expect(await gap(icareHr)).toBe(theirs);
    expect((await sync()).json()).toEqual({ added: 0 });
    const entries = await list<PmsEmployeeData>(hr, 'pms-employee');
    for (const { id, data } of lacking) {
      const added = entries.filter((entry) => entry.data.employee.id === id);
      expect(added).toHaveLength(1);
      expect(added[0]!.data.active).toBe(true);
      expect(added[0]!.data.rater?.id).toBe(data.manager?.id);
    }
    // Each is audited as a roster change, which the performance audit trail lists.
    const trail = await hr.call('GET', '/api/logged_trail?formModule=pms&limit=200');
    expect(trail.statusCode, trail.body).toBe(200);
    const logged = trail.json<AuditPage>().items;
    expect(logged.every(({ module }) => module.startsWith('pms-'))).toBe(true);
    expect(logged.filter(({ module }) => module === 'pms-employee')).toHaveLength(lacking.length);
    const unknown = await hr.call('GET', '/api/logged_trail?formModule=nonsense');
    expect(errorOf(unknown).fields?.map(({ path }) => path)).toContain('/formModule');
  });
});
