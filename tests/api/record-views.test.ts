import { beforeAll, expect, it } from 'vitest';
import type { RecordAggregateResponse } from '../../src/shared/api/record-views';
import type {
  RecordHistoryEntry,
  RecordItem,
  RecordListResponse,
} from '../../src/shared/api/records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { pdfText } from './support/pdf-text';

// The engine's views over a definition's records: chart figures (POST /api/records/aggregate),
// a board's move (an ordinary PUT) and the printable record (GET /api/records/:id/pdf).
const VOUCHERS = 'accounting-disbursement-voucher';
const ACTIONS = 'ers-disciplinary-action';

/** A cash voucher whose one line is `amount` centavos, so its net amount is `amount`. */
const voucher = (number: string, status: string, amount: number) => ({
  form_id: VOUCHERS,
  data: {
    voucherNumber: number,
    date: '2026-03-10',
    status,
    particulars: `Views test ${number}`,
    paymentMode: 'Cash',
    lines: [{ description: 'Supplies', accountCode: '5010', amount }],
    grossAmount: amount,
    withholdingTax: 0,
    netAmount: amount,
  },
});

describeOnEachDatabase('the record engine’s views: chart, board move, print', (current) => {
  let admin: ApiCaller;
  let payroll: ApiCaller;
  let employee: ApiCaller;
  let icare: ApiCaller;

  const create = async (caller: ApiCaller, body: unknown) => {
    const response = await caller.call('POST', '/api/records', { body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RecordItem>();
  };
  const aggregate = (caller: ApiCaller, body: Record<string, unknown>) =>
    caller.call('POST', '/api/records/aggregate', { body });
  const figures = async (caller: ApiCaller, body: Record<string, unknown>) => {
    const response = await aggregate(caller, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordAggregateResponse>();
  };
  /** Each group's figures by its keys' labels ("Approved" or "Approved / Cash"). */
  const byLabel = (answer: RecordAggregateResponse) =>
    Object.fromEntries(
      answer.groups.map((group) => [group.keys.map((key) => key.label).join(' / '), group.values]),
    );

  beforeAll(async () => {
    [admin, payroll, employee, icare] = await Promise.all([
      signIn(current().app, 'acme', 'admin'),
      signIn(current().app, 'acme', 'payroll'),
      signIn(current().app, 'acme', 'employee'),
      signIn(current().app, 'icare', 'admin'),
    ]);
    await create(admin, voucher('DV-2026-0101', 'Approved', 150000));
    await create(admin, voucher('DV-2026-0102', 'Approved', 250075));
    await create(admin, voucher('DV-2026-0103', 'Draft', 99));
    // Another organisation's voucher, of a status and amount acme's figures would show.
    await create(icare, voucher('DV-2026-0101', 'Approved', 777777700));
  });

  it('counts and sums every matching record per group, in SQL, as the list would', async () => {
    const listed = (
      await admin.call('POST', '/api/records/list', {
        body: { form_id: VOUCHERS, pageSize: 200, fields: ['status', 'netAmount'] },
      })
    ).json<RecordListResponse>();
    const expected: Record<string, [number, number]> = {};
    for (const item of listed.items) {
      const status = String(item.data.status);
      const [count, sum] = expected[status] ?? [0, 0];
      expected[status] = [count + 1, sum + Number(item.data.netAmount)];
    }
    const answer = await figures(admin, { form_id: VOUCHERS, groupBy: ['status'] });
    expect(answer.measures).toEqual([{ op: 'count' }, { op: 'sum', field: 'netAmount' }]);
    expect(byLabel(answer)).toEqual(expected);
    // Ours plus the seeds (none of which is approved); never iCare's 7,777,777.00.
    expect(byLabel(answer).Approved).toEqual([2, 400075]);
    const total = Object.values(expected).reduce((sum, [, amount]) => sum + amount, 0);
    expect(answer.totals).toEqual([listed.total, total]);
    expect(answer.truncated).toBe(false);
    expect(answer.groups[0]?.keys[0]).toEqual({ value: 'Approved', label: 'Approved' });

    const theirs = await figures(icare, { form_id: VOUCHERS, groupBy: ['status'] });
    expect(byLabel(theirs).Approved).toEqual([1, 777777700]);
  });

  it('groups by two fields and by month, and applies the list’s filters and search', async () => {
    const two = await figures(admin, { form_id: VOUCHERS, groupBy: ['status', 'paymentMode'] });
    expect(byLabel(two)['Approved / Cash']).toEqual([2, 400075]);
    const months = await figures(admin, {
      form_id: VOUCHERS,
      groupBy: ['date'],
      measures: [{ op: 'count' }],
    });
    expect(byLabel(months)['2026-03']).toEqual([3]);
    expect(months.groups.find((group) => group.keys[0]?.label === '2026-03')?.keys[0]).toEqual({
      value: '2026-03',
      label: '2026-03',
    });
    const filtered = await figures(admin, {
      form_id: VOUCHERS,
      groupBy: ['status'],
      filter: { date: { gte: '2026-03-01', lte: '2026-03-31' } },
      q: 'views test',
    });
    expect(byLabel(filtered)).toEqual({ Approved: [2, 400075], Draft: [1, 99] });
    expect(filtered.totals).toEqual([3, 400174]);
    const none = await figures(admin, { form_id: VOUCHERS, groupBy: ['status'], q: 'no-such' });
    expect(none).toMatchObject({ groups: [], totals: [0, 0] });
  });

  it('follows the list’s access: roles, own records only, and the organisation', async () => {
    expect((await aggregate(payroll, { form_id: VOUCHERS, groupBy: ['status'] })).statusCode).toBe(
      200,
    );
    const refused = await aggregate(employee, { form_id: VOUCHERS, groupBy: ['status'] });
    expect(refused.statusCode).toBe(404);

    // Disciplinary actions: HR's, and each employee reads their own.
    const people = (
      await admin.call('POST', '/api/records/list', {
        body: { form_id: 'ers-employee', pageSize: 100, fields: ['employeeNumber'] },
      })
    ).json<RecordListResponse>();
    const ref = (number: string) => {
      const found = people.items.find((item) => item.data.employeeNumber === number);
      // The server sets the label from the employee record.
      return { id: found?.id, label: number, employeeNumber: number };
    };
    const action = (number: string, status: string) => ({
      form_id: ACTIONS,
      data: {
        employee: ref(number),
        incidentDate: '2026-09-01',
        reportedOn: '2026-09-02',
        offenceCategory: 'Safety',
        decision: 'None',
        status,
      },
    });
    const carlas = await create(admin, action('2022-0005', 'Open'));
    const ramons = await create(admin, action('2022-0004', 'Open'));
    await create(admin, action('2022-0004', 'Open'));

    const mine = await figures(employee, { form_id: ACTIONS, groupBy: ['status'] });
    const myList = (
      await employee.call('POST', '/api/records/list', { body: { form_id: ACTIONS } })
    ).json<RecordListResponse>();
    expect(mine.totals).toEqual([myList.total]);
    expect(byLabel(mine).Open).toEqual([1]);
    const everyone = await figures(admin, { form_id: ACTIONS, groupBy: ['status'] });
    expect(byLabel(everyone).Open).toEqual([3]);
    const byEmployee = await figures(employee, { form_id: ACTIONS, groupBy: ['employee'] });
    expect(byEmployee.groups.map((group) => group.keys[0]?.value)).toEqual([ref('2022-0005').id]);
    // Printing follows the same rule: one's own, and another's is as if absent.
    const own = await employee.call('GET', `/api/records/${carlas.id}/pdf`);
    expect(own.statusCode, own.body).toBe(200);
    expect((await employee.call('GET', `/api/records/${ramons.id}/pdf`)).statusCode).toBe(404);
  });

  it('refuses an unknown field, a field it cannot group by and an undeclared measure', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ form_id: VOUCHERS, groupBy: ['nope'] }, '/groupBy/0', /nope is not a field/],
      [
        { form_id: VOUCHERS, groupBy: ['status', 'particulars'] },
        '/groupBy/1',
        /cannot be grouped by particulars; group by one of: status, paymentMode, date/,
      ],
      [
        { form_id: VOUCHERS, groupBy: ['status'], measures: [{ op: 'sum', field: 'grossAmount' }] },
        '/measures/0',
        /sum of grossAmount is not a measure of this chart/,
      ],
      [{ form_id: 'utility-gender', groupBy: ['name'] }, '/groupBy/0', /have no chart/],
      [
        { form_id: VOUCHERS, groupBy: ['status'], filter: { payee: 'x' } },
        '/filter/payee',
        /payee cannot be filtered on/,
      ],
    ];
    for (const [body, path, message] of cases) {
      const response = await aggregate(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = errorOf(response);
      expect(error.fields?.map((field) => field.path)).toEqual([path]);
      expect(error.message).toMatch(message);
    }
    const tooMany = await aggregate(admin, {
      form_id: VOUCHERS,
      groupBy: ['status', 'paymentMode', 'date'],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(errorOf(tooMany).fields?.[0]?.path).toBe('/groupBy');
  });

  it('adds up what a dashboard panel declares as well as the chart', async () => {
    // Contacts chart by source, relationship and status; the dashboard also by follow-up month.
    const contacts = { form_id: 'wom-contact', groupBy: ['nextFollowUp'] };
    const byMonth = await figures(admin, contacts);
    expect(byMonth.measures).toEqual([{ op: 'count' }]);
    const listed = await admin.call('POST', '/api/records/list', {
      body: { form_id: 'wom-contact', pageSize: 200, fields: ['nextFollowUp'] },
    });
    const months = listed
      .json<{ items: RecordItem[] }>()
      .items.map((item) => String(item.data.nextFollowUp ?? '').slice(0, 7));
    expect(byMonth.totals).toEqual([months.length]);
    for (const group of byMonth.groups)
      expect(group.values).toEqual([
        months.filter((month) => month === String(group.keys[0]?.value ?? '')).length,
      ]);
    // Neither declares grouping contacts by owner.
    const owner = await aggregate(admin, { ...contacts, groupBy: ['owner'] });
    expect(owner.statusCode).toBe(400);
  });

  it('moves a card with an ordinary save: history kept, a stale version or a broken rule refused', async () => {
    const card = await create(admin, voucher('DV-2026-0201', 'Draft', 5000));
    const move = (version: number, status: string) =>
      admin.call('PUT', `/api/records/${card.id}`, {
        body: { data: { ...card.data, status }, version },
      });
    const moved = await move(card.version, 'For approval');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<RecordItem>()).toMatchObject({
      version: 2,
      data: { status: 'For approval' },
    });
    const history = (await admin.call('GET', `/api/records/${card.id}/history`)).json<{
      items: RecordHistoryEntry[];
    }>();
    expect(history.items[0]).toMatchObject({
      version: 2,
      action: 'updated',
      by: 'admin',
      changes: [{ path: '/status', before: 'Draft', after: 'For approval' }],
    });

    const stale = await move(card.version, 'Approved');
    expect(stale.statusCode).toBe(409);
    // Paid needs the date paid: the card goes back, nothing saved.
    const broken = await move(2, 'Paid');
    expect(broken.statusCode).toBe(422);
    expect(errorOf(broken).fields?.map((field) => field.path)).toContain('/paidDate');
    const now = (await admin.call('GET', `/api/records/${card.id}`)).json<RecordItem>();
    expect(now).toMatchObject({ version: 2, data: { status: 'For approval' } });
  });

  it('prints a record as a PDF for whoever may read it, and for nobody else', async () => {
    const printed = await create(admin, voucher('DV-2026-0301', 'Approved', 123456));
    const answer = await payroll.call('GET', `/api/records/${printed.id}/pdf`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${VOUCHERS}-DV-2026-0301.pdf"`,
    );
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(answer.rawPayload);
    for (const shown of [
      'Acme',
      'Disbursement voucher',
      'DV-2026-0301',
      'PHP 1,234.56',
      'Supplies',
    ])
      expect(text).toContain(shown);

    for (const [caller, id] of [
      [icare, printed.id], // another organisation's record
      [employee, printed.id], // a form the employee cannot read
    ] as const) {
      expect((await caller.call('GET', `/api/records/${id}/pdf`)).statusCode).toBe(404);
    }
    const gender = (
      await admin.call('POST', '/api/records/list', { body: { form_id: 'utility-gender' } })
    ).json<RecordListResponse>().items[0];
    const unprintable = await admin.call('GET', `/api/records/${gender?.id}/pdf`);
    expect(unprintable.statusCode).toBe(404);
    expect(errorOf(unprintable).message).toBe('Genders have no printable form.');
  });
});
