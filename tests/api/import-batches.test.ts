import { beforeAll, expect, it } from 'vitest';
import type { ImportBatch, ImportHistory } from '../../src/shared/api/import-batches';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
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
import { queryRows } from './support/pg-client';

const EMPLOYEES = 'ers-employee';
const HEADER =
  'employeeNumber,lastName,firstName,department,position,manager,governmentNumbers.sss,active';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

describeOnEachDatabase('batch importer', (current) => {
  let hr: ApiCaller;
  let admin: ApiCaller;

  const employee = async (number: string): Promise<RecordItem | undefined> => {
    const response = await hr.call('POST', '/api/records/list', {
      body: { form_id: EMPLOYEES, employeeNumber: number, fields: ['*'] },
    });
    return response.json<RecordListResponse>().items[0];
  };
  const account = async (number: string) =>
    (
      await queryRows<{ username: string; disabled_at: Date | null }>(
        current().owner,
        `select username, disabled_at from accounts where org_id = 'acme' and employee_number = $1`,
        [number],
      )
    )[0];
  const countOf = async (sql: string, values: unknown[] = []) =>
    Number((await queryRows<{ n: string }>(current().owner, sql, values))[0]?.n);

  beforeAll(async () => {
    hr = await signIn(current().app, 'acme', 'hr');
    admin = await signIn(current().app, 'acme', 'admin');
  });

  it('creates and updates by employee number, and a second import of the same file changes nothing', async () => {
    const file = csv(
      'IMP-0001,Reyes,Boss,Operations,Operations Manager,,34-1234567-8,Yes',
      'IMP-0002,Santos,Staff,Operations,Clerk,IMP-0001,,Yes',
      '2022-0006,Garcia,Newer,Operations,Team Lead,,,Yes',
    );
    const before = await employee('2022-0006');
    const { batch, counts } = await importCsv(hr, EMPLOYEES, file);
    expect(counts).toMatchObject({ rowsRead: 3, valid: 3, created: 2, updated: 1, unchanged: 0 });
    const staff = await employee('IMP-0002');
    const boss = await employee('IMP-0001');
    expect(staff?.data.manager).toEqual({
      id: boss?.id,
      label: 'Reyes, Boss',
      employeeNumber: 'IMP-0001',
    });
    expect(boss?.data.governmentNumbers).toEqual({ sss: '34-1234567-8' });
    const updated = await employee('2022-0006');
    // Only the mapped columns change: what the file does not name stays as it was.
    expect(updated?.data).toEqual({
      ...before?.data,
      lastName: 'Garcia',
      firstName: 'Newer',
      department: 'Operations',
      position: 'Team Lead',
      active: true,
    });
    expect(await account('IMP-0001')).toMatchObject({ username: 'imp-0001', disabled_at: null });
    // An import sends no invitations.
    expect(
      await countOf(
        `select count(*) as n from mail_outbox where org_id = 'acme' and body_text like '%imp-0001%'`,
      ),
    ).toBe(0);
    const history = await hr.call('GET', `/api/records/${updated?.id}/history`);
    expect(history.json<{ items: unknown[] }>().items[0]).toMatchObject({
      action: 'updated',
      importBatchId: batch.id,
    });

    const again = await importCsv(hr, EMPLOYEES, file);
    expect(again.counts).toMatchObject({ valid: 3, created: 0, updated: 0, unchanged: 3 });
    expect((await employee('2022-0006'))?.version).toBe(updated?.version);
    expect(
      await countOf(
        `select count(*) as n from records where org_id = 'acme' and employee_number like 'IMP-%' and deleted_at is null`,
      ),
    ).toBe(2);
  });

  it('checks employees with the create route rules, in the file and against the database', async () => {
    const batch = await uploadCsv(
      hr,
      EMPLOYEES,
      csv(
        'IMP-0101,Dup,One,,,,,Yes',
        'IMP-0101,Dup,Two,,,,,Yes',
        'IMP-0102,Held,Sss,,,,34-1234567-8,Yes',
        'IMP-0103,Loop,A,,,IMP-0104,,Yes',
        'IMP-0104,Loop,B,,,IMP-0103,,Yes',
        'IMP-0105,Bad,Sss,,,,12,Yes',
        'IMP-0106,,Nameless,,,,,Yes',
      ),
    );
    const checked = await checkBatch(hr, batch.id);
    expect(checked.counts).toMatchObject({ rowsRead: 7, valid: 1, bad: 6 });
    const problems = (await problemsOf(hr, batch.id)).items;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          row: 3,
          column: 'employeeNumber',
          message: 'employee number IMP-0101 is also on row 2',
        }),
        expect.objectContaining({
          row: 4,
          column: 'governmentNumbers.sss',
          message: "SSS number is already Reyes, Boss's (IMP-0001)",
        }),
        expect.objectContaining({
          row: 5,
          column: 'manager',
          message: expect.stringMatching(/^Reports to would make a loop/),
        }),
        expect.objectContaining({ row: 7, column: 'governmentNumbers.sss', value: '12' }),
        expect.objectContaining({ row: 8, column: 'lastName' }),
      ]),
    );
    const file = await hr.call('GET', `/api/imports/batch/${batch.id}/problems.xlsx`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/problems\.xlsx/);
  });

  it('never commits bad rows; skipping them commits only the good ones', async () => {
    const batch = await uploadCsv(
      hr,
      EMPLOYEES,
      csv('IMP-0201,Good,Row,,,,,Yes', 'IMP-0202,,Bad,,,,,Yes'),
    );
    await checkBatch(hr, batch.id);
    const refused = await hr.call('POST', `/api/imports/batch/${batch.id}/commit`, {
      body: { skipBadRows: false },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).fields?.[0]?.path).toBe('/skipBadRows');
    expect(await employee('IMP-0201')).toBeUndefined();
    const run = await commitBatch(hr, batch.id, true);
    expect(run.result).toMatchObject({ created: 1, bad: 1 });
    expect(await employee('IMP-0201')).toBeDefined();
    expect(await employee('IMP-0202')).toBeUndefined();
  });

  it('takes a department and position of their lists in their spelling and names one off the list at its cell', async () => {
    const batch = await uploadCsv(
      hr,
      EMPLOYEES,
      csv(
        'IMP-0901,Listed,One,human RESOURCES,payroll SPECIALIST,,,Yes',
        'IMP-0902,Listed,Two,Nowhere,,,,Yes',
      ),
    );
    expect((await checkBatch(hr, batch.id)).counts).toMatchObject({
      rowsRead: 2,
      valid: 1,
      bad: 1,
    });
    expect((await problemsOf(hr, batch.id)).items).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'department',
        value: 'Nowhere',
        message: 'Department must be one of the Teams / departments',
      }),
    ]);
    await commitBatch(hr, batch.id, true);
    expect((await employee('IMP-0901'))?.data).toMatchObject({
      department: 'Human resources',
      position: 'Payroll Specialist',
    });
    expect(await employee('IMP-0902')).toBeUndefined();
  });

  it('validates a mapping, and a new mapping needs a new check', async () => {
    const batch = await uploadCsv(hr, EMPLOYEES, csv('IMP-0301,Map,Me,,,,,Yes'));
    await checkBatch(hr, batch.id);
    const put = (columns: unknown) =>
      hr.call('PUT', `/api/imports/batch/${batch.id}/mapping`, { body: { columns } });
    const base = batch.mapping;
    const unknown = await put(
      base.map((c) => (c.header === 'department' ? { ...c, field: 'shoeSize' } : c)),
    );
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).message).toBe('"shoeSize" is not a field this file can fill');
    const twice = await put(
      base.map((c) => (c.header === 'department' ? { ...c, field: 'position' } : c)),
    );
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice).message).toMatch(/^Position is mapped twice/);
    const missing = await put(
      base.map((c) => (c.header === 'lastName' ? { ...c, field: null } : c)),
    );
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing).message).toBe('Last name is required: map a column to it');
    const moved = await put(
      base.map((c) => (c.header === 'department' ? { ...c, field: null } : c)),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ImportBatch>()).toMatchObject({ status: 'uploaded', counts: null });
    const stale = await hr.call('POST', `/api/imports/batch/${batch.id}/commit`, {
      body: { skipBadRows: false },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('undo deletes what the batch created, restores what it changed and disables the accounts', async () => {
    const before = await employee('2022-0005');
    const { batch } = await importCsv(
      hr,
      EMPLOYEES,
      csv('IMP-0401,Undo,Created,,,,,Yes', '2022-0005,Mendoza,Carla,Finance,Senior Analyst,,,Yes'),
    );
    expect((await employee('2022-0005'))?.data.position).toBe('Senior Analyst');
    const undone = await hr.call('POST', `/api/imports/batch/${batch.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ deleted: 1, restored: 1 });
    expect(await employee('IMP-0401')).toBeUndefined();
    expect((await account('IMP-0401'))?.disabled_at).not.toBeNull();
    expect((await employee('2022-0005'))?.data).toEqual(before?.data);
    expect((await batchOf(hr, batch.id)).status).toBe('undone');
    const twice = await hr.call('POST', `/api/imports/batch/${batch.id}/undo`);
    expect(twice.statusCode).toBe(409);
    const audit = await queryRows<{ detail: { batchId: string } }>(
      current().owner,
      `select detail from audit_log where org_id = 'acme' and action = 'import-undo' order by audit_id desc limit 1`,
    );
    expect(audit[0]?.detail.batchId).toBe(batch.id);
    const history = (
      await hr.call('GET', `/api/imports?formId=${EMPLOYEES}`)
    ).json<ImportHistory>();
    expect(history.items.find((item) => item.id === batch.id)).toMatchObject({
      status: 'undone',
      uploadedBy: 'hr',
    });
  });

  it('refuses to undo a batch whose records were edited since, naming them', async () => {
    const { batch } = await importCsv(hr, EMPLOYEES, csv('IMP-0501,Edited,Later,,,,,Yes'));
    const record = await employee('IMP-0501');
    const edit = await hr.call('PUT', `/api/records/${record?.id}`, {
      body: { version: record?.version, data: { ...record?.data, position: 'Team Lead' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const undo = await hr.call('POST', `/api/imports/batch/${batch.id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(errorOf(undo).message).toMatch(/Edited, Later/);
    expect(await employee('IMP-0501')).toBeDefined();
  });

  it('in update mode, a number that matches nobody is a bad row', async () => {
    const batch = await uploadCsv(
      hr,
      EMPLOYEES,
      'employeeNumber,position\n2022-0004,Team Lead\nIMP-9999,Nobody',
      {
        mode: 'update',
      },
    );
    expect(batch.fields.find((f) => f.name === 'lastName')?.required).toBe(false);
    await checkBatch(hr, batch.id);
    expect((await problemsOf(hr, batch.id)).items).toEqual([
      {
        row: 3,
        column: 'employeeNumber',
        value: 'IMP-9999',
        message: 'No employee has employee number IMP-9999',
      },
    ]);
    expect((await commitBatch(hr, batch.id, true)).result).toMatchObject({ updated: 1 });
    expect((await employee('2022-0004'))?.data.position).toBe('Team Lead');
  });

  it('refuses a second commit of the same file where the form has no key', async () => {
    const form = 'payroll-earning-deduction';
    const payroll = await signIn(current().app, 'acme', 'payroll');
    const file =
      'Employee,Type,Name,Amount per cut-off,Recurrence,Start date,Taxable,Active\n2022-0005,Earning,Twice,100,Every cut-off,2026-02-01,Yes,Yes';
    const { batch } = await importCsv(payroll, form, file);
    const again = await uploadCsv(payroll, form, file);
    await checkBatch(payroll, again.id);
    const refused = await payroll.call('POST', `/api/imports/batch/${again.id}/commit`, {
      body: { skipBadRows: false },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain(batch.id);
  });

  it('rolls everything back when a row fails to be written, and shows the batch failed', async () => {
    await queryRows(
      current().owner,
      `create or replace function refuse_crash() returns trigger language plpgsql as $$
       begin if new.data->>'lastName' = 'Crash' then raise exception 'disk on fire'; end if; return new; end $$;
       create trigger refuse_crash before insert on records for each row execute function refuse_crash()`,
    );
    try {
      const batch = await uploadCsv(
        hr,
        EMPLOYEES,
        csv('IMP-0601,Fine,First,,,,,Yes', 'IMP-0602,Crash,Second,,,,,Yes'),
      );
      await checkBatch(hr, batch.id);
      const run = await commitBatch(hr, batch.id);
      expect(run.state).toBe('failed');
      expect((await batchOf(hr, batch.id)).status).toBe('failed');
      expect(await employee('IMP-0601')).toBeUndefined();
      expect(await account('IMP-0601')).toBeUndefined();
      expect(
        await countOf(`select count(*) as n from import_batch_rows where batch_id = $1`, [
          batch.id,
        ]),
      ).toBe(0);
    } finally {
      await queryRows(
        current().owner,
        'drop trigger refuse_crash on records; drop function refuse_crash()',
      );
    }
  });

  it('imports the approval matrix, approvers in one cell, and matches rows by name', async () => {
    const file = [
      'Name,Applies to,Department,Application types,Approvers,Active',
      'Imported: Sales leave,Department,Sales,leave; overtime,"1, hr; 2, admin",Yes',
    ].join('\n');
    const first = await importCsv(hr, 'approval-matrix', file);
    expect(first.counts).toMatchObject({ created: 1 });
    const list = await hr.call('POST', '/api/records/list', {
      body: { form_id: 'approval-matrix', q: 'Imported: Sales', fields: ['*'] },
    });
    expect(list.json<RecordListResponse>().items[0]?.data).toMatchObject({
      appliesTo: 'Department',
      department: 'Sales',
      applicationTypes: ['leave', 'overtime'],
      levels: [
        { level: 1, role: 'hr' },
        { level: 2, role: 'admin' },
      ],
    });
    expect((await importCsv(hr, 'approval-matrix', file)).counts).toMatchObject({
      created: 0,
      unchanged: 1,
    });
    const template = await hr.call('GET', '/api/imports/approval-matrix/template');
    expect(template.statusCode).toBe(200);
  });

  it('keeps batches to importers of their own organisation', async () => {
    const batch = await uploadCsv(hr, EMPLOYEES, csv('IMP-0701,Private,Row,,,,,Yes'));
    const worker = await signIn(current().app, 'acme', 'employee');
    const icare = await signIn(current().app, 'icare', 'admin');
    expect(
      (
        await worker.call(
          'POST',
          `/api/imports/${EMPLOYEES}`,
          importUpload('x.csv', 'text/csv', csv('IMP-0702,A,B,,,,,Yes')),
        )
      ).statusCode,
    ).toBe(403);
    expect((await worker.call('GET', `/api/imports/batch/${batch.id}`)).statusCode).toBe(403);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PUT', '/mapping', { columns: batch.mapping }],
      ['POST', '/check', undefined],
      ['POST', '/commit', { skipBadRows: true }],
      ['POST', '/undo', undefined],
      ['GET', '/problems', undefined],
      ['GET', '/problems.xlsx', undefined],
    ] as const) {
      const response = await icare.call(
        method,
        `/api/imports/batch/${batch.id}${path}`,
        body ? { body } : {},
      );
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const theirs = (
      await icare.call('GET', `/api/imports?formId=${EMPLOYEES}`)
    ).json<ImportHistory>();
    expect(theirs.items.map((item) => item.id)).not.toContain(batch.id);
    expect((await batchOf(admin, batch.id)).status).toBe('uploaded');
  });
});
