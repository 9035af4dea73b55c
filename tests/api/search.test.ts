import { beforeAll, expect, it } from 'vitest';
import type { ColleagueResponse } from '../../src/shared/api/organization-chart';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import type { SearchResponse } from '../../src/shared/api/search';
import type { ApiCaller } from './support/api-client';
import { signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

const search = async (caller: ApiCaller, q: string) => {
  const response = await caller.call('GET', `/api/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
};
const numbersOf = (answer: SearchResponse) => answer.people.map((person) => person.employeeNumber);
const idsOf = (answer: SearchResponse) => answer.records.map((record) => record.id);

describeOnEachDatabase('search', (current) => {
  let hr: ApiCaller;
  let employee: ApiCaller;
  let approver: ApiCaller;
  let payroll: ApiCaller;
  /** Disciplinary cases of the employee (Carla Mendoza) and the approver (Ramon Dela Cruz). */
  let carlasCase: RecordItem;
  let ramonsCase: RecordItem;

  beforeAll(async () => {
    const app = current().app;
    hr = await signIn(app, 'acme', 'hr');
    employee = await signIn(app, 'acme', 'employee');
    approver = await signIn(app, 'acme', 'approver');
    payroll = await signIn(app, 'acme', 'payroll');
    const masters = await hr.call('POST', '/api/records/list', {
      body: { form_id: 'ers-employee', pageSize: 100, fields: ['*'] },
    });
    const items = masters.json<RecordListResponse>().items;
    const caseOf = async (employeeNumber: string) => {
      const master = items.find((item) => item.data.employeeNumber === employeeNumber)!;
      const response = await hr.call('POST', '/api/records', {
        body: {
          form_id: 'ers-disciplinary-action',
          data: {
            employee: {
              id: master.id,
              label: `${String(master.data.lastName)}, ${String(master.data.firstName)}`,
              employeeNumber,
            },
            incidentDate: '2026-02-03',
            reportedOn: '2026-02-04',
            offenceCategory: 'Conduct',
            decision: 'None',
            status: 'Open',
          },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<RecordItem>();
    };
    carlasCase = await caseOf('2022-0005');
    ramonsCase = await caseOf('2022-0004');
  });

  it('finds colleagues by any part of their name, number or position, best match first', async () => {
    expect(numbersOf(await search(employee, 'ramon'))).toEqual(['2022-0004']);
    expect(numbersOf(await search(employee, 'dela cruz ramon'))).toEqual(['2022-0004']);
    expect(numbersOf(await search(employee, '2022-0003'))).toEqual(['2022-0003']);
    const managers = numbersOf(await search(employee, 'manager'));
    expect(managers).toEqual(expect.arrayContaining(['2022-0002', '2022-0004']));
    expect(managers).not.toContain('2022-0005');
    // "Cruz": Ana Cruz and Ramon Dela Cruz; a surname starting with the word ranks first.
    const cruz = numbersOf(await search(employee, 'cruz'));
    expect(cruz[0]).toBe('2022-0003');
    expect(cruz).toContain('2022-0004');
    const [ana] = (await search(employee, 'ana cruz')).people;
    expect(ana).toMatchObject({
      employeeNumber: '2022-0003',
      name: 'Ana Cruz',
      position: 'Payroll Specialist',
      department: 'Finance',
    });
  });

  it('does not find people by what the directory does not show them (e-mail), nor another organisation’s', async () => {
    expect((await search(employee, 'acme.example')).people).toEqual([]);
    expect((await search(employee, 'grace')).people).toEqual([]);
    const icare = await signIn(current().app, 'icare', 'employee');
    expect(numbersOf(await search(icare, 'grace'))).toEqual(['2022-0003']);
    expect((await search(icare, 'ramon')).people).toEqual([]);
  });

  it('finds records as the lists do: all of a form one reads whole, only one’s own of an own-only form', async () => {
    const hrFinds = idsOf(await search(hr, 'dela cruz'));
    expect(hrFinds).toContain(ramonsCase.id);
    expect(hrFinds).not.toContain(carlasCase.id);
    const [found] = (await search(hr, 'dela cruz')).records.filter(
      (record) => record.id === ramonsCase.id,
    );
    expect(found).toMatchObject({
      formId: 'ers-disciplinary-action',
      form: 'Disciplinary action',
      path: expect.stringContaining(ramonsCase.id),
    });
    expect(found!.label).toContain('Dela Cruz, Ramon');

    expect(idsOf(await search(approver, 'dela cruz'))).toContain(ramonsCase.id);
    expect(idsOf(await search(employee, 'dela cruz'))).not.toContain(ramonsCase.id);
    expect(idsOf(await search(employee, 'mendoza'))).toContain(carlasCase.id);
    // Payroll reads its own cases only; neither is theirs.
    const payrollFinds = [
      ...idsOf(await search(payroll, 'dela cruz')),
      ...idsOf(await search(payroll, 'mendoza')),
    ];
    expect(payrollFinds).not.toContain(ramonsCase.id);
    expect(payrollFinds).not.toContain(carlasCase.id);
  });

  it('forgets a deleted record', async () => {
    const hrOnly = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'ers-disciplinary-action',
        data: { ...carlasCase.data, incidentDate: '2026-03-01', reportedOn: '2026-03-02' },
      },
    });
    expect(hrOnly.statusCode, hrOnly.body).toBe(201);
    const record = hrOnly.json<RecordItem>();
    expect(idsOf(await search(hr, 'mendoza'))).toContain(record.id);
    const deleted = await hr.call('DELETE', `/api/records/${record.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(idsOf(await search(hr, 'mendoza'))).not.toContain(record.id);
  });

  it('needs two letters for people and three for records, and refuses an empty query', async () => {
    const two = await search(hr, 'ra');
    expect(numbersOf(two)).toContain('2022-0004');
    expect(two.records).toEqual([]);
    for (const q of ['', '   ']) {
      const response = await hr.call('GET', `/api/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: { fields: [{ path: '/q' }] } });
    }
    const long = await hr.call('GET', `/api/search?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
  });

  it('shows a colleague’s card with whom they report to and who reports to them', async () => {
    const response = await employee.call('GET', '/api/hcm/people/2022-0003');
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json<ColleagueResponse>();
    expect(card.person).toMatchObject({ employeeNumber: '2022-0003', name: 'Ana Cruz' });
    expect(card.manager?.employeeNumber).toBe('2022-0002');
    expect(card.reports.map((person) => person.employeeNumber).sort()).toEqual([
      '2022-0006',
      '2022-0007',
    ]);
    expect(JSON.stringify(card)).not.toContain('1992-11-20');
    const missing = await employee.call('GET', '/api/hcm/people/9999-0000');
    expect(missing.statusCode).toBe(404);
  });
});
