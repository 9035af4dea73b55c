import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { ImportReport } from '../../src/shared/api/record-import';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { queryRows } from './support/pg-client';

const FORM = 'payroll-earning-deduction';
const IMPORT = `/api/records/import/${FORM}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER =
  'Employee,Type,Name,Amount per cut-off,Recurrence,Start date,End date,Taxable,De minimis benefit,Priority when net pay runs short,Note,Active';

/** A multipart body with the file in `file` and, when given, the dry-run switch. */
function upload(name: string, type: string, body: Buffer | string, dryRun?: boolean) {
  const boundary = '----hcmimportboundary';
  const parts: Buffer[] = [];
  if (dryRun !== undefined)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\n${dryRun}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Earnings');
  sheet.addRow(HEADER.split(','));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describeOnEachDatabase('record importer (earnings and deductions)', (current) => {
  let admin: ApiCaller;
  let payroll: ApiCaller;

  const send = (caller: ApiCaller, file: ReturnType<typeof upload>, url = IMPORT) =>
    caller.call('POST', url, file);

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

  it('imports a good CSV: every row becomes a record, with history and an audit entry', async () => {
    const total = async () =>
      (
        await payroll.call('POST', '/api/records/list', { body: { form_id: FORM } })
      ).json<RecordListResponse>().total;
    // The list's total is remembered for a while; an import, like any write, makes it count again.
    const before = await total();
    const response = await send(
      payroll,
      upload(
        'earnings.csv',
        'text/csv',
        '\ufeff' +
          csv(
            '2022-0005,Earning,CSV meal allowance,"1,250.50",Every cut-off,2026-01-01,2026-12-31,Yes,,,,TRUE',
            '2022-0004,deduction,CSV canteen charge,300,One-time,Jan 15 2026,,yes,,70,From the canteen,',
          ),
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ImportReport>()).toMatchObject({
      dryRun: false,
      rowsRead: 2,
      rowsValid: 2,
      imported: 2,
      problems: [],
    });
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
    expect(history.json<{ items: { action: string; by: string }[] }>().items).toMatchObject([
      { action: 'created', by: 'payroll' },
    ]);
    const audit = await queryRows<{ action: string; detail: { rows: number } }>(
      current().owner,
      `select action, detail from audit_log where org_id = 'acme' and module = $1 order by audit_id desc limit 1`,
      [FORM],
    );
    expect(audit[0]).toMatchObject({ action: 'import', detail: { rows: 2 } });
  });

  it('imports a good XLSX with date, number and boolean cells', async () => {
    const body = await workbook([
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
    const response = await send(admin, upload('earnings.xlsx', XLSX, body));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ImportReport>()).toMatchObject({ rowsRead: 2, imported: 2 });
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

  it('a dry run reports every bad cell exactly and writes nothing', async () => {
    const file = csv(
      '2022-0005,Earning,Dry bad date,100,Every cut-off,2026-02-30,,Yes,,,,Yes',
      '2022-0005,Bonus,Dry bad type,100,Every cut-off,2026-02-01,,Yes,,,,Yes',
      '2022-0005,Earning,Dry three decimals,12.345,Every cut-off,2026-02-01,,Yes,,,,Yes',
      '2022-0005,Earning,Dry letters,12a,Every cut-off,2026-02-01,,Yes,,,,Yes',
      '2099-9999,Earning,Dry nobody,100,Every cut-off,2026-02-01,,Yes,,,,Yes',
      '2022-0004,Earning,Dry good row,100,Every cut-off,2026-02-01,,Maybe,,,,Yes',
      '2022-0004,Earning,Dry fine row,100,Every cut-off,2026-02-01,2026-01-01,Yes,,,,Yes',
      '2022-0004,Earning,Dry valid row,100,Every cut-off,2026-02-01,,Yes,,,,Yes',
    );
    const response = await send(payroll, upload('bad.csv', 'text/csv', file, true));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<ImportReport>();
    expect(report).toMatchObject({
      dryRun: true,
      rowsRead: 8,
      rowsValid: 1,
      imported: 0,
      unknownColumns: [],
      missingColumns: [],
      moreProblems: 0,
    });
    expect(report.problems).toEqual([
      {
        row: 2,
        column: 'Start date',
        field: '/startDate',
        value: '2026-02-30',
        message: 'Start date must be a date like 2026-01-31',
      },
      {
        row: 3,
        column: 'Type',
        field: '/type',
        value: 'Bonus',
        message: 'Type must be one of: Earning, Deduction',
      },
      {
        row: 4,
        column: 'Amount per cut-off',
        field: '/amount',
        value: '12.345',
        message:
          'Amount per cut-off must be an amount in pesos with at most 2 decimals, like 1500.00',
      },
      {
        row: 5,
        column: 'Amount per cut-off',
        field: '/amount',
        value: '12a',
        message:
          'Amount per cut-off must be an amount in pesos with at most 2 decimals, like 1500.00',
      },
      {
        row: 6,
        column: 'Employee',
        field: '/employee',
        value: '2099-9999',
        message: 'Employee must be the number of an existing employee',
      },
      {
        row: 7,
        column: 'Taxable',
        field: '/taxable',
        value: 'Maybe',
        message: 'Taxable must be Yes or No',
      },
      {
        row: 8,
        column: 'End date',
        field: '/endDate',
        value: '2026-01-01',
        message: 'End date must be on or after the start date',
      },
    ]);
    expect(await named(payroll, 'Dry')).toEqual([]);
  });

  it('reports a missing required column and ignores unknown ones', async () => {
    const file = [
      'employee,TYPE,name,Recurrence,Start date,Taxable,Active,Remarks',
      '2022-0005,Earning,No amount,Every cut-off,2026-02-01,Yes,Yes,hello',
    ].join('\n');
    const response = await send(payroll, upload('missing.csv', 'text/csv', file, true));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportReport>()).toMatchObject({
      rowsRead: 1,
      rowsValid: 0,
      unknownColumns: ['Remarks'],
      missingColumns: ['Amount per cut-off'],
      problems: [
        {
          row: 1,
          column: 'Amount per cut-off',
          field: '/amount',
          message: 'Column "Amount per cut-off" is required but the file has none',
        },
      ],
    });
  });

  it('writes nothing when one row is bad, and answers 422 with the report', async () => {
    const file = csv(
      '2022-0005,Earning,All or none one,100,Every cut-off,2026-02-01,,Yes,,,,Yes',
      '2022-0005,Earning,All or none two,-5,Every cut-off,2026-02-01,,Yes,,,,Yes',
    );
    const response = await send(payroll, upload('one-bad.csv', 'text/csv', file, false));
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json<{
      error: { code: string; fields: { path: string }[] };
      report: ImportReport;
    }>();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual([expect.objectContaining({ path: '/rows/3/amount' })]);
    expect(body.report).toMatchObject({ rowsRead: 2, rowsValid: 1, imported: 0 });
    expect(await named(payroll, 'All or none')).toEqual([]);
  });

  it('refuses roles that may not create the records, for the import and the template', async () => {
    const employee = await signIn(current().app, 'acme', 'employee');
    const hr = await signIn(current().app, 'acme', 'hr');
    const file = upload(
      'x.csv',
      'text/csv',
      csv('2022-0005,Earning,Refused row,100,Every cut-off,2026-02-01,,Yes,,,,Yes'),
    );
    expect((await send(employee, file)).statusCode).toBe(404);
    expect((await send(hr, file)).statusCode).toBe(403);
    expect((await employee.call('GET', `${IMPORT}/template`)).statusCode).toBe(404);
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
    const theirs = await send(
      payroll,
      upload(
        'x.csv',
        'text/csv',
        csv('2099-0001,Earning,Stranger row,100,Every cut-off,2026-02-01,,Yes,,,,Yes'),
        true,
      ),
    );
    expect(theirs.json<ImportReport>().problems).toEqual([
      expect.objectContaining({
        row: 2,
        field: '/employee',
        message: 'Employee must be the number of an existing employee',
      }),
    ]);
    // Both organisations have a 2022-0005: the caller's is the one referenced.
    const shared = await send(
      payroll,
      upload(
        'x.csv',
        'text/csv',
        csv('2022-0005,Earning,Shared number row,100,Every cut-off,2026-02-01,,Yes,,,,Yes'),
      ),
    );
    expect(shared.statusCode, shared.body).toBe(201);
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
    const response = await payroll.call('GET', `${IMPORT}/template`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER.split(','));
    expect(sheet.actualRowCount).toBe(2);
    const checked = await send(payroll, upload('template.xlsx', XLSX, response.rawPayload, true));
    expect(checked.json<ImportReport>()).toMatchObject({ rowsRead: 1, rowsValid: 1, problems: [] });
  });

  it('refuses other file types, oversized files and too many rows with a clear 4xx', async () => {
    const pdf = await send(payroll, upload('earnings.pdf', 'application/pdf', '%PDF-1.4 x', true));
    expect(pdf.statusCode).toBe(415);
    expect(errorOf(pdf).message).toMatch(/\.xlsx.*\.csv/);
    const fakeXlsx = await send(payroll, upload('earnings.xlsx', XLSX, 'not a zip', true));
    expect(fakeXlsx.statusCode).toBe(415);
    const brokenZip = await send(
      payroll,
      upload(
        'earnings.xlsx',
        XLSX,
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
        true,
      ),
    );
    expect(brokenZip.statusCode).toBe(422);
    const huge = await send(
      payroll,
      upload('big.csv', 'text/csv', 'x'.repeat(5 * 1024 * 1024 + 10), true),
    );
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).fields).toEqual([{ path: '/file', message: 'File must be at most 5 MB' }]);
    const row = '2022-0005,Earning,Many,100,Every cut-off,2026-02-01,,Yes,,,,Yes';
    const many = await send(
      payroll,
      upload('many.csv', 'text/csv', csv(...Array<string>(2001).fill(row)), true),
    );
    expect(many.statusCode).toBe(422);
    expect(errorOf(many).message).toMatch(/at most 2000 rows/);
    const empty = await send(payroll, upload('empty.csv', 'text/csv', HEADER, true));
    expect(empty.statusCode).toBe(422);
    const noFile = await payroll.call('POST', IMPORT, { body: {} });
    expect(noFile.statusCode).toBe(422);
    const notImportable = await send(
      admin,
      upload('x.csv', 'text/csv', 'Code,Name\nX,Y', true),
      '/api/records/import/utility-gender',
    );
    expect(notImportable.statusCode).toBe(404);
  });

  it('keeps records created by an import in their organisation', async () => {
    const icare = await signIn(current().app, 'icare', 'admin');
    const mine = await named(payroll, 'CSV meal allowance');
    expect(mine.length).toBe(1);
    const response = await icare.call('GET', `/api/records/${(mine[0] as RecordItem).id}`);
    expect(response.statusCode).toBe(404);
  });
});
