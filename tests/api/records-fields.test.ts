import { beforeAll, expect, it } from 'vitest';
import type { FormResponse, RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { queryRows } from './support/pg-client';

// `fields` of POST /api/records/list: each item carries only the data asked for (by default
// what the list shows), and keeps every property besides data.

const VOUCHER = 'accounting-disbursement-voucher';
const ITEM_KEYS = [
  'createdAt',
  'createdBy',
  'data',
  'deletedAt',
  'formId',
  'id',
  'updatedAt',
  'updatedBy',
  'version',
];

const pick = (data: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([name]) => names.includes(name)));

describeOnEachDatabase('records/list fields', (current) => {
  let admin: ApiCaller;
  let icare: ApiCaller;
  /** acme's vouchers as GET /api/records/:id shows them: whole. */
  let vouchers: RecordItem[];

  const list = (caller: ApiCaller, body: Record<string, unknown>) =>
    caller.call('POST', '/api/records/list', { body });
  const items = async (caller: ApiCaller, body: Record<string, unknown>) => {
    const response = await list(caller, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordListResponse>().items;
  };
  /** Each listed voucher against the whole record: the same but for data, which has `names`. */
  const expectVouchers = (listed: RecordItem[], names: string[]) => {
    expect(listed.map((item) => item.id).sort()).toEqual(vouchers.map((item) => item.id).sort());
    for (const item of listed) {
      const whole = vouchers.find((voucher) => voucher.id === item.id)!;
      expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
      expect(item).toEqual({ ...whole, data: pick(whole.data, names) });
    }
  };

  beforeAll(async () => {
    admin = await signIn(current().app, 'acme', 'admin');
    icare = await signIn(current().app, 'icare', 'admin');
    const ids = (await items(admin, { form_id: VOUCHER, fields: ['*'] })).map((item) => item.id);
    vouchers = await Promise.all(
      ids.map(async (id) => (await admin.call('GET', `/api/records/${id}`)).json<RecordItem>()),
    );
    expect(vouchers.length).toBeGreaterThan(1);
  });

  it('carries the list columns, label and employee field by default', async () => {
    const { definition } = (await admin.call('GET', `/api/forms/${VOUCHER}`)).json<FormResponse>();
    const names = [...definition.list.columns, ...(definition.list.label ?? [])];
    expect(names).not.toContain('particulars');
    expectVouchers(await items(admin, { form_id: VOUCHER }), names);

    const employees = await items(admin, { form_id: 'ers-employee', pageSize: 5 });
    for (const { data } of employees) {
      expect(Object.keys(data)).not.toContain('email');
      expect(data).toHaveProperty('employeeNumber');
      expect(data).toHaveProperty('lastName');
    }
  });

  it('carries exactly the fields asked for, a pointer selecting its top-level field', async () => {
    expectVouchers(await items(admin, { form_id: VOUCHER, fields: ['particulars', 'netAmount'] }), [
      'particulars',
      'netAmount',
    ]);
    expectVouchers(
      await items(admin, { form_id: VOUCHER, fields: ['/lines/0/amount', '/status', 'status'] }),
      ['lines', 'status'],
    );
  });

  it('carries the whole record for ["*"], as GET /api/records/:id does', async () => {
    const listed = await items(admin, { form_id: VOUCHER, fields: ['*'] });
    expect(listed).toEqual(expect.arrayContaining(vouchers));
    expect(listed).toHaveLength(vouchers.length);
  });

  it('refuses unknown fields with a 400 naming each', async () => {
    const response = await list(admin, {
      form_id: VOUCHER,
      fields: ['status', 'noSuchField', '/alsoNot/label', 'STATUS'],
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('bad_request');
    expect(error.fields?.map((field) => field.path)).toEqual([
      '/fields/1',
      '/fields/2',
      '/fields/3',
    ]);
    expect(error.fields?.[0]?.message).toMatch(/^noSuchField is not a field of Disbursement/);
    expect(error.fields?.[1]?.message).toMatch(/^\/alsoNot\/label is not a field/);
    expect(error.message).toContain('noSuchField');

    const mixed = await list(admin, { form_id: VOUCHER, fields: ['*', 'status'] });
    expect(mixed.statusCode).toBe(400);
    expect(errorOf(mixed).fields?.map((field) => field.path)).toEqual(['/fields']);
    // Not a list of names at all: the request schema's 422, as for any malformed body.
    for (const fields of [[], 'status', [1]]) {
      const refused = await list(admin, { form_id: VOUCHER, fields });
      expect(refused.statusCode, JSON.stringify(fields)).toBe(422);
      expect(errorOf(refused).fields?.[0]?.path).toMatch(/^\/fields/);
    }
  });

  it('leaves out a field the organisation has switched off, though it is stored', async () => {
    const query = { form_id: 'company-site', q: 'head office' };
    const [stored] = await items(icare, { ...query, fields: ['*'] });
    expect(stored?.data.siteCode).toBe('MNL-01');
    const [asked] = await items(icare, { ...query, fields: ['name', 'siteCode'] });
    expect(asked?.data).toEqual({ name: stored?.data.name });
    const [byDefault] = await items(icare, query);
    expect(byDefault?.data).not.toHaveProperty('siteCode');
    expect(byDefault?.data).toHaveProperty('name');

    const [acmeSite] = await items(admin, { form_id: 'company-site', fields: ['siteCode'] });
    expect(Object.keys(acmeSite?.data ?? {})).toEqual(['siteCode']);
  });

  it("keeps each record's list projection beside its document, through every write", async () => {
    const { definition } = (await admin.call('GET', `/api/forms/${VOUCHER}`)).json<FormResponse>();
    const listed = [...new Set([...definition.list.columns, ...(definition.list.label ?? [])])];
    const projection = async (id: string) =>
      (
        await queryRows<{ list_data: Record<string, unknown> | null }>(
          current().owner,
          'select list_data from records where id = $1',
          [id],
        )
      )[0]?.list_data;
    // The seeded ones, derived at start; then a save and an edit.
    for (const voucher of vouchers)
      expect(await projection(voucher.id)).toEqual(pick(voucher.data, listed));
    const [sample] = vouchers;
    const response = await admin.call('POST', '/api/records', {
      body: { form_id: VOUCHER, data: { ...sample!.data, voucherNumber: 'DV-2026-9901' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<RecordItem>();
    expect(await projection(created.id)).toEqual(pick(created.data, listed));
    const edited = await admin.call('PUT', `/api/records/${created.id}`, {
      body: {
        data: { ...created.data, voucherNumber: 'DV-2026-9902', particulars: 'Edited' },
        version: 1,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await projection(created.id)).toEqual(pick(edited.json<RecordItem>().data, listed));
    expect(await projection(created.id)).toMatchObject({ voucherNumber: 'DV-2026-9902' });
    await admin.call('DELETE', `/api/records/${created.id}`);
  });

  it('lists its default fields from the projection, and from the document where there is none', async () => {
    const [voucher] = vouchers;
    const shown = async (fields?: string[]) =>
      (await items(admin, { form_id: VOUCHER, ...(fields ? { fields } : {}) })).find(
        (item) => item.id === voucher!.id,
      )?.data;
    const setProjection = (value: string | null) =>
      queryRows(current().owner, 'update records set list_data = $2::json where id = $1', [
        voucher!.id,
        value,
      ]);
    const byDefault = await shown();
    // What the list reads is the stored projection, not the document...
    await setProjection(JSON.stringify({ ...byDefault, voucherNumber: 'FROM-PROJECTION' }));
    expect(await shown()).toMatchObject({ voucherNumber: 'FROM-PROJECTION' });
    expect(await shown(['voucherNumber'])).toEqual({ voucherNumber: 'FROM-PROJECTION' });
    // ...but a field it does not keep, or the whole record, comes from the document.
    expect(await shown(['voucherNumber', 'particulars'])).toEqual(
      pick(voucher!.data, ['voucherNumber', 'particulars']),
    );
    // A record not derived yet lists the same as one that is.
    await setProjection(null);
    expect(await shown()).toEqual(byDefault);
    expect(await shown(['voucherNumber'])).toEqual(pick(voucher!.data, ['voucherNumber']));
    await setProjection(JSON.stringify(byDefault));
  });

  it('serves the list page and lookups what they ask for, page after page', async () => {
    // What the list page sends: its visible columns (here a person's own choice) and a cursor.
    const body = {
      form_id: VOUCHER,
      sort: { field: 'date', direction: 'desc' },
      fields: ['voucherNumber', 'date', 'grossAmount'],
      pageSize: 1,
    };
    const first = (await list(admin, body)).json<RecordListResponse>();
    expect(first.total).toBe(vouchers.length);
    const second = (
      await list(admin, { ...body, cursor: first.nextCursor })
    ).json<RecordListResponse>();
    const seen = [...first.items, ...second.items];
    expect(new Set(seen.map((item) => item.id)).size).toBe(2);
    for (const item of seen) expect(Object.keys(item.data).sort()).toEqual([...body.fields].sort());

    // What a lookup sends: its label fields and the employee number.
    const [found] = await items(admin, {
      form_id: 'ers-employee',
      q: 'mendoza',
      pageSize: 20,
      fields: ['lastName', 'firstName', 'employeeNumber'],
    });
    expect(found?.data).toEqual({
      lastName: 'Mendoza',
      firstName: expect.any(String),
      employeeNumber: expect.any(String),
    });
  });
});
