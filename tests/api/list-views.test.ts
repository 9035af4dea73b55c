import { beforeAll, expect, it } from 'vitest';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import type { SavedView, SavedViewsResponse } from '../../src/shared/api/saved-views';
import { errorOf, ok, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

const FORM = 'career-level';
const REQUESTS = 'ld-training-request';

describeOnEachDatabase('list views and bulk actions', (current) => {
  let hr: ApiCaller;
  let admin: ApiCaller;
  let employee: ApiCaller;
  let otherHr: ApiCaller;

  const viewsOf = async (caller: ApiCaller, formId = FORM) =>
    (await ok<SavedViewsResponse>(caller, 'GET', `/api/records/saved-views?form_id=${formId}`))
      .items;

  const level = (caller: ApiCaller, code: string) =>
    ok<RecordItem>(caller, 'POST', '/api/records', {
      form_id: FORM,
      data: { code, name: `Level ${code}`, rank: 50, active: true },
    });

  beforeAll(async () => {
    const app = current().app;
    hr = await signIn(app, 'acme', 'hr');
    admin = await signIn(app, 'acme', 'admin');
    employee = await signIn(app, 'acme', 'employee');
    otherHr = await signIn(app, 'icare', 'admin');
  });

  it('keeps a person’s views to themself and shows shared ones to every reader of the list', async () => {
    const state = {
      q: 'senior',
      filter: { active: true },
      sort: { field: 'name', direction: 'desc' as const },
      columns: ['name', 'rank'],
    };
    const own = await ok<SavedView>(hr, 'POST', '/api/records/saved-views', {
      form_id: FORM,
      name: 'Active, by name',
      state,
    });
    expect(own).toMatchObject({ name: 'Active, by name', state, shared: false, mine: true });
    const shared = await ok<SavedView>(hr, 'POST', '/api/records/saved-views', {
      form_id: FORM,
      name: 'Everyone’s levels',
      state: { filter: { active: true } },
      shared: true,
    });

    expect((await viewsOf(hr)).map((view) => view.name)).toEqual([
      'Active, by name',
      'Everyone’s levels',
    ]);
    // Another reader sees only the shared one, as someone else's.
    const seen = await viewsOf(employee);
    expect(seen.map((view) => view.id)).toEqual([shared.id]);
    expect(seen[0]).toMatchObject({ mine: false, ownerName: expect.stringMatching(/\S+ \S+/) });
    // Nor does another organisation, whose own admin keeps views of the same list.
    expect(await viewsOf(otherHr)).toEqual([]);
    expect((await otherHr.call('DELETE', `/api/records/saved-views/${shared.id}`)).statusCode).toBe(
      404,
    );

    // Only its owner changes or removes a view.
    const foreign = await employee.call('PUT', `/api/records/saved-views/${shared.id}`, {
      body: { name: 'Mine now' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await employee.call('DELETE', `/api/records/saved-views/${shared.id}`)).statusCode,
    ).toBe(403);
    const renamed = await ok<SavedView>(hr, 'PUT', `/api/records/saved-views/${own.id}`, {
      name: 'Active levels',
      shared: true,
    });
    expect(renamed).toMatchObject({ name: 'Active levels', shared: true, state });
    expect((await hr.call('DELETE', `/api/records/saved-views/${own.id}`)).statusCode).toBe(204);
    expect((await viewsOf(hr)).map((view) => view.id)).toEqual([shared.id]);
  });

  it('shares only for those who keep the list’s records, and names what a view may not hold', async () => {
    const share = await employee.call('POST', '/api/records/saved-views', {
      body: { form_id: FORM, name: 'For all', state: {}, shared: true },
    });
    expect(share.statusCode).toBe(403);
    const unreadable = await employee.call('POST', '/api/records/saved-views', {
      body: { form_id: 'ers-employee', name: 'Everyone', state: {} },
    });
    expect(unreadable.statusCode).toBe(404);

    const badFilter = await hr.call('POST', '/api/records/saved-views', {
      body: { form_id: FORM, name: 'Bad', state: { filter: { description: 'x' } } },
    });
    expect(badFilter.statusCode).toBe(400);
    expect(errorOf(badFilter).fields?.[0]).toMatchObject({
      path: '/state/filter/description',
      message: expect.stringContaining('filter one of: active'),
    });
    const badSort = await hr.call('POST', '/api/records/saved-views', {
      body: {
        form_id: FORM,
        name: 'Bad',
        state: { sort: { field: 'description', direction: 'asc' } },
      },
    });
    expect(errorOf(badSort).fields?.[0]?.path).toBe('/state/sort/field');
    const blank = await hr.call('POST', '/api/records/saved-views', {
      body: { form_id: FORM, name: '   ', state: {} },
    });
    expect(blank.statusCode).toBe(422);
    expect(errorOf(blank).fields?.[0]?.path).toBe('/name');

    await ok(hr, 'POST', '/api/records/saved-views', { form_id: FORM, name: 'Twice', state: {} });
    const again = await hr.call('POST', '/api/records/saved-views', {
      body: { form_id: FORM, name: 'twice', state: {} },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields?.[0]?.path).toBe('/name');
  });

  it('exports the picked rows only, within what the list would show', async () => {
    const picked = [await level(hr, 'PICK-A'), await level(hr, 'PICK-B')];
    await level(hr, 'PICK-C');
    const listed = await ok<RecordListResponse>(hr, 'POST', '/api/records/list', {
      form_id: FORM,
      ids: picked.map((record) => record.id),
    });
    expect(listed.items.map((item) => item.data.code).sort()).toEqual(['PICK-A', 'PICK-B']);

    const csv = await hr.call('POST', '/api/records/export', {
      body: { form_id: FORM, format: 'csv', ids: picked.map((record) => record.id) },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain('PICK-A');
    expect(csv.body).not.toContain('PICK-C');
    // Another organisation's ids pick nothing.
    const foreign = await ok<RecordListResponse>(otherHr, 'POST', '/api/records/list', {
      form_id: FORM,
      ids: picked.map((record) => record.id),
    });
    expect(foreign.items).toEqual([]);

    const bad = await hr.call('POST', '/api/records/export', {
      body: { form_id: FORM, format: 'csv', ids: ['not-an-id'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields?.[0]?.path).toBe('/ids/0');
  });

  it('deletes picked records together, or none when one may not go', async () => {
    const [first, second] = [await level(hr, 'BIN-A'), await level(hr, 'BIN-B')];
    const foreign = await level(otherHr, 'BIN-X');

    const mixed = await hr.call('POST', '/api/records/delete', {
      body: { form_id: FORM, ids: [first!.id, foreign.id] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(errorOf(mixed).fields?.[0]?.path).toBe('/ids/1');
    const stillThere = await ok<RecordListResponse>(hr, 'POST', '/api/records/list', {
      form_id: FORM,
      ids: [first!.id, second!.id],
    });
    expect(stillThere.items).toHaveLength(2);

    const notAllowed = await employee.call('POST', '/api/records/delete', {
      body: { form_id: FORM, ids: [first!.id] },
    });
    expect(notAllowed.statusCode).toBe(403);

    expect(
      await ok(admin, 'POST', '/api/records/delete', {
        form_id: FORM,
        ids: [first!.id, second!.id],
      }),
    ).toEqual({ deleted: 2 });
    const bin = await ok<RecordListResponse>(hr, 'POST', '/api/records/list', {
      form_id: FORM,
      ids: [first!.id, second!.id],
      deleted: true,
    });
    expect(bin.items).toHaveLength(2);
    const twice = await admin.call('POST', '/api/records/delete', {
      body: { form_id: FORM, ids: [first!.id] },
    });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toMatch(/^Record 1 of 1: This record is already deleted/);
  });

  it('changes one field of picked records through the save path, all or none', async () => {
    const [first, second] = [await level(hr, 'SET-A'), await level(hr, 'SET-B')];
    expect(
      await ok(hr, 'POST', '/api/records/update-field', {
        form_id: FORM,
        ids: [first!.id, second!.id],
        field: 'active',
        value: false,
      }),
    ).toEqual({ updated: 2 });
    const inactive = await ok<RecordListResponse>(hr, 'POST', '/api/records/list', {
      form_id: FORM,
      ids: [first!.id, second!.id],
      filter: { active: false },
      fields: ['*'],
    });
    expect(inactive.items.map((item) => item.data.code).sort()).toEqual(['SET-A', 'SET-B']);
    // Each record was saved as an edit: its other fields kept, its version moved on.
    expect(inactive.items.every((item) => item.version === 2 && item.data.rank === 50)).toBe(true);

    const wrongField = await hr.call('POST', '/api/records/update-field', {
      body: { form_id: FORM, ids: [first!.id], field: 'name', value: 'x' },
    });
    expect(wrongField.statusCode).toBe(422);
    expect(errorOf(wrongField).fields?.[0]).toMatchObject({
      path: '/field',
      message: expect.stringContaining('change one of: active'),
    });
    const wrongValue = await hr.call('POST', '/api/records/update-field', {
      body: { form_id: FORM, ids: [first!.id, second!.id], field: 'active', value: 'maybe' },
    });
    expect(wrongValue.statusCode).toBe(422);
    expect(errorOf(wrongValue).fields?.[0]?.path).toMatch(/^\/ids\/0\/.*active/);
    const notAllowed = await employee.call('POST', '/api/records/update-field', {
      body: { form_id: FORM, ids: [first!.id], field: 'active', value: true },
    });
    expect(notAllowed.statusCode).toBe(403);
    const foreign = await level(otherHr, 'SET-X');
    const mixed = await hr.call('POST', '/api/records/update-field', {
      body: { form_id: FORM, ids: [first!.id, foreign.id], field: 'active', value: true },
    });
    expect(mixed.statusCode).toBe(404);
    const still = await ok<RecordListResponse>(hr, 'POST', '/api/records/list', {
      form_id: FORM,
      ids: [first!.id],
      filter: { active: false },
    });
    expect(still.items).toHaveLength(1);
  });

  it('takes a workflow step on picked records, all or none, and never on one’s own', async () => {
    const list = async (caller: ApiCaller, body: Record<string, unknown>) =>
      (await ok<RecordListResponse>(caller, 'POST', '/api/records/list', body)).items;
    const [course] = await list(hr, { form_id: 'ld-training', q: 'TR-2026-001' });
    const request = async (employeeNumber: string) => {
      const [person] = await list(hr, { form_id: 'ers-employee', employeeNumber });
      return ok<RecordItem>(hr, 'POST', '/api/records', {
        form_id: REQUESTS,
        data: {
          employee: { id: person!.id, label: 'x', employeeNumber },
          training: { id: course!.id, label: 'x' },
          reason: 'Picked for the bulk decision test.',
        },
      });
    };
    const statuses = async (ids: string[]) =>
      (await list(hr, { form_id: REQUESTS, ids, fields: ['status'] }))
        .map((item) => [item.id, item.data.status])
        .sort();
    const [first, second, own] = [
      await request('2022-0003'),
      await request('2022-0005'),
      await request('2022-0002'),
    ];
    const move = (caller: ApiCaller, ids: string[], to = 'Cancelled') =>
      caller.call('POST', '/api/records/transition', {
        body: { form_id: REQUESTS, ids, to, remark: 'Budget moved to next year' },
      });

    // HR may cancel others' requests, not their own: the lot is refused, naming it.
    const withOwn = await move(hr, [first!.id, own!.id]);
    expect(withOwn.statusCode).toBe(403);
    expect(errorOf(withOwn).fields?.[0]?.path).toBe('/ids/1');
    expect(errorOf(withOwn).message).toMatch(/^Record 2 of 2: You cannot cancel request your own/);
    expect(await statuses([first!.id, own!.id])).toEqual(
      [
        [first!.id, 'Draft'],
        [own!.id, 'Draft'],
      ].sort(),
    );
    expect((await move(employee, [second!.id])).statusCode).toBe(403);
    const unknownState = await move(hr, [first!.id], 'Archived');
    expect(unknownState.statusCode).toBe(422);
    expect(errorOf(unknownState).fields?.[0]?.path).toBe('/ids/0/to');

    expect(
      await ok(hr, 'POST', '/api/records/transition', {
        form_id: REQUESTS,
        ids: [first!.id, second!.id],
        to: 'Cancelled',
      }),
    ).toEqual({ moved: 2 });
    expect(await statuses([first!.id, second!.id])).toEqual(
      [
        [first!.id, 'Cancelled'],
        [second!.id, 'Cancelled'],
      ].sort(),
    );
    // A record already moved is refused by its state.
    const again = await move(hr, [first!.id]);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toMatch(/Cancelled can move to nowhere, not to Cancelled/);
    const history = await ok<{ items: { action: string; changes: unknown[] }[] }>(
      hr,
      'GET',
      `/api/records/${second!.id}/history`,
    );
    expect(history.items[0]?.changes).toEqual([
      { path: '/status', before: 'Draft', after: 'Cancelled' },
    ]);
  });
});
