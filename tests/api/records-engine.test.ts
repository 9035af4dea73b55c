import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  FormResponse,
  FormSummary,
  RecordHistoryEntry,
  RecordItem,
  RecordListResponse,
  StoredFile,
} from '../../src/shared/api/records';
import type { NavigationResponse } from '../../src/shared/api/platform';
import { DEMO_ORGANIZATIONS } from '../../src/server/seed/demo-organizations';
import { API_KEY } from './support/test-app';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { multipart } from './support/multipart';
import { testForms } from './support/test-forms';

const VOUCHER = {
  voucherNumber: 'DV-2026-0901',
  date: '2026-11-20',
  status: 'Draft',
  particulars: 'Office supplies for November',
  paymentMode: 'Cash',
  lines: [
    {
      description: 'Bond paper',
      accountCode: '6200',
      quantity: 10,
      unitAmount: 25050,
      amount: 250500,
    },
    { description: 'Toner', accountCode: '6200', quantity: 1, unitAmount: 450000, amount: 450000 },
  ],
  withholdingTax: 0,
};

const forms = testForms();

describeOnEachDatabase('record engine behaviour', (current) => {
  let admin: ApiCaller;
  beforeAll(async () => {
    admin = await signIn(current().app, 'acme', 'admin');
  });

  const list = async (caller: ApiCaller, body: Record<string, unknown>) => {
    const response = await caller.call('POST', '/api/records/list', { body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordListResponse>();
  };
  const create = async (caller: ApiCaller, formId: string, data: Record<string, unknown>) =>
    caller.call('POST', '/api/records', { body: { form_id: formId, data } });

  describe('list: sort, filter, keyset paging', () => {
    it('walks every page of a sort in order, both directions, without repeats', async () => {
      // The definition's sample employees plus one per demo user of the organisation.
      const employees = forms.get('ers-employee')?.definition.seed?.length ?? 0;
      const expected =
        employees + (DEMO_ORGANIZATIONS.find((org) => org.orgId === 'acme')?.users.length ?? 0);
      for (const direction of ['asc', 'desc'] as const) {
        const seen: RecordItem[] = [];
        let cursor: string | undefined;
        do {
          const page = await list(admin, {
            form_id: 'ers-employee',
            sort: { field: 'lastName', direction },
            pageSize: 2,
            ...(cursor ? { cursor } : {}),
          });
          expect(page.total).toBe(expected);
          seen.push(...page.items);
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        const names = seen.map((item) => String(item.data.lastName).toLowerCase());
        const sorted = [...names].sort();
        expect(names).toEqual(direction === 'asc' ? sorted : sorted.reverse());
        expect(new Set(seen.map((item) => item.id)).size).toBe(expected);
      }
    });

    it('shows a committed write in the next total at once, though totals are shared', async () => {
      const total = async () =>
        (await list(admin, { form_id: 'utility-religion', pageSize: 1 })).total;
      const before = await total();
      expect(await total()).toBe(before);
      const made = await create(admin, 'utility-religion', {
        code: 'REL-COUNT',
        name: 'Counted religion',
        active: true,
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(await total()).toBe(before + 1);
      const removed = await admin.call('DELETE', `/api/records/${made.json<RecordItem>().id}`);
      expect(removed.statusCode).toBe(200);
      expect(await total()).toBe(before);
    });

    it('filters on indexed fields (equality, any-of, range) and counts the matches', async () => {
      const all = await list(admin, {
        form_id: 'ers-employee',
        pageSize: 200,
        fields: ['employmentStatus', 'active'],
      });
      const regular = all.items.filter((item) => item.data.employmentStatus === 'Regular');
      const filtered = await list(admin, {
        form_id: 'ers-employee',
        filter: { employmentStatus: 'Regular', active: true },
      });
      expect(filtered.items.map((item) => item.id).sort()).toEqual(
        regular
          .filter((item) => item.data.active === true)
          .map((item) => item.id)
          .sort(),
      );
      const anyOf = await list(admin, {
        form_id: 'ers-employee',
        filter: { employmentStatus: ['Regular', 'Probationary'] },
      });
      expect(anyOf.total).toBe(
        all.items.filter((item) =>
          ['Regular', 'Probationary'].includes(String(item.data.employmentStatus)),
        ).length,
      );
      const vouchers = await list(admin, {
        form_id: 'accounting-disbursement-voucher',
        filter: { date: { gte: '2025-01-01', lte: '2025-01-31' } },
      });
      for (const item of vouchers.items) expect(String(item.data.date)).toMatch(/^2025-01-/);
    });

    it('refuses unknown filters, sorts and cursors with a 400 naming the field', async () => {
      const badFilter = await admin.call('POST', '/api/records/list', {
        body: { form_id: 'ers-employee', filter: { email: 'x' } },
      });
      expect(badFilter.statusCode).toBe(400);
      expect(errorOf(badFilter).fields?.[0]?.path).toBe('/filter/email');
      const badSort = await admin.call('POST', '/api/records/list', {
        body: { form_id: 'ers-employee', sort: { field: 'email', direction: 'asc' } },
      });
      expect(errorOf(badSort).fields?.[0]).toMatchObject({ path: '/sort/field' });
      const badCursor = await admin.call('POST', '/api/records/list', {
        body: { form_id: 'ers-employee', cursor: 'bm9wZQ' },
      });
      expect(badCursor.statusCode).toBe(400);
      expect(errorOf(badCursor).fields?.[0]?.path).toBe('/cursor');
      const unknownForm = await admin.call('POST', '/api/records/list', {
        body: { form_id: 'no-such-form' },
      });
      expect(unknownForm.statusCode).toBe(404);
    });
  });

  describe('rules, lookups and references', () => {
    it('recomputes totals whatever was sent and drops fields the rules hide', async () => {
      const response = await create(admin, 'accounting-disbursement-voucher', {
        ...VOUCHER,
        grossAmount: 1,
        netAmount: 999999999,
        checkNumber: '00012345',
      });
      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json<RecordItem>();
      expect(data.grossAmount).toBe(700500);
      expect(data.netAmount).toBe(700500);
      expect(data).not.toHaveProperty('checkNumber');
    });

    it('requires fields the rules make required, in words', async () => {
      const response = await create(admin, 'accounting-disbursement-voucher', {
        ...VOUCHER,
        paymentMode: 'Check',
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toEqual(
        expect.arrayContaining([{ path: '/checkNumber', message: 'Check no. is required' }]),
      );
    });

    it('takes a lookup label from the record it names and refuses unknown records', async () => {
      const divisions = await list(admin, { form_id: 'utility-division', pageSize: 1 });
      const division = divisions.items[0] as RecordItem;
      const made = await create(admin, 'utility-sub-division', {
        code: 'SUB-LOOKUP',
        name: 'Lookup test',
        active: true,
        division: { id: division.id, label: 'Forged label' },
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json<RecordItem>().data.division).toEqual({
        id: division.id,
        label: division.data.name,
      });

      const unknown = await create(admin, 'utility-sub-division', {
        code: 'SUB-LOOKUP-2',
        name: 'Lookup test 2',
        active: true,
        division: { id: '00000000-0000-4000-8000-000000000000', label: 'Nope' },
      });
      expect(unknown.statusCode).toBe(422);
      expect(errorOf(unknown).fields?.[0]?.path).toBe('/division');
    });

    it('records field-level changes down to a line item', async () => {
      const made = (
        await create(admin, 'accounting-disbursement-voucher', VOUCHER)
      ).json<RecordItem>();
      const lines = structuredClone(VOUCHER.lines);
      (lines[1] as { amount: number }).amount = 460000;
      const updated = await admin.call('PUT', `/api/records/${made.id}`, {
        body: { data: { ...VOUCHER, lines }, version: 1 },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const history = (await admin.call('GET', `/api/records/${made.id}/history`)).json<{
        items: RecordHistoryEntry[];
      }>().items;
      expect(history[0]?.changes).toEqual(
        expect.arrayContaining([
          { path: '/lines/1/amount', before: 450000, after: 460000 },
          { path: '/grossAmount', before: 700500, after: 710500 },
        ]),
      );
    });
  });

  describe('access', () => {
    it('lists only the forms a role may use and refuses the rest as not found', async () => {
      const employee = await signIn(current().app, 'acme', 'employee');
      const forms = (await employee.call('GET', '/api/forms')).json<{ forms: FormSummary[] }>()
        .forms;
      expect(forms.map((form) => form.formId)).toContain('utility-gender');
      expect(forms.find((form) => form.formId === 'utility-gender')?.canWrite).toBe(false);
      expect(forms.some((form) => form.module === 'accounting')).toBe(false);
      expect(
        (await employee.call('GET', '/api/forms/accounting-disbursement-voucher')).statusCode,
      ).toBe(404);
      const write = await create(employee, 'utility-gender', {
        code: 'X',
        name: 'X',
        active: true,
      });
      expect(write.statusCode).toBe(403);
    });

    it('keeps a form restricted to named accounts in one organisation (spec section 5)', async () => {
      const hr = await signIn(current().app, 'acme', 'hr');
      const accountant = await signIn(current().app, 'acme', 'accountant');
      expect((await hr.call('GET', '/api/forms/accounting-payroll-journal-entry')).statusCode).toBe(
        404,
      );
      expect(
        (await accountant.call('GET', '/api/forms/accounting-payroll-journal-entry')).statusCode,
      ).toBe(200);
      const icareHr = await signIn(current().app, 'icare', 'hr');
      expect(
        (await icareHr.call('GET', '/api/forms/accounting-payroll-journal-entry')).statusCode,
      ).toBe(200);
    });

    it('puts readable forms in the menu by module', async () => {
      const nav = (await admin.call('GET', '/api/navigation')).json<NavigationResponse>();
      const utilities = nav.groups.find((group) => group.id === 'forms-utility');
      expect(utilities?.items.find((item) => item.id === 'utility-aggregate-breaks')?.path).toBe(
        '/utility/aggregate-breaks',
      );
      expect(utilities?.items.find((item) => item.id === 'utility-gender')?.path).toBe(
        '/utility/gender/list',
      );
      // Lists everyone reads through the forms are in the menu of those who keep them only.
      const employee = await signIn(current().app, 'acme', 'employee');
      const theirs = (await employee.call('GET', '/api/navigation')).json<NavigationResponse>();
      expect(theirs.groups.map((group) => group.id)).not.toContain('forms-utility');
      expect(theirs.groups.map((group) => group.id)).not.toContain('forms-reference');
      expect((await employee.call('GET', '/api/forms/utility-gender')).statusCode).toBe(200);
    });
  });

  describe('definitions and browser validators', () => {
    it('serves a bundled definition and a CSP-safe validator module', async () => {
      const response = (
        await admin.call('GET', '/api/forms/accounting-disbursement-voucher')
      ).json<FormResponse>();
      expect(response.definition.schema.$defs).toHaveProperty('money');
      expect(response.definition.uiSchema?.lines).toMatchObject({ 'ui:field': 'table' });
      expect(response.definition.uiSchema?.grossAmount).toMatchObject({
        'ui:widget': 'money',
        'ui:readonly': true,
      });
      const module = await current().app.inject({ method: 'GET', url: response.validatorUrl });
      expect(module.statusCode).toBe(200);
      expect(module.headers['content-type']).toMatch(/javascript/);
      expect(module.body).toMatch(/^export default function \(require\)/);
      expect(module.body).not.toMatch(/new Function|eval\(/);
    });
  });

  describe('files', () => {
    it('stores an attachment, serves it back to its organisation only, and checks references', async () => {
      const pdf = Buffer.from('%PDF-1.4\n% test receipt\n');
      const { payload, contentType } = multipart('receipt.pdf', 'application/pdf', pdf);
      const upload = await admin.call('POST', '/api/files', {
        body: payload,
        headers: { 'content-type': contentType },
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const file = upload.json<StoredFile>();
      expect(file).toMatchObject({
        name: 'receipt.pdf',
        size: pdf.length,
        type: 'application/pdf',
      });

      const download = await admin.call('GET', `/api/files/${file.id}`);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      const other = await signIn(current().app, 'icare', 'admin');
      expect((await other.call('GET', `/api/files/${file.id}`)).statusCode).toBe(404);

      const attached = await create(admin, 'accounting-disbursement-voucher', {
        ...VOUCHER,
        attachments: [file],
      });
      expect(attached.statusCode, attached.body).toBe(201);
      const foreign = await create(other, 'accounting-disbursement-voucher', {
        ...VOUCHER,
        attachments: [file],
      });
      expect(foreign.statusCode).toBe(422);
      expect(errorOf(foreign).fields?.[0]?.path).toBe('/attachments/0');
    });

    it('takes as a photo only a picture stored in the organisation', async () => {
      const upload = async (caller: ApiCaller, name: string, type: string, body: Buffer) => {
        const { payload, contentType } = multipart(name, type, body);
        const response = await caller.call('POST', '/api/files', {
          body: payload,
          headers: { 'content-type': contentType },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<StoredFile>();
      };
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
      const image = await upload(admin, 'face.png', 'image/png', png);
      const pdf = await upload(admin, 'cv.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'));
      const other = await signIn(current().app, 'icare', 'admin');
      const foreign = await upload(other, 'face.png', 'image/png', png);

      const [employee] = (await list(admin, { form_id: 'ers-employee', fields: ['*'] })).items;
      if (!employee) throw new Error('acme has no employee');
      const save = (photo: StoredFile) =>
        admin.call('PUT', `/api/records/${employee.id}`, {
          body: { data: { ...employee.data, photo }, version: employee.version },
        });
      const notAnImage = {
        path: '/photo',
        message: 'Photo must be an image (PNG, JPEG, GIF or WebP)',
      };
      for (const [photo, problem] of [
        [pdf, notAnImage],
        // The type the server stored counts, not the one the record claims.
        [{ ...pdf, type: 'image/png' }, notAnImage],
        [foreign, { path: '/photo', message: 'Photo is not a file stored here' }],
      ] as const) {
        const refused = await save(photo);
        expect(refused.statusCode, refused.body).toBe(422);
        expect(errorOf(refused).fields).toEqual([problem]);
      }

      const saved = await save(image);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<RecordItem>().data.photo).toEqual(image);
    });

    it('refuses files of other types and over the size limit', async () => {
      const exe = multipart('tool.exe', 'application/x-msdownload', Buffer.from('MZ'));
      const wrongType = await admin.call('POST', '/api/files', {
        body: exe.payload,
        headers: { 'content-type': exe.contentType },
      });
      expect(wrongType.statusCode).toBe(422);
      expect(errorOf(wrongType).fields?.[0]?.path).toBe('/file');
      const big = multipart('big.pdf', 'application/pdf', Buffer.alloc(10 * 1024 * 1024 + 1, 65));
      const tooBig = await admin.call('POST', '/api/files', {
        body: big.payload,
        headers: { 'content-type': big.contentType },
      });
      expect(tooBig.statusCode).toBe(413);
    });
  });

  describe('export', () => {
    it('exports the whole list query as CSV and as XLSX', async () => {
      const csv = await admin.call('POST', '/api/records/export', {
        body: { form_id: 'ers-employee', format: 'csv', filter: { employmentStatus: 'Regular' } },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(
        /attachment; filename="ers-employee-.*\.csv"/,
      );
      const lines = csv.body
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toMatch(/^Employee number,Last name,First name/);
      const regular = await list(admin, {
        form_id: 'ers-employee',
        filter: { employmentStatus: 'Regular' },
      });
      expect(lines.length - 1).toBe(regular.total);

      const xlsx = await admin.call('POST', '/api/records/export', {
        body: { form_id: 'accounting-disbursement-voucher', format: 'xlsx' },
      });
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as never);
      const sheet = workbook.worksheets[0];
      const vouchers = await list(admin, {
        form_id: 'accounting-disbursement-voucher',
        pageSize: 200,
      });
      expect(sheet?.rowCount).toBe(vouchers.total + 1);
      expect(sheet?.getRow(1).getCell(1).value).toBe('Voucher no.');
    });
  });

  it('answers the validator module without a session or API key (dynamic import cannot send them)', async () => {
    const { validatorUrl } = (
      await admin.call('GET', '/api/forms/utility-gender')
    ).json<FormResponse>();
    const bare = await current().app.inject({ method: 'GET', url: validatorUrl });
    expect(bare.statusCode).toBe(200);
    const missing = await current().app.inject({
      method: 'GET',
      url: '/api/forms/validators/00000000000000000000.js',
      headers: { 'x-api-key': API_KEY },
    });
    expect(missing.statusCode).toBe(404);
  });
});
