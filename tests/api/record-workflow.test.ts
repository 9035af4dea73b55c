import { beforeAll, expect, it } from 'vitest';
import type { ListApplicationResponse } from '../../src/shared/api/applications';
import type {
  RecordHistoryEntry,
  RecordItem,
  RecordListResponse,
} from '../../src/shared/api/records';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

// Vacancies declare a workflow (schemas/ers/vacancy.json): Draft -> For approval through the
// approval matrix (kind "records") -> Open or Rejected; Open <-> On hold; -> Filled; admin cancels.

const VACANCY = {
  jobTitle: 'Warehouse lead',
  department: 'Operations',
  headcount: 2,
  reason: 'Expansion',
};

describeOnEachDatabase('declared record workflows', (current) => {
  let hr: ApiCaller;
  let approver: ApiCaller;
  let admin: ApiCaller;

  beforeAll(async () => {
    const as = (user: string) => signIn(current().app, 'acme', user);
    [hr, approver, admin] = await Promise.all([as('hr'), as('approver'), as('admin')]);
  });

  const create = async (title: string) => {
    const response = await hr.call('POST', '/api/records', {
      body: { form_id: 'ers-vacancy', data: { ...VACANCY, jobTitle: title } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<RecordItem>();
  };
  const read = async (caller: ApiCaller, id: string) =>
    (await caller.call('GET', `/api/records/${id}`)).json<RecordItem>();
  const move = (caller: ApiCaller, record: RecordItem, to: string, remark?: string) =>
    caller.call('POST', `/api/records/${record.id}/transition`, {
      body: { to, version: record.version, ...(remark ? { remark } : {}) },
    });
  const pending = async (caller: ApiCaller) => {
    const response = await caller.call('POST', '/api/hcm/list/application', {
      body: { approvalMatrix: { approverId: caller.account.accountId }, status: ['Pending'] },
    });
    return response.json<ListApplicationResponse>();
  };
  const decide = async (caller: ApiCaller, id: string, decision: 'Approved' | 'Rejected') => {
    const response = await caller.call('POST', '/api/hcm/approve-application', {
      body: { ids: [id], decision },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The approver's pending application for a record, by the summary naming its title. */
  const queued = async (title: string) =>
    (await pending(approver)).items.find(
      (item) => item.approvalType === 'records' && item.summary.includes(title),
    );

  it('starts a record in the initial state and refuses any other', async () => {
    const vacancy = await create('Forklift operator');
    expect(vacancy.data.status).toBe('Draft');
    const other = await hr.call('POST', '/api/records', {
      body: { form_id: 'ers-vacancy', data: { ...VACANCY, status: 'Open' } },
    });
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).fields).toEqual([
      {
        path: '/status',
        message: expect.stringContaining('Status of a new vacancy is Draft') as string,
      },
    ]);
  });

  it('keeps the state out of plain edits, and edits out of states that are not editable', async () => {
    const vacancy = await create('Inventory clerk');
    const edited = await hr.call('PUT', `/api/records/${vacancy.id}`, {
      body: { version: vacancy.version, data: { ...vacancy.data, status: 'Open' } },
    });
    expect(edited.statusCode).toBe(422);
    expect(errorOf(edited).fields?.[0]).toMatchObject({ path: '/status' });
    expect((await read(hr, vacancy.id)).data.status).toBe('Draft');

    // A plain edit that leaves the state alone goes through.
    const renamed = await hr.call('PUT', `/api/records/${vacancy.id}`, {
      body: { version: vacancy.version, data: { ...vacancy.data, headcount: 3 } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const cancelled = await move(admin, renamed.json<RecordItem>(), 'Cancelled', 'Budget cut');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json<RecordItem>();
    const again = await hr.call('PUT', `/api/records/${vacancy.id}`, {
      body: { version: after.version, data: { ...after.data, headcount: 4 } },
    });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again).fields?.[0]?.message).toBe(
      'A vacancy that is Cancelled cannot be edited (only when Draft or Rejected)',
    );
    expect((await hr.call('DELETE', `/api/records/${vacancy.id}`)).statusCode).toBe(409);
  });

  it('refuses transitions that are not open from the current state, by role, or stale', async () => {
    const vacancy = await create('Dock supervisor');
    const illegal = await move(hr, vacancy, 'Filled');
    expect(illegal.statusCode).toBe(409);
    expect(errorOf(illegal).message).toBe(
      'A vacancy that is Draft can move to For approval or Cancelled, not to Filled.',
    );
    const unknown = await move(hr, vacancy, 'Bogus');
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).fields?.[0]?.path).toBe('/to');
    // Approvers read vacancies but may not submit them; only the administrator cancels.
    expect((await move(approver, vacancy, 'For approval')).statusCode).toBe(403);
    const hrCancels = await move(hr, vacancy, 'Cancelled');
    expect(hrCancels.statusCode).toBe(403);
    expect(errorOf(hrCancels).message).toBe('Only admin may cancel vacancy a vacancy.');
    const stale = await move(hr, { ...vacancy, version: vacancy.version + 5 }, 'For approval');
    expect(stale.statusCode).toBe(409);
    expect((await read(hr, vacancy.id)).data.status).toBe('Draft');
  });

  it('files a transition through approval to the matrix chain; approval opens the record', async () => {
    const before = (await pending(approver)).countsByType.records ?? 0;
    const vacancy = await create('Night shift picker');
    const submitted = await move(hr, vacancy, 'For approval', 'Peak season');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<RecordItem>().data.status).toBe('For approval');

    // The approver's menu badge counts it, and the queue names the form and the record.
    expect((await pending(approver)).countsByType.records).toBe(before + 1);
    const item = await queued('Night shift picker');
    expect(item).toMatchObject({
      kind: 'records',
      employeeNumber: '2022-0002',
      summary: 'Vacancy Night shift picker, Operations: Submit for approval',
    });
    // Waiting for approval, it cannot be edited or submitted again.
    const waiting = await read(hr, vacancy.id);
    expect((await move(hr, waiting, 'For approval')).statusCode).toBe(409);

    await decide(approver, item!.id, 'Approved');
    const opened = await read(hr, vacancy.id);
    expect(opened.data.status).toBe('Open');
    expect((await pending(approver)).countsByType.records ?? 0).toBe(before);

    // A plain transition afterwards; the history says who moved it, each time.
    const held = await move(hr, opened, 'On hold');
    expect(held.statusCode, held.body).toBe(200);
    const history = (await hr.call('GET', `/api/records/${vacancy.id}/history`)).json<{
      items: RecordHistoryEntry[];
    }>().items;
    const moves = history
      .flatMap((entry) =>
        entry.changes
          .filter((change) => change.path === '/status')
          .map(
            (change) =>
              `${String(change.before ?? 'new')} -> ${String(change.after)} by ${entry.by}`,
          ),
      )
      .reverse();
    expect(moves).toEqual([
      'new -> Draft by hr',
      'Draft -> For approval by hr',
      'For approval -> Open by approver',
      'Open -> On hold by hr',
    ]);

    // A workflow's approval is filed by its transition only, never as an application.
    const asApplication = await hr.call('POST', '/api/hcm/application', {
      body: { kind: 'records', employeeNumber: '2022-0002', details: {} },
    });
    expect(asApplication.statusCode).toBe(422);
    expect(errorOf(asApplication).fields).toContainEqual({
      path: '/kind',
      message: 'Kind cannot be records here.',
    });

    // The list filters by state.
    const listed = await hr.call('POST', '/api/records/list', {
      body: { form_id: 'ers-vacancy', filter: { status: 'On hold' } },
    });
    const ids = listed.json<RecordListResponse>().items.map((record) => record.id);
    expect(ids).toContain(vacancy.id);
  });

  it('moves a rejected record to the rejected state, from where it may be edited and filed again', async () => {
    const vacancy = await create('Returns coordinator');
    expect((await move(hr, vacancy, 'For approval')).statusCode).toBe(200);
    const item = await queued('Returns coordinator');
    await decide(approver, item!.id, 'Rejected');
    const rejected = await read(hr, vacancy.id);
    expect(rejected.data.status).toBe('Rejected');
    const edited = await hr.call('PUT', `/api/records/${vacancy.id}`, {
      body: { version: rejected.version, data: { ...rejected.data, headcount: 1 } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await move(hr, edited.json<RecordItem>(), 'For approval')).statusCode).toBe(200);
  });

  it('keeps another organisation out', async () => {
    const vacancy = await create('Yard marshal');
    const elsewhere = await signIn(current().app, 'icare', 'admin');
    expect((await elsewhere.call('GET', `/api/records/${vacancy.id}`)).statusCode).toBe(404);
    expect((await move(elsewhere, vacancy, 'Cancelled')).statusCode).toBe(404);
    const icareQueue = await pending(await signIn(current().app, 'icare', 'approver'));
    expect(icareQueue.items.some((entry) => entry.summary.includes('Yard marshal'))).toBe(false);
    expect((await read(hr, vacancy.id)).data.status).toBe('Draft');
  });

  it('refuses an approval transition no approval matrix covers, and changes nothing', async () => {
    const matrices = (
      await admin.call('POST', '/api/records/list', {
        body: { form_id: 'approval-matrix', fields: ['*'] },
      })
    ).json<RecordListResponse>().items;
    const records = matrices.find((matrix) =>
      (matrix.data.applicationTypes as string[]).includes('records'),
    )!;
    const off = await admin.call('PUT', `/api/records/${records.id}`, {
      body: { version: records.version, data: { ...records.data, active: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const vacancy = await create('Packing lead');
      const refused = await move(hr, vacancy, 'For approval');
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused).message).toBe(
        'No approval matrix names an approver for records of 2022-0002: add "records" to the application types of an approval matrix that covers them.',
      );
      expect((await read(hr, vacancy.id)).data.status).toBe('Draft');
    } finally {
      const latest = off.json<RecordItem>();
      const on = await admin.call('PUT', `/api/records/${records.id}`, {
        body: { version: latest.version, data: { ...latest.data, active: true } },
      });
      expect(on.statusCode, on.body).toBe(200);
    }
  });
});
