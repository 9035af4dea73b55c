import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { ImportBatch } from '../../src/shared/api/import-batches';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import {
  XLSX,
  batchOf,
  checkBatch,
  importCsv,
  importUpload,
  problemsOf,
  uploadCsv,
  workbookOf,
  commitBatch,
} from './support/imports';
import { describeOnEachDatabase } from './support/on-each-database';
import { queryRows } from './support/pg-client';

const FORM = 'payroll-earning-deduction';
const UPLOAD = `/api/imports/${FORM}`;
const HEADER =
  'Employee,Type,Name,Amount per cut-off,Recurrence,Start date,End date,Taxable,De minimis benefit,Priority when net pay runs short,Note,Active';

const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

describeOnEachDatabase(
  'definition importer: cells and files (earnings and deductions)',
  (current) => {
    let admin: ApiCaller;
    let payroll: ApiCaller;

    const named = async (caller: ApiCaller, name: string) => {
      const response = await caller.call('POST', '/api/records/list', {
        body: { form_id: FORM, q: name, pageSize: 200, fields: ['*'] },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<RecordListResponse>().items;
    };

    const employeeId = async (caller: ApiCaller, number: string) => {
      const response = await caller.call('POST', '/api/records/list', {
        body: { form_id: 'ers-employee', employeeNumber: number },
      });
      return response.json<RecordListResponse>().items[0]?.id;
    };

    beforeAll(async () => {
      admin = await signIn(current().app, 'acme', 'admin');
      payroll = await signIn(current().app, 'acme', 'payroll');
    });

    it('imports a good CSV: every row becomes a record, with history and an audit entry naming the batch', async () => {
      const total = async () =>
        (
          await payroll.call('POST', '/api/records/list', { body: { form_id: FORM } })
        ).json<RecordListResponse>().total;
      // The list's total is remembered for a while; an import, like any write, makes it count again.
      const before = await total();
      const { batch, counts } = await importCsv(
        payroll,
        FORM,
        '\ufeff' +
          csv(
            '2022-0005,Earning,CSV meal allowance,"1,250.50",Every cut-off,2026-01-01,2026-12-31,Yes,,,,TRUE',
            '2022-0004,deduction,CSV canteen charge,300,One-time,Jan 15 2026,,yes,,70,From the canteen,',
          ),
      );
      expect(counts).toMatchObject({ rowsRead: 2, valid: 2, bad: 0, created: 2 });
      expect(batch.status).toBe('committed');
      expect(await total()).toBe(before + 2);
      const [meal] = await named(payroll, 'CSV meal allowance');
      expect(meal?.data).toEqual({
        employee: {
          id: await employeeId(payroll, '2022-0005'),
          label: 'Mendoza, Carla',
          employeeNumber: '2022-0005',
        },
        type: 'Earning',
        name: 'CSV meal allowance',
        amount: 125050,
        recurrence: 'Every cut-off',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        taxable: true,
        active: true,
      });
      const [charge] = await named(payroll, 'CSV canteen charge');
      // Defaults fill blank cells; the end date of a one-time entry is hidden and dropped.
      expect(charge?.data).toMatchObject({
        type: 'Deduction',
        amount: 30000,
        recurrence: 'One-time',
        startDate: '2026-01-15',
        priority: 70,
        active: true,
      });
      const history = await payroll.call('GET', `/api/records/${meal?.id}/history`);
      expect(history.json<{ items: unknown[] }>().items).toMatchObject([
        { action: 'created', by: 'payroll', importBatchId: batch.id },
      ]);
      const audit = await queryRows<{ action: string; detail: { batchId: string } }>(
        current().owner,
        `select action, detail from audit_log where org_id = 'acme' and module = $1 order by audit_id desc limit 1`,
        [FORM],
      );
      expect(audit[0]).toMatchObject({
        action: 'import',
        detail: { batchId: batch.id, created: 2 },
      });
    });

    it('imports a good XLSX with date, number and boolean cells', async () => {
      const body = await workbookOf(HEADER.split(','), [
        [
          '2022-0005',
          'Earning',
          'XLSX rice subsidy',
          1500.75,
          'Every cut-off',
          new Date(Date.UTC(2026, 2, 1)),
          new Date(Date.UTC(2026, 5, 30)),
          false,
          'Rice subsidy',
          null,
          null,
          true,
        ],
        [
          '2022-0004',
          'Deduction',
          'XLSX loan',
          '2000',
          'One-time',
          '2026-03-15',
          null,
          'TRUE',
          null,
          80,
          null,
          'Yes',
        ],
      ]);
      const response = await admin.call('POST', UPLOAD, importUpload('earnings.xlsx', XLSX, body));
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<ImportBatch>().id;
      expect((await checkBatch(admin, id)).counts).toMatchObject({ rowsRead: 2, valid: 2 });
      expect((await commitBatch(admin, id)).state).toBe('succeeded');
      const [rice] = await named(admin, 'XLSX rice subsidy');
      expect(rice?.data).toMatchObject({
        amount: 150075,
        startDate: '2026-03-01',
        endDate: '2026-06-30',
        taxable: false,
        deMinimis: 'Rice subsidy',
      });
      const [loan] = await named(admin, 'XLSX loan');
      expect(loan?.data).toMatchObject({ amount: 200000, priority: 80, taxable: true });
    });

    it('a check reports every bad cell exactly and writes nothing', async () => {
      const batch = await uploadCsv(
        payroll,
        FORM,
        csv(
          '2022-0005,Earning,Dry bad date,100,Every cut-off,2026-02-30,,Yes,,,,Yes',
          '2022-0005,Bonus,Dry bad type,100,Every cut-off,2026-02-01,,Yes,,,,Yes',
          '2022-0005,Earning,Dry three decimals,12.345,Every cut-off,2026-02-01,,Yes,,,,Yes',
          '2022-0005,Earning,Dry letters,12a,Every cut-off,2026-02-01,,Yes,,,,Yes',
          '2099-9999,Earning,Dry nobody,100,Every cut-off,2026-02-01,,Yes,,,,Yes',
          '2022-0004,Earning,Dry good row,100,Every cut-off,2026-02-01,,Maybe,,,,Yes',
          '2022-0004,Earning,Dry fine row,100,Every cut-off,2026-02-01,2026-01-01,Yes,,,,Yes',
          '2022-0004,Earning,Dry valid row,100,Every cut-off,2026-02-01,,Yes,,,,Yes',
        ),
      );
      const checked = await checkBatch(payroll, batch.id);
      expect(checked.counts).toMatchObject({ rowsRead: 8, valid: 1, bad: 7, problems: 7 });
      const amount =
        'Amount per cut-off must be an amount in pesos with at most 2 decimals, like 1500.00';
      expect((await problemsOf(payroll, batch.id)).items).toEqual([
        {
          row: 2,
          column: 'Start date',
          value: '2026-02-30',
          message: 'Start date must be a date like 2026-01-31',
        },
        {
          row: 3,
          column: 'Type',
          value: 'Bonus',
          message: 'Type must be one of: Earning, Deduction',
        },
        { row: 4, column: 'Amount per cut-off', value: '12.345', message: amount },
        { row: 5, column: 'Amount per cut-off', value: '12a', message: amount },
        {
          row: 6,
          column: 'Employee',
          value: '2099-9999',
          message: 'Employee must be the number of an existing employee',
        },
        { row: 7, column: 'Taxable', value: 'Maybe', message: 'Taxable must be Yes or No' },
        {
          row: 8,
          column: 'End date',
          value: '2026-01-01',
          message: 'End date must be on or after the start date',
        },
      ]);
      expect(await named(payroll, 'Dry')).toEqual([]);
    });

    it('maps columns by title or key and leaves unknown ones unmapped; a required field must be mapped', async () => {
      const batch = await uploadCsv(
        payroll,
        FORM,
        [
          'employee,TYPE,name,Recurrence,Start date,Taxable,Active,Remarks',
          '2022-0005,Earning,No amount,Every cut-off,2026-02-01,Yes,Yes,hello',
        ].join('\n'),
      );
      expect(batch.mapping).toEqual([
        { header: 'employee', field: 'employee' },
        { header: 'TYPE', field: 'type' },
        { header: 'name', field: 'name' },
        { header: 'Recurrence', field: 'recurrence' },
        { header: 'Start date', field: 'startDate' },
        { header: 'Taxable', field: 'taxable' },
        { header: 'Active', field: 'active' },
        { header: 'Remarks', field: null },
      ]);
      expect(batch.fields.find((field) => field.name === 'amount')).toMatchObject({
        required: true,
      });
      const check = await payroll.call('POST', `/api/imports/batch/${batch.id}/check`);
      expect(check.statusCode).toBe(422);
      expect(errorOf(check).message).toBe('Amount per cut-off is required: map a column to it');
    });

    it('refuses roles that may not create the records, for the upload and the template', async () => {
      const employee = await signIn(current().app, 'acme', 'employee');
      const hr = await signIn(current().app, 'acme', 'hr');
      const file = importUpload(
        'x.csv',
        'text/csv',
        csv('2022-0005,Earning,Refused row,100,Every cut-off,2026-02-01,,Yes,,,,Yes'),
      );
      expect((await employee.call('POST', UPLOAD, file)).statusCode).toBe(403);
      expect((await hr.call('POST', UPLOAD, file)).statusCode).toBe(403);
      expect((await employee.call('GET', `${UPLOAD}/template`)).statusCode).toBe(403);
      expect(await named(admin, 'Refused row')).toEqual([]);
    });

    it("resolves employee numbers in the caller's organisation only", async () => {
      const icare = await signIn(current().app, 'icare', 'admin');
      const created = await icare.call('POST', '/api/records', {
        body: {
          form_id: 'ers-employee',
          data: {
            employeeNumber: '2099-0001',
            lastName: 'Elsewhere',
            firstName: 'Only',
            active: true,
          },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const theirs = await uploadCsv(
        payroll,
        FORM,
        csv('2099-0001,Earning,Stranger row,100,Every cut-off,2026-02-01,,Yes,,,,Yes'),
      );
      await checkBatch(payroll, theirs.id);
      expect((await problemsOf(payroll, theirs.id)).items).toEqual([
        expect.objectContaining({
          row: 2,
          column: 'Employee',
          message: 'Employee must be the number of an existing employee',
        }),
      ]);
      // Both organisations have a 2022-0005: the caller's is the one referenced.
      await importCsv(
        payroll,
        FORM,
        csv('2022-0005,Earning,Shared number row,100,Every cut-off,2026-02-01,,Yes,,,,Yes'),
      );
      const [record] = await named(payroll, 'Shared number row');
      expect((record?.data.employee as { id: string }).id).toBe(
        await employeeId(payroll, '2022-0005'),
      );
      expect((record?.data.employee as { id: string }).id).not.toBe(
        await employeeId(icare, '2022-0005'),
      );
      expect(await named(icare, 'Shared number row')).toEqual([]);
    });

    it('downloads a template whose columns and example row import as they are', async () => {
      const response = await payroll.call('GET', `${UPLOAD}/template`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      // Every column of the form, the optional ones a file may leave out included.
      const [employee, type, ...rest] = HEADER.split(',');
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        employee,
        type,
        'Earning, deduction or adjustment type',
        ...rest,
      ]);
      expect(sheet.actualRowCount).toBe(2);
      const uploaded = await payroll.call(
        'POST',
        UPLOAD,
        importUpload('template.xlsx', XLSX, response.rawPayload),
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const checked = await checkBatch(payroll, uploaded.json<ImportBatch>().id);
      expect(checked.counts).toMatchObject({ rowsRead: 1, valid: 1, problems: 0 });
    });

    it('refuses other file types, oversized files and too many rows with a clear 4xx', async () => {
      const send = (name: string, type: string, body: Buffer | string, url = UPLOAD) =>
        payroll.call('POST', url, importUpload(name, type, body));
      const pdf = await send('earnings.pdf', 'application/pdf', '%PDF-1.4 x');
      expect(pdf.statusCode).toBe(415);
      expect(errorOf(pdf).message).toMatch(/\.xlsx.*\.csv/);
      expect((await send('earnings.xlsx', XLSX, 'not a zip')).statusCode).toBe(415);
      const brokenZip = await send(
        'earnings.xlsx',
        XLSX,
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
      );
      expect(brokenZip.statusCode).toBe(422);
      const huge = await send('big.csv', 'text/csv', 'x'.repeat(20 * 1024 * 1024 + 10));
      expect(huge.statusCode).toBe(413);
      expect(errorOf(huge).fields).toEqual([
        { path: '/file', message: 'File must be at most 20 MB' },
      ]);
      const row = '2022-0005,Earning,Many,100,Every cut-off,2026-02-01,,Yes,,,,Yes';
      const many = await send('many.csv', 'text/csv', csv(...Array<string>(2001).fill(row)));
      expect(many.statusCode).toBe(422);
      expect(errorOf(many).message).toMatch(/at most 2000 rows/);
      expect((await send('empty.csv', 'text/csv', HEADER)).statusCode).toBe(422);
      expect((await payroll.call('POST', UPLOAD, { body: {} })).statusCode).toBe(422);
      const badMode = await payroll.call(
        'POST',
        UPLOAD,
        importUpload('x.csv', 'text/csv', csv(row), { mode: 'merge' }),
      );
      expect(badMode.statusCode).toBe(422);
      expect(errorOf(badMode).fields).toEqual([
        { path: '/mode', message: 'mode must be create or update' },
      ]);
      const noKey = await payroll.call(
        'POST',
        UPLOAD,
        importUpload('x.csv', 'text/csv', csv(row), { mode: 'update' }),
      );
      expect(noKey.statusCode).toBe(422);
      expect(errorOf(noKey).fields?.[0]?.path).toBe('/mode');
      const notImportable = await admin.call(
        'POST',
        '/api/imports/utility-gender',
        importUpload('x.csv', 'text/csv', 'Code,Name\nX,Y'),
      );
      expect(notImportable.statusCode).toBe(404);
    });

    it('keeps records created by an import, and the batch, in their organisation', async () => {
      const icare = await signIn(current().app, 'icare', 'admin');
      const mine = await named(payroll, 'CSV meal allowance');
      expect(mine.length).toBe(1);
      expect(
        (await icare.call('GET', `/api/records/${(mine[0] as RecordItem).id}`)).statusCode,
      ).toBe(404);
      const history = await payroll.call('GET', `/api/imports?formId=${FORM}`);
      const [latest] = history.json<{ items: { id: string }[] }>().items;
      expect((await batchOf(payroll, latest!.id)).formId).toBe(FORM);
      expect((await icare.call('GET', `/api/imports/batch/${latest!.id}`)).statusCode).toBe(404);
    });
  },
);
