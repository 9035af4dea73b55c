import { beforeAll, expect, it } from 'vitest';
import type { EmployeeLeaveCredits } from '../../src/shared/api/leave-credits';
import type { ImportCounts } from '../../src/shared/api/import-batches';
import type { RecordListResponse } from '../../src/shared/api/records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import {
  batchOf,
  checkBatch,
  commitBatch,
  importCsv,
  importUpload,
  problemsOf,
  uploadCsv,
} from './support/imports';
import { describeOnEachDatabase } from './support/on-each-database';

const FORM = 'leave-credit-adjustment';
const HEADER = 'Employee,Leave type,Credits (days),As of,Note';
const DAY = 480;
// Liza Villanueva (Standard leave template) is credited; Paolo Garcia's rows are the bad ones.
const CREDITED = '2022-0007';

const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

describeOnEachDatabase('leave credits importer', (current) => {
  let hr: ApiCaller;

  const balances = async (caller: ApiCaller, employeeNumber = CREDITED) => {
    const response = await caller.call('GET', `/api/hcm/leave-credits/${employeeNumber}`);
    expect(response.statusCode, response.body).toBe(200);
    const credits = response.json<EmployeeLeaveCredits>();
    return Object.fromEntries(
      credits.balances.map((balance) => [balance.leaveType, balance.balanceMinutes]),
    );
  };
  const adjustments = async (caller: ApiCaller) => {
    const response = await caller.call('POST', '/api/records/list', {
      body: { form_id: FORM, pageSize: 200, fields: ['*'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordListResponse>().items;
  };

  beforeAll(async () => {
    hr = await signIn(current().app, 'acme', 'hr');
  });

  it('checks every row, commits the good ones into the ledger, updates on a re-import and undoes', async () => {
    const before = await balances(hr);
    const uploaded = await uploadCsv(
      hr,
      FORM,
      csv(
        `${CREDITED},Vacation leave,2.5,2026-01-31,Carried over from the old system`,
        `${CREDITED},Sick leave,-1,2026-01-31,`,
        `${CREDITED},Maternity leave,1,2026-01-31,`,
        '2022-0006,Vacation leave,0,2026-01-31,',
        '2022-0006,Vacation leave,0.3,2026-02-28,',
      ),
    );
    const checked = await checkBatch(hr, uploaded.id);
    expect(checked.counts).toMatchObject({ rowsRead: 5, valid: 2, bad: 3, created: 2 });
    const { items } = await problemsOf(hr, uploaded.id);
    expect(items).toEqual([
      {
        row: 4,
        column: 'Leave type',
        value: 'Maternity leave',
        message:
          "Leave type must be one of Villanueva, Liza's: Vacation leave, Sick leave, Compensatory time off",
      },
      expect.objectContaining({
        row: 5,
        column: 'Credits (days)',
        message: 'Credits must not be 0: a positive number grants days, a negative one takes them',
      }),
      expect.objectContaining({ row: 6, column: 'Credits (days)', value: '0.3' }),
    ]);
    // A dry run writes nothing.
    expect(await balances(hr)).toEqual(before);

    const run = await commitBatch(hr, uploaded.id, true);
    expect(run.state, JSON.stringify(run)).toBe('succeeded');
    const after = await balances(hr);
    expect(after['Vacation leave']).toBe((before['Vacation leave'] ?? 0) + 2.5 * DAY);
    expect(after['Sick leave']).toBe((before['Sick leave'] ?? 0) - DAY);
    const credits = (
      await hr.call('GET', `/api/hcm/leave-credits/${CREDITED}`)
    ).json<EmployeeLeaveCredits>();
    expect(credits.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          leaveType: 'Vacation leave',
          minutes: 2.5 * DAY,
          reason: 'adjustment',
          note: 'Leave credit adjustment as of 2026-01-31: Carried over from the old system',
          recordedBy: 'hr',
        }),
      ]),
    );

    // The same rows again, one corrected: keyed on employee, leave type and date, it updates.
    const again = await importCsv(
      hr,
      FORM,
      csv(
        `${CREDITED},Vacation leave,3,2026-01-31,Carried over from the old system`,
        `${CREDITED},Sick leave,-1,2026-01-31,`,
      ),
    );
    expect(again.counts).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const corrected = await balances(hr);
    expect(corrected['Vacation leave']).toBe((before['Vacation leave'] ?? 0) + 3 * DAY);
    expect(corrected['Sick leave']).toBe((before['Sick leave'] ?? 0) - DAY);
    expect((await adjustments(hr)).length).toBe(2);

    // An entry that follows a record goes with the record, not by itself.
    const entry = (
      await hr.call('GET', `/api/hcm/leave-credits/${CREDITED}`)
    ).json<EmployeeLeaveCredits>().entries[0];
    const removal = await hr.call('POST', '/api/hcm/remove-leave-credits', {
      body: { entryIds: [entry?.id] },
    });
    expect(removal.statusCode).toBe(422);
    expect(errorOf(removal).message).toMatch(/delete that record instead/);

    // Undoing the correction puts the first import's days back.
    const undo = await hr.call('POST', `/api/imports/batch/${again.batch.id}/undo`);
    expect(undo.json()).toEqual({ deleted: 0, restored: 1 });
    expect(await balances(hr)).toEqual(after);
  });

  it('undoes an import: the records go and the balance is as before', async () => {
    const before = await balances(hr, '2022-0003');
    const { batch } = await importCsv(
      hr,
      FORM,
      csv('2022-0003,Vacation leave,5,2026-05-31,', '2022-0003,Sick leave,1.25,2026-05-31,'),
    );
    const after = await balances(hr, '2022-0003');
    expect(after['Vacation leave']).toBe((before['Vacation leave'] ?? 0) + 5 * DAY);
    expect(after['Sick leave']).toBe((before['Sick leave'] ?? 0) + 1.25 * DAY);
    const undo = await hr.call('POST', `/api/imports/batch/${batch.id}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ deleted: 2, restored: 0 });
    expect(await balances(hr, '2022-0003')).toEqual(before);
    const left = (await adjustments(hr)).filter(
      (item) => (item.data.employee as { employeeNumber: string }).employeeNumber === '2022-0003',
    );
    expect(left).toEqual([]);
    expect((await batchOf(hr, batch.id)).status).toBe('undone');
  });

  it('keeps a form save and a delete in step with the ledger', async () => {
    const before = await balances(hr);
    const employee = (
      await hr.call('POST', '/api/records/list', {
        body: { form_id: 'ers-employee', employeeNumber: CREDITED },
      })
    ).json<RecordListResponse>().items[0];
    const created = await hr.call('POST', '/api/records', {
      body: {
        form_id: FORM,
        data: {
          employee: { id: employee?.id, label: 'x' },
          leaveType: 'Compensatory time off',
          days: 0.75,
          asOf: '2026-03-01',
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await balances(hr))['Compensatory time off']).toBe(
      (before['Compensatory time off'] ?? 0) + 0.75 * DAY,
    );
    const unknown = await hr.call('PUT', `/api/records/${id}`, {
      body: {
        version: 1,
        data: { ...created.json<{ data: object }>().data, leaveType: 'Birthday leave' },
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).fields).toEqual([
      expect.objectContaining({
        path: '/leaveType',
        message: expect.stringMatching(/^Leave type must be one of/),
      }),
    ]);
    expect((await hr.call('DELETE', `/api/records/${id}`)).statusCode).toBe(200);
    expect(await balances(hr)).toEqual(before);
    expect((await hr.call('POST', `/api/records/${id}/restore`)).statusCode).toBe(200);
    expect((await balances(hr))['Compensatory time off']).toBe(
      (before['Compensatory time off'] ?? 0) + 0.75 * DAY,
    );
  });

  it('lets no employee import, and shows another organisation nothing', async () => {
    const body = csv(`${CREDITED},Vacation leave,1,2026-04-30,`);
    const employee = await signIn(current().app, 'acme', 'employee');
    const refused = await employee.call(
      'POST',
      `/api/imports/${FORM}`,
      importUpload('credits.csv', 'text/csv', body),
    );
    expect(refused.statusCode).toBe(403);
    const { batch } = await importCsv(hr, FORM, body);

    const icare = await signIn(current().app, 'icare', 'hr');
    expect(await adjustments(icare)).toEqual([]);
    expect((await icare.call('GET', `/api/imports/batch/${batch.id}`)).statusCode).toBe(404);
    expect((await icare.call('GET', `/api/hcm/leave-credits/${CREDITED}`)).statusCode).toBe(404);
    // In icare the same file names nobody: the employee number is acme's.
    const theirs = await uploadCsv(icare, FORM, body);
    const checked = await checkBatch(icare, theirs.id);
    expect(checked.counts as ImportCounts).toMatchObject({ valid: 0, bad: 1 });
  });
});
