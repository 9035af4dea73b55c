import { beforeAll, expect, it } from 'vitest';
import type {
  ChartPerson,
  OrganizationChartResponse,
} from '../../src/shared/api/organization-chart';
import type { RecordItem } from '../../src/shared/api/records';
import { ApiCaller, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

const CHART = '/api/hcm/organization-chart';

/** The seeded reporting lines (DEMO_REPORTS_TO) by employee number: admin at the top. */
const ACME_LINES = {
  '2022-0001': undefined,
  '2022-0002': '2022-0001',
  '2022-0003': '2022-0002',
  '2022-0004': '2022-0001',
  '2022-0005': '2022-0004',
  '2022-0006': '2022-0003',
  '2022-0007': '2022-0003',
};

describeOnEachDatabase('organisation chart', (current) => {
  let hr: ApiCaller;
  beforeAll(async () => {
    hr = await signIn(current().app, 'acme', 'hr');
  });

  const chartOf = async (caller: ApiCaller) => {
    const response = await caller.call('GET', CHART);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrganizationChartResponse>();
  };
  const byNumber = (chart: OrganizationChartResponse) =>
    new Map(chart.employees.map((person) => [person.employeeNumber, person]));

  const hire = async (data: Record<string, unknown>) => {
    const response = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'ers-employee',
        data: { lastName: 'Chart', firstName: 'Test', active: true, ...data },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RecordItem>();
  };
  const managerRef = (record: RecordItem) => ({
    id: record.id,
    label: 'x',
    employeeNumber: record.data.employeeNumber,
  });
  const update = async (record: RecordItem, data: Record<string, unknown>) => {
    const response = await hr.call('PUT', `/api/records/${record.id}`, {
      body: { data: { ...record.data, ...data }, version: record.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordItem>();
  };

  it("draws the demo organisation's reporting lines for every role", async () => {
    for (const username of ['admin', 'hr', 'payroll', 'approver', 'employee']) {
      const chart = await chartOf(await signIn(current().app, 'acme', username));
      expect(Date.parse(chart.generatedAt)).not.toBeNaN();
      const people = byNumber(chart);
      for (const [number, manager] of Object.entries(ACME_LINES))
        expect(people.get(number)?.managerNumber, number).toBe(manager);
    }
    const people = byNumber(await chartOf(hr));
    expect(people.get('2022-0001')).toEqual({
      recordId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      employeeNumber: '2022-0001',
      name: 'Maria Santos',
      position: 'HR Systems Administrator',
      department: 'Human resources',
    } satisfies ChartPerson);
    expect(people.get('2022-0005')).toMatchObject({
      name: 'Carla Mendoza',
      managerNumber: '2022-0004',
    });
  });

  it('shows a new reporting line at once', async () => {
    const carla = (await chartOf(hr)).employees.find((p) => p.employeeNumber === '2022-0005');
    const lead = await hire({
      employeeNumber: 'OC-0001',
      firstName: 'Nora',
      lastName: 'Reyes',
      position: 'Team Lead',
      department: 'Operations',
      manager: { id: carla?.recordId, label: 'x' },
    });
    const member = await hire({ employeeNumber: 'OC-0002', manager: managerRef(lead) });
    const people = byNumber(await chartOf(hr));
    expect(people.get('OC-0001')).toMatchObject({
      recordId: lead.id,
      name: 'Nora Reyes',
      position: 'Team Lead',
      department: 'Operations',
      managerNumber: '2022-0005',
    });
    expect(people.get('OC-0002')).toMatchObject({
      recordId: member.id,
      name: 'Test Chart',
      managerNumber: 'OC-0001',
    });
    expect(people.get('OC-0002')).not.toHaveProperty('position');
  });

  it("makes an inactive, separated or deleted manager's reports the tops of their own lines", async () => {
    const inactive = await hire({ employeeNumber: 'OC-0101' });
    const separated = await hire({ employeeNumber: 'OC-0102', hireDate: '2024-01-08' });
    const deleted = await hire({ employeeNumber: 'OC-0103' });
    const leaving = await hire({ employeeNumber: 'OC-0104', hireDate: '2024-01-08' });
    for (const [manager, report] of [
      [inactive, 'OC-0201'],
      [separated, 'OC-0202'],
      [deleted, 'OC-0203'],
      [leaving, 'OC-0204'],
    ] as const)
      await hire({ employeeNumber: report, manager: managerRef(manager) });

    await update(inactive, { active: false });
    await update(separated, { separationDate: '2025-06-30', separationReason: 'Resigned' });
    await update(leaving, { separationDate: '2099-12-31', separationReason: 'Retired' });
    expect((await hr.call('DELETE', `/api/records/${deleted.id}`)).statusCode).toBe(200);

    const people = byNumber(await chartOf(hr));
    for (const gone of ['OC-0101', 'OC-0102', 'OC-0103'])
      expect(people.has(gone), gone).toBe(false);
    for (const root of ['OC-0201', 'OC-0202', 'OC-0203']) {
      expect(people.get(root), root).toBeDefined();
      expect(people.get(root), root).not.toHaveProperty('managerNumber');
    }
    // Leaving later is still here today, and so are their reports' lines.
    expect(people.has('OC-0104')).toBe(true);
    expect(people.get('OC-0204')?.managerNumber).toBe('OC-0104');
  });

  it("never shows another organisation's people, though both number from 2022-0001", async () => {
    const acme = await chartOf(hr);
    const icare = await chartOf(await signIn(current().app, 'icare', 'employee'));
    expect(byNumber(acme).get('2022-0001')?.name).toBe('Maria Santos');
    expect(byNumber(icare).get('2022-0001')?.name).toBe('Liza Villanueva');
    expect(byNumber(icare).get('2022-0005')?.managerNumber).toBe('2022-0004');
    const acmeIds = new Set(acme.employees.map((person) => person.recordId));
    expect(icare.employees.filter((person) => acmeIds.has(person.recordId))).toEqual([]);
    expect(icare.employees.some((person) => person.employeeNumber.startsWith('OC-'))).toBe(false);
    expect(icare.employees.some((person) => person.name === 'Nora Reyes')).toBe(false);
  });

  it('answers only signed-in callers of the organisation they name', async () => {
    expect((await new ApiCaller(current().app, 'acme').call('GET', CHART)).statusCode).toBe(401);
    const mismatch = await hr.call('GET', CHART, { headers: { 'x-org-id': 'icare' } });
    expect(mismatch.statusCode).toBe(403);
  });
});
