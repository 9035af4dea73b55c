import { beforeAll, expect, it } from 'vitest';
import type { FormResponse, RecordItem, RecordListResponse } from '../../src/shared/api/records';
import type { DtrDay, TimeRecordsResponse } from '../../src/shared/api/timekeeping';
import { withOrg } from '../../src/server/db/tenant';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

// Acme has site codes, multiple shifts and break durations switched on; iCare has none of them.
const RAMON = '2022-0004'; // Operations

describeOnEachDatabase('schedules: organisation switches and rosters', (current) => {
  let acme: ApiCaller;
  let icare: ApiCaller;
  beforeAll(async () => {
    acme = await signIn(current().app, 'acme', 'hr');
    icare = await signIn(current().app, 'icare', 'hr');
  });

  const create = (caller: ApiCaller, formId: string, data: Record<string, unknown>) =>
    caller.call('POST', '/api/records', { body: { form_id: formId, data } });
  const first = async (caller: ApiCaller, body: Record<string, unknown>) => {
    const response = await caller.call('POST', '/api/records/list', { body });
    const [item] = response.json<RecordListResponse>().items;
    if (!item) throw new Error(`nothing found for ${JSON.stringify(body)}`);
    return item;
  };

  it('shows site codes only to an organisation that uses them', async () => {
    const shown = (await acme.call('GET', '/api/forms/company-site')).json<FormResponse>();
    expect(shown.definition.schema.properties).toHaveProperty('siteCode');
    expect(shown.definition.list.columns).toContain('siteCode');
    const hidden = (await icare.call('GET', '/api/forms/company-site')).json<FormResponse>();
    expect(hidden.definition.schema.properties).not.toHaveProperty('siteCode');
    expect(hidden.definition.list.columns).not.toContain('siteCode');
    expect(hidden.definition.list.search).not.toContain('siteCode');
    // The browser validator is compiled for the schema the organisation sees (RJSF refuses a
    // validator compiled for another schema).
    expect(hidden.validatorUrl).not.toBe(shown.validatorUrl);
    const validator = await icare.call('GET', hidden.validatorUrl);
    expect(validator.statusCode).toBe(200);
    expect(validator.body).not.toContain('siteCode');

    const created = await create(icare, 'company-site', {
      name: 'Iloilo clinic',
      siteCode: 'ILO-01',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<RecordItem>().data).toEqual({ name: 'Iloilo clinic', active: true });
  });

  it('keeps a stored site code when an organisation without the feature edits the site', async () => {
    // The whole record: a list leaves out the fields the organisation has switched off.
    const site = await first(icare, { form_id: 'company-site', q: 'head office', fields: ['*'] });
    expect(site.data.siteCode).toBe('MNL-01');
    const edited = await icare.call('PUT', `/api/records/${site.id}`, {
      body: { data: { name: 'Head office (Makati)', active: true }, version: site.version },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<RecordItem>().data).toMatchObject({
      name: 'Head office (Makati)',
      siteCode: 'MNL-01',
    });
  });

  it('allows several shifts a day and break durations only where they are switched on', async () => {
    const twoShifts = {
      code: 'SPLIT-DAY',
      name: 'Split day',
      shifts: [
        { start: '07:00', end: '11:00' },
        { start: '17:00', end: '21:00' },
      ],
      isDefault: false,
      active: true,
    };
    const refused = await create(icare, 'schedule-template', twoShifts);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).fields).toEqual([
      {
        path: '/shifts',
        message: 'Only one shift a day: this organisation has not switched on multiple shifts.',
      },
    ]);
    expect((await create(acme, 'schedule-template', twoShifts)).statusCode).toBe(201);

    const flexible = {
      code: 'FLEX-2',
      name: 'Flexible break',
      shifts: [{ start: '09:00', end: '18:00' }],
      breakMinutes: 60,
      isDefault: false,
      active: true,
    };
    const dropped = await create(icare, 'schedule-template', flexible);
    expect(dropped.statusCode, dropped.body).toBe(201);
    expect(dropped.json<RecordItem>().data).not.toHaveProperty('breakMinutes');

    const both = await create(acme, 'schedule-template', {
      ...flexible,
      code: 'FLEX-3',
      shifts: [{ start: '09:00', end: '18:00', breakStart: '12:00', breakEnd: '13:00' }],
    });
    expect(both.statusCode).toBe(422);
    expect(errorOf(both).fields?.[0]).toMatchObject({ path: '/breakMinutes' });
  });

  it("lays rosters on the time record: the department's rest days, the employee's own template", async () => {
    const flex = await first(acme, { form_id: 'schedule-template', q: 'flex' });
    const ramon = await first(acme, { form_id: 'ers-employee', employeeNumber: RAMON });
    const own = await create(acme, 'schedule-roster', {
      name: 'Ramon on flexible breaks',
      appliesTo: 'Employee',
      employee: { id: ramon.id, label: 'anything' },
      dateFrom: '2025-06-02',
      dateTo: '2025-06-06',
      scheduleTemplate: { id: flex.id, label: 'anything' },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json<RecordItem>().data.employee).toMatchObject({ employeeNumber: RAMON });
    const department = await create(acme, 'schedule-roster', {
      name: 'Operations stocktake',
      appliesTo: 'Department',
      department: 'Operations',
      dateFrom: '2025-06-09',
      dateTo: '2025-06-15',
      restDays: ['Monday', 'Sunday'],
    });
    expect(department.statusCode, department.body).toBe(201);

    await withOrg(current().db, 'acme', (tx) =>
      tx
        .insertInto('punches')
        .values(
          [
            ['2025-06-03T09:00', 'in'],
            ['2025-06-03T14:30', 'out'],
            ['2025-06-03T15:30', 'in'],
            ['2025-06-03T18:00', 'out'],
          ].map(([at, direction]) => ({
            org_id: 'acme',
            employee_number: RAMON,
            punched_at: new Date(`${at}:00+08:00`),
            direction: direction as 'in' | 'out',
            source: 'import' as const,
            recorded_by: 'test',
          })),
        )
        .execute(),
    );
    const response = await acme.call('POST', '/api/hcm/time-records', {
      body: { employeeNumber: RAMON, from: '2025-06-02', to: '2025-06-16' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const byDate = Object.fromEntries(
      response.json<TimeRecordsResponse>().days.map((day) => [day.date, day]),
    ) as Record<string, DtrDay>;
    expect(byDate['2025-06-03']).toMatchObject({
      schedule: '09:00–18:00 (60-min break)',
      scheduledMinutes: 480,
      workedMinutes: 480,
      undertimeMinutes: 0,
    });
    expect(byDate['2025-06-09']).toMatchObject({ dayType: 'rest-day', schedule: 'Rest day' });
    // Saturday 14 June is worked in the roster's week; Monday 16 June is back to normal.
    expect(byDate['2025-06-14']).toMatchObject({ schedule: '08:00–17:00', absent: true });
    expect(byDate['2025-06-16']).toMatchObject({ schedule: '08:00–17:00', dayType: 'ordinary' });
  });

  it('refuses a roster without dates in order or without anything to change', async () => {
    const response = await create(acme, 'schedule-roster', {
      name: 'Nothing',
      appliesTo: 'Department',
      department: 'Operations',
      dateFrom: '2025-07-10',
      dateTo: '2025-07-01',
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual([
      { path: '/dateTo', message: 'To must be on or after From.' },
      { path: '/scheduleTemplate', message: 'Give a schedule template, rest days, or both.' },
    ]);
    const employee = await signIn(current().app, 'acme', 'employee');
    const forbidden = await create(employee, 'schedule-roster', {
      name: 'Mine',
      appliesTo: 'Department',
      department: 'Operations',
      dateFrom: '2025-07-01',
      dateTo: '2025-07-10',
      restDays: ['Monday'],
    });
    expect([403, 404]).toContain(forbidden.statusCode);
  });
});
