import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type {
  Announcement,
  AnnouncementsResponse,
  ReadersResponse,
} from '../../src/shared/api/announcements';
import type { RecordItem } from '../../src/shared/api/records';
import { withOrg } from '../../src/server/db/tenant';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const body = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

describeOnEachDatabase('announcements', (current) => {
  const app = () => current().app;

  async function publish(hr: ApiCaller, data: Record<string, unknown>) {
    const response = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'announcement',
        data: {
          body: body('Details inside.'),
          audience: 'Everyone',
          publishAt: at(-HOUR),
          ...data,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RecordItem>().id;
  }

  const feed = async (caller: ApiCaller, query = '') => {
    const response = await caller.call('GET', `/api/hcm/announcements${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AnnouncementsResponse>();
  };
  const titles = async (caller: ApiCaller, query = '') =>
    (await feed(caller, query)).items.map((item) => item.title);

  it('reaches everyone of its organisation, newest and pinned first, and nobody elsewhere', async () => {
    const hr = await signIn(app(), 'acme', 'hr');
    const employee = await signIn(app(), 'acme', 'employee');
    const older = await publish(hr, { title: 'Canteen hours', publishAt: at(-3 * HOUR) });
    await publish(hr, { title: 'Holiday schedule', publishAt: at(-2 * HOUR) });
    await publish(hr, { title: 'Fire drill', publishAt: at(-4 * HOUR), pinned: true });

    const list = await feed(employee, '?limit=3');
    expect(list.items.map((item) => item.title)).toEqual([
      'Fire drill',
      'Holiday schedule',
      'Canteen hours',
    ]);
    expect(list.items[0]).toMatchObject({ audience: 'Everyone', status: 'current', readAt: null });
    expect(list.total).toBeGreaterThanOrEqual(4); // with the seeded welcome
    expect(list.unread).toBe(list.total);
    expect(await titles(employee, '?search=CANTEEN')).toEqual(['Canteen hours']);
    expect((await feed(employee, '?limit=1&offset=1')).items[0]?.title).toBe('Holiday schedule');

    const icare = await signIn(app(), 'icare', 'employee');
    expect(await titles(icare)).not.toContain('Canteen hours');
    expect((await icare.call('GET', `/api/hcm/announcements/${older}`)).statusCode).toBe(404);
    expect((await icare.call('POST', `/api/hcm/announcements/${older}/read`)).statusCode).toBe(404);
    const icareHr = await signIn(app(), 'icare', 'hr');
    expect((await icareHr.call('GET', `/api/hcm/announcements/${older}/reads`)).statusCode).toBe(
      404,
    );
  });

  it('records one receipt per reader and shows HR who read it against the audience', async () => {
    const hr = await signIn(app(), 'acme', 'hr');
    const id = await publish(hr, { title: 'New leave policy' });
    const employee = await signIn(app(), 'acme', 'employee');

    const opened = await employee.call('GET', `/api/hcm/announcements/${id}`);
    expect(opened.json<Announcement>()).toMatchObject({
      title: 'New leave policy',
      body: body('Details inside.'),
      canManage: false,
      readAt: null,
    });
    const first = await employee.call('POST', `/api/hcm/announcements/${id}/read`);
    expect(first.statusCode).toBe(200);
    const second = await employee.call('POST', `/api/hcm/announcements/${id}/read`);
    expect(second.json()).toEqual(first.json());
    expect(first.json<{ readAt: string }>().readAt).not.toBeNull();
    // The author's own opening is not a receipt, and their own announcement is never unread.
    const authors = await feed(hr, '?unreadOnly=true');
    expect(authors.items.map((item) => item.id)).not.toContain(id);
    expect((await feed(hr)).items.find((item) => item.id === id)?.readAt).not.toBeNull();
    expect((await hr.call('POST', `/api/hcm/announcements/${id}/read`)).json()).toEqual({
      readAt: null,
    });
    const payroll = await signIn(app(), 'acme', 'payroll');
    await payroll.call('POST', `/api/hcm/announcements/${id}/read`);

    const reads = (
      await hr.call('GET', `/api/hcm/announcements/${id}/reads`)
    ).json<ReadersResponse>();
    expect(reads.readCount).toBe(2);
    expect(reads.items.map((read) => read.name)).toEqual(['Carla Mendoza', 'Ana Cruz']);
    // Every active acme account but the author (hr).
    const { rows } = await withOrg(current().db, 'acme', (tx) =>
      sql<{ n: number }>`select count(*)::int as n from accounts
        where org_id = 'acme' and disabled_at is null and username <> 'hr'`.execute(tx),
    );
    expect(reads.audienceSize).toBe(rows[0]?.n);
    const page = (
      await hr.call('GET', `/api/hcm/announcements/${id}/reads?limit=1&offset=1`)
    ).json<ReadersResponse>();
    expect(page.items.map((read) => read.name)).toEqual(['Ana Cruz']);

    const mine = await feed(employee);
    expect(mine.items.find((item) => item.id === id)?.readAt).toBe(first.json().readAt);
    expect(await titles(employee, '?unreadOnly=true')).not.toContain('New leave policy');

    // Only HR and admins see receipts.
    expect((await employee.call('GET', `/api/hcm/announcements/${id}/reads`)).statusCode).toBe(403);
  });

  it('keeps a department or site announcement to its people', async () => {
    const hr = await signIn(app(), 'acme', 'hr');
    const employee = await signIn(app(), 'acme', 'employee'); // Operations
    const payroll = await signIn(app(), 'acme', 'payroll'); // Finance
    const ops = await publish(hr, {
      title: 'Operations town hall',
      audience: 'Department',
      department: ' operations ',
    });
    expect(await titles(employee)).toContain('Operations town hall');
    expect(await titles(payroll)).not.toContain('Operations town hall');
    expect((await payroll.call('GET', `/api/hcm/announcements/${ops}`)).statusCode).toBe(404);
    expect((await payroll.call('POST', `/api/hcm/announcements/${ops}/read`)).statusCode).toBe(404);

    // The employee is moved to the head office; the approver works at the Cebu branch.
    const sites = await withOrg(current().db, 'acme', async (tx) => {
      const { rows } = await sql<{ id: string; name: string }>`
        select id, data->>'name' as name from records
        where org_id = 'acme' and form_id = 'company-site' and deleted_at is null`.execute(tx);
      const head = rows.find((row) => row.name === 'Head office')!;
      const cebu = rows.find((row) => row.name === 'Cebu branch')!;
      await sql`update records set data = (data::jsonb || jsonb_build_object('site',
          jsonb_build_object('id', ${head.id}::text, 'label', 'Head office')))::json
        where org_id = 'acme' and form_id = 'ers-employee' and employee_number = '2022-0005'`.execute(
        tx,
      );
      return { head, cebu };
    });
    await publish(hr, {
      title: 'Head office parking',
      audience: 'Site',
      site: { id: sites.head.id, label: 'x' },
    });
    await publish(hr, {
      title: 'Cebu water interruption',
      audience: 'Site',
      site: { id: sites.cebu.id, label: 'x' },
    });
    const seen = await feed(employee);
    expect(seen.items.map((item) => item.title)).toContain('Head office parking');
    expect(seen.items.map((item) => item.title)).not.toContain('Cebu water interruption');
    expect(seen.items.find((item) => item.title === 'Head office parking')?.audience).toBe(
      'Head office',
    );
    const approver = await signIn(app(), 'acme', 'approver');
    expect(await titles(approver)).not.toContain('Head office parking');

    const reads = (
      await hr.call('GET', `/api/hcm/announcements/${ops}/reads`)
    ).json<ReadersResponse>();
    expect(reads.audienceSize).toBe(2); // the approver and the employee work in Operations
  });

  it('shows nothing before its publish time, after its expiry or unpublished, except to HR', async () => {
    const hr = await signIn(app(), 'acme', 'hr');
    const employee = await signIn(app(), 'acme', 'employee');
    const expired = await publish(hr, {
      title: 'Old memo',
      publishAt: at(-48 * HOUR),
      expiresAt: at(-HOUR),
    });
    await publish(hr, { title: 'Tomorrow memo', publishAt: at(24 * HOUR) });
    await publish(hr, { title: 'Draft memo', published: false });
    await publish(hr, { title: 'Until tomorrow', expiresAt: at(24 * HOUR) });

    const visible = await titles(employee);
    expect(visible).toContain('Until tomorrow');
    for (const hidden of ['Old memo', 'Tomorrow memo', 'Draft memo'])
      expect(visible).not.toContain(hidden);
    expect((await employee.call('GET', `/api/hcm/announcements/${expired}`)).statusCode).toBe(404);

    const all = await feed(hr, '?all=true&limit=100');
    const status = (title: string) => all.items.find((item) => item.title === title)?.status;
    expect(status('Old memo')).toBe('expired');
    expect(status('Tomorrow memo')).toBe('scheduled');
    expect(status('Draft memo')).toBe('unpublished');
    expect(status('Until tomorrow')).toBe('current');
    // HR opens an expired one, but that is no receipt.
    expect((await hr.call('GET', `/api/hcm/announcements/${expired}`)).statusCode).toBe(200);
    expect((await hr.call('POST', `/api/hcm/announcements/${expired}/read`)).json()).toEqual({
      readAt: null,
    });
  });

  it('refuses bad input with a 4xx naming the field, and writing to anyone but HR', async () => {
    const hr = await signIn(app(), 'acme', 'hr');
    const employee = await signIn(app(), 'acme', 'employee');
    const create = (data: Record<string, unknown>) =>
      hr.call('POST', '/api/records', {
        body: { form_id: 'announcement', data: { title: 'T', body: body('x'), ...data } },
      });

    const backwards = await create({
      publishAt: at(0),
      expiresAt: at(-HOUR),
      audience: 'Everyone',
    });
    expect(backwards.statusCode).toBe(422);
    expect(errorOf(backwards).fields).toContainEqual({
      path: '/expiresAt',
      message: 'Expires on must be after Publish on',
    });
    const noSite = await create({ publishAt: at(0), audience: 'Site' });
    expect(noSite.statusCode).toBe(422);
    expect(errorOf(noSite).fields?.map((field) => field.path)).toContain('/site');
    const noDate = await create({ audience: 'Everyone' });
    expect(errorOf(noDate).fields?.map((field) => field.path)).toContain('/publishAt');

    const byEmployee = await employee.call('POST', '/api/records', {
      body: {
        form_id: 'announcement',
        data: { title: 'Mine', body: body('x'), audience: 'Everyone', publishAt: at(0) },
      },
    });
    expect(byEmployee.statusCode).toBeGreaterThanOrEqual(403);
    expect(byEmployee.statusCode).toBeLessThan(500);
    expect((await employee.call('GET', '/api/hcm/announcements?all=true')).statusCode).toBe(403);
    expect((await employee.call('GET', '/api/hcm/announcements/not-an-id')).statusCode).toBe(422);
    expect((await employee.call('GET', '/api/hcm/announcements?limit=0')).statusCode).toBe(422);
    // Another form's record is no announcement.
    const { rows } = await withOrg(current().db, 'acme', (tx) =>
      sql<{ id: string }>`select id from records where org_id = 'acme'
        and form_id = 'company-site' limit 1`.execute(tx),
    );
    expect((await hr.call('GET', `/api/hcm/announcements/${rows[0]?.id}`)).statusCode).toBe(404);
  });
});
