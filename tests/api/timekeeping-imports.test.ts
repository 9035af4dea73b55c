import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import type { DtrDay, TimeRecordsResponse } from '../../src/shared/api/timekeeping';
import { withOrg } from '../../src/server/db/tenant';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import {
  checkBatch,
  commitBatch,
  importCsv,
  importUpload,
  problemsOf,
  uploadCsv,
  workbookOf,
  XLSX,
} from './support/imports';
import { describeOnEachDatabase } from './support/on-each-database';
import { queryRows } from './support/pg-client';

const TIME_RECORDS = 'tk-time-record';
const DEVICE_LOGS = 'hr-device-time-log';
// Carla Mendoza (08:00–17:00 weekdays) is device user 105 of ZK-MNL-0001; Paolo Garcia 106.
const CARLA = '2022-0005';
const PAOLO = '2022-0006';

describeOnEachDatabase('timekeeping importers', (current) => {
  let hr: ApiCaller;

  beforeAll(async () => {
    hr = await signIn(current().app, 'acme', 'hr');
  });

  const dayOf = async (employeeNumber: string, date: string): Promise<DtrDay | undefined> => {
    const response = await hr.call('POST', '/api/hcm/time-records', {
      body: { employeeNumber, from: date, to: date },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TimeRecordsResponse>().days[0];
  };
  /** An employee's imported punches, `HH:mm direction` on the work clock, oldest first. */
  const punchesOf = async (employeeNumber: string, orgId = 'acme') =>
    (
      await queryRows<{ at: string; direction: string }>(
        current().owner,
        `select to_char(punched_at at time zone 'Asia/Manila', 'YYYY-MM-DD HH24:MI') as at, direction
         from punches where org_id = $1 and employee_number = $2 and source_record_id is not null
         order by punched_at`,
        [orgId, employeeNumber],
      )
    ).map((punch) => `${punch.at} ${punch.direction}`);
  const undo = async (batchId: string) => {
    const undone = await hr.call('POST', `/api/imports/batch/${batchId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
  };

  it('imports time in and out per employee and day as punches, once, and undoes them', async () => {
    const file = [
      'Employee,Date,Time in,Time out,Remarks',
      `${CARLA},2025-12-23,08:00,17:00,`,
      `${PAOLO},2025-12-23,22:00,06:00,Night shift`,
      `${CARLA},2025-12-24,8am,17:00,`,
      `${CARLA},2099-01-05,08:00,17:00,`,
      `9999-0001,2025-12-23,08:00,17:00,`,
    ].join('\n');
    const batch = await uploadCsv(hr, TIME_RECORDS, file);
    const checked = await checkBatch(hr, batch.id);
    expect(checked.counts).toMatchObject({ rowsRead: 5, valid: 2, bad: 3 });
    expect((await problemsOf(hr, batch.id)).items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 4, column: 'Time in', value: '8am' }),
        expect.objectContaining({
          row: 5,
          column: 'Date',
          message: 'Date is in the future: import days that have begun.',
        }),
        expect.objectContaining({ row: 6, column: 'Employee', value: '9999-0001' }),
      ]),
    );
    expect(await punchesOf(CARLA)).toEqual([]);

    const run = await commitBatch(hr, batch.id, true);
    expect(run.state, JSON.stringify(run)).toBe('succeeded');
    expect(await punchesOf(CARLA)).toEqual(['2025-12-23 08:00 in', '2025-12-23 17:00 out']);
    // A time out earlier than the time in is the next morning.
    expect(await punchesOf(PAOLO)).toEqual(['2025-12-23 22:00 in', '2025-12-24 06:00 out']);
    expect(await dayOf(CARLA, '2025-12-23')).toMatchObject({
      workedMinutes: 480,
      lateMinutes: 0,
      absent: false,
    });

    // The same employees and days again: the records are matched, nothing is doubled.
    const again = await importCsv(hr, TIME_RECORDS, file.split('\n').slice(0, 3).join('\n'));
    expect(again.counts).toMatchObject({ created: 0, unchanged: 2 });
    expect(await punchesOf(CARLA)).toHaveLength(2);

    await undo(batch.id);
    expect(await punchesOf(CARLA)).toEqual([]);
    expect(await punchesOf(PAOLO)).toEqual([]);
    expect(await dayOf(CARLA, '2025-12-23')).toMatchObject({ workedMinutes: 0, absent: true });
  });

  it('keeps the punches of a time record in step with its edits and refuses a second one for the day', async () => {
    const data = {
      employee: { id: '', label: '' },
      date: '2025-12-22',
      timeIn: '08:00',
      timeOut: '17:00',
    };
    const employees = await hr.call('POST', '/api/records/list', {
      body: { form_id: 'ers-employee', employeeNumber: CARLA, fields: ['*'] },
    });
    const carla = employees.json<RecordListResponse>().items[0] as RecordItem;
    data.employee = { id: carla.id, label: 'Mendoza, Carla' };
    const created = await hr.call('POST', '/api/records', {
      body: { form_id: TIME_RECORDS, data },
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<RecordItem>();
    expect(await dayOf(CARLA, '2025-12-22')).toMatchObject({ workedMinutes: 480 });

    const second = await hr.call('POST', '/api/records', { body: { form_id: TIME_RECORDS, data } });
    expect(second.statusCode).toBe(422);
    expect(errorOf(second).fields?.[0]).toEqual({
      path: '/date',
      message: 'Mendoza, Carla already has a time record on 2025-12-22: change that one instead.',
    });

    const edited = await hr.call('PUT', `/api/records/${record.id}`, {
      body: { version: record.version, data: { ...record.data, timeIn: '09:00' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await punchesOf(CARLA)).toEqual(['2025-12-22 09:00 in', '2025-12-22 17:00 out']);
    expect(await dayOf(CARLA, '2025-12-22')).toMatchObject({ lateMinutes: 60 });

    const deleted = await hr.call('DELETE', `/api/records/${record.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await punchesOf(CARLA)).toEqual([]);
    expect(await dayOf(CARLA, '2025-12-22')).toMatchObject({ workedMinutes: 0, absent: true });
  });

  it('refuses dates of an approved time record, to new records and to taking one away', async () => {
    const employees = await hr.call('POST', '/api/records/list', {
      body: { form_id: 'ers-employee', employeeNumber: PAOLO, fields: ['*'] },
    });
    const paolo = employees.json<RecordListResponse>().items[0] as RecordItem;
    const before = await hr.call('POST', '/api/records', {
      body: {
        form_id: TIME_RECORDS,
        data: {
          employee: { id: paolo.id, label: 'Garcia, Paolo' },
          date: '2025-11-04',
          timeIn: '08:00',
          timeOut: '17:00',
        },
      },
    });
    expect(before.statusCode, before.body).toBe(201);
    await withOrg(current().db, 'acme', (tx) =>
      tx
        .insertInto('applications')
        .values({
          org_id: 'acme',
          approval_type: 'dtr',
          employee_number: PAOLO,
          employee_name: 'Garcia, Paolo',
          status: 'Approved',
          date_applied: new Date(),
          summary: 'DTR review',
          current_approver_ids: [],
          kind: 'dtr',
          details: JSON.stringify({ cutoffFrom: '2025-11-01', cutoffTo: '2025-11-15' }),
          date_from: '2025-11-01',
          date_to: '2025-11-15',
          levels: JSON.stringify([]),
          filed_by: randomUUID(),
        })
        .execute(),
    );
    const batch = await uploadCsv(
      hr,
      TIME_RECORDS,
      ['Employee,Date,Time in,Time out', `${PAOLO},2025-11-03,08:00,17:00`].join('\n'),
    );
    expect((await checkBatch(hr, batch.id)).counts).toMatchObject({ valid: 0, bad: 1 });
    expect((await problemsOf(hr, batch.id)).items).toEqual([
      expect.objectContaining({
        row: 2,
        column: 'Date',
        message:
          'The time record of Nov 1–15, 2025 is approved: 2025-11-03 is closed to imports. Cancel the DTR review to reopen it.',
      }),
    ]);
    const removed = await hr.call('DELETE', `/api/records/${before.json<RecordItem>().id}`);
    expect(removed.statusCode).toBe(409);
    expect(errorOf(removed).message).toBe(
      'The time record of Nov 1–15, 2025 is approved: 2025-11-04 is closed to imports. Cancel the DTR review to reopen it.',
    );
    // Reopened, the record goes, and its punches with it.
    await withOrg(current().db, 'acme', (tx) =>
      tx
        .updateTable('applications')
        .set({ status: 'Cancelled' })
        .where('org_id', '=', 'acme')
        .where('kind', '=', 'dtr')
        .where('employee_number', '=', PAOLO)
        .execute(),
    );
    const reopened = await hr.call('DELETE', `/api/records/${before.json<RecordItem>().id}`);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await punchesOf(PAOLO)).toEqual([]);
  });

  it('imports device logs as punches of the mapped employees, once, and undoes them', async () => {
    // Workbook dates hold the device's wall clock; the importer reads them on the work clock.
    const at = (day: number, hour: number, minute: number) =>
      new Date(Date.UTC(2025, 11, day, hour, minute));
    const file = await workbookOf(
      ['Device', 'Device user ID', 'Logged at', 'Direction'],
      [
        ['ZK-MNL-0001', '105', at(16, 7, 58), ''],
        ['ZK-MNL-0001', '105', at(16, 17, 2), ''],
        ['ZK-MNL-0001', '999', at(16, 8, 0), ''],
        ['ZK-CEB-0002', '4', at(16, 8, 0), ''],
        ['ZK-MNL-0001', '106', '2025-12-16 22:00', 'in'],
        ['ZK-MNL-0001', '106', '2025-12-17 06:01', ''],
      ],
    );
    const uploaded = await hr.call(
      'POST',
      `/api/imports/${DEVICE_LOGS}`,
      importUpload('logs.xlsx', XLSX, file),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const batch = uploaded.json<{ id: string }>();
    expect((await checkBatch(hr, batch.id)).counts).toMatchObject({ valid: 4, bad: 2 });
    expect((await problemsOf(hr, batch.id)).items).toEqual([
      {
        row: 4,
        column: 'Device user ID',
        value: '999',
        message:
          'Device ZK-MNL-0001 user 999 is not mapped to an employee: add a mapping under Biometric mapping.',
      },
      {
        row: 5,
        column: 'Device user ID',
        value: '4',
        message:
          'Device ZK-CEB-0002 user 4 is mapped to Dela Cruz, Ramon, but the mapping is inactive: make it active under Biometric mapping.',
      },
    ]);

    const run = await commitBatch(hr, batch.id, true);
    expect(run.state, JSON.stringify(run)).toBe('succeeded');
    // Without a direction: in, then out after an in less than 16 hours before.
    expect(await punchesOf(CARLA)).toEqual(['2025-12-16 07:58 in', '2025-12-16 17:02 out']);
    expect(await punchesOf(PAOLO)).toEqual(['2025-12-16 22:00 in', '2025-12-17 06:01 out']);
    expect(await dayOf(CARLA, '2025-12-16')).toMatchObject({ workedMinutes: 480, absent: false });
    const logs = await hr.call('POST', '/api/records/list', {
      body: { form_id: DEVICE_LOGS, employeeNumber: CARLA, fields: ['*'] },
    });
    expect(logs.json<RecordListResponse>().items.map((log) => log.data.employee)).toEqual([
      expect.objectContaining({ label: 'Mendoza, Carla', employeeNumber: CARLA }),
      expect.objectContaining({ label: 'Mendoza, Carla', employeeNumber: CARLA }),
    ]);

    const again = await uploadCsv(
      hr,
      DEVICE_LOGS,
      ['Device,Device user ID,Logged at', 'ZK-MNL-0001,105,2025-12-16 07:58'].join('\n'),
    );
    expect((await checkBatch(hr, again.id)).counts).toMatchObject({ valid: 1, unchanged: 1 });
    expect(await punchesOf(CARLA)).toHaveLength(2);

    await undo(batch.id);
    expect(await punchesOf(CARLA)).toEqual([]);
    expect(await punchesOf(PAOLO)).toEqual([]);
    expect(await dayOf(CARLA, '2025-12-16')).toMatchObject({ workedMinutes: 0, absent: true });
  });

  it('shows another organisation none of the imported records, punches or batches', async () => {
    const { batch } = await importCsv(
      hr,
      TIME_RECORDS,
      ['Employee,Date,Time in,Time out', `${CARLA},2025-12-19,08:00,17:00`].join('\n'),
    );
    const icare = await signIn(current().app, 'icare', 'hr');
    for (const formId of [TIME_RECORDS, DEVICE_LOGS]) {
      const list = await icare.call('POST', '/api/records/list', { body: { form_id: formId } });
      expect(list.json<RecordListResponse>().items).toEqual([]);
    }
    expect((await icare.call('GET', `/api/imports/batch/${batch.id}`)).statusCode).toBe(404);
    expect(await punchesOf(CARLA, 'icare')).toEqual([]);
    // iCare's own 2022-0005 is another person: Acme's import touched none of her days.
    const namesake = await icare.call('POST', '/api/hcm/time-records', {
      body: { employeeNumber: CARLA, from: '2025-12-19', to: '2025-12-19' },
    });
    expect(namesake.json<TimeRecordsResponse>().punches).toEqual([]);
    expect(await punchesOf(CARLA)).toEqual(['2025-12-19 08:00 in', '2025-12-19 17:00 out']);
  });
  it('reads the time cells of a workbook as the times they show', async () => {
    // Excel stores a time of day on its day zero, 1899-12-30.
    const time = (hour: number, minute: number) => new Date(Date.UTC(1899, 11, 30, hour, minute));
    const file = await workbookOf(
      ['Employee', 'Date', 'Time in', 'Time out'],
      [[CARLA, new Date(Date.UTC(2025, 11, 26)), time(8, 30), time(17, 30)]],
    );
    const uploaded = await hr.call(
      'POST',
      `/api/imports/${TIME_RECORDS}`,
      importUpload('times.xlsx', XLSX, file),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const batch = uploaded.json<{ id: string }>();
    expect((await checkBatch(hr, batch.id)).counts).toMatchObject({ valid: 1, bad: 0 });
    const run = await commitBatch(hr, batch.id, false);
    expect(run.state, JSON.stringify(run)).toBe('succeeded');
    expect(await punchesOf(CARLA)).toEqual(
      expect.arrayContaining(['2025-12-26 08:30 in', '2025-12-26 17:30 out']),
    );
  });
});
