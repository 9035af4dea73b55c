import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type {
  RecordBulkDeleteRequest,
  RecordBulkTransitionRequest,
  RecordBulkUpdateRequest,
  RecordExportRequest,
} from '../../../../src/shared/api/records';
import type { SavedView, SavedViewCreate } from '../../../../src/shared/api/saved-views';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import {
  giveElementsHeight,
  listPage,
  makeRecord,
  renderRecords,
  serveList,
  serveGenderWith,
  serveRecordShell,
} from './record-fixtures';

const LIST_PATH = '/utility/gender/list';

const STATUS = { type: 'string', title: 'Status', enum: ['Active', 'Retired'] };

const serveGenders = () => serveList(() => listPage(['Female', 'Male']));

const view = (rest: Partial<SavedView>): SavedView => ({
  id: '0b6c9d1e-4c3a-4e2b-9a7f-000000000001',
  formId: 'utility-gender',
  name: 'By code, M',
  state: { q: 'm', sort: { field: 'code', direction: 'desc' } },
  shared: true,
  mine: false,
  ownerName: 'Hana Reyes',
  updatedAt: '2026-11-29T00:00:00.000Z',
  ...rest,
});

/** Chooses a menu's item as a pointer does: the menu selects the item under it. */
async function choose(name: string | RegExp) {
  const item = await screen.findByRole('menuitem', { name });
  fireEvent.pointerDown(item);
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
}

const urlQuery = () => new URLSearchParams(screen.getByTestId('location-search').textContent ?? '');

giveElementsHeight();
beforeAll(() => import('../../../../src/client/engine/list/record-list-page'));
afterEach(() => session.end());

describe('record list views and bulk actions', () => {
  test('a link with a list state opens the list searched, sorted and with those columns', async () => {
    serveRecordShell();
    const bodies = serveGenders();
    renderRecords(`${LIST_PATH}?q=fem&sort=-code&columns=name`);

    await screen.findByRole('table');
    expect(bodies[0]).toMatchObject({ q: 'fem', sort: { field: 'code', direction: 'desc' } });
    expect(bodies[0]?.fields).toEqual(['name']);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('fem');
  });

  test('searching and sorting write the list’s state into the URL', async () => {
    serveRecordShell();
    serveGenders();
    renderRecords(LIST_PATH);

    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'ma' } });
    await waitFor(() => expect(urlQuery().get('q')).toBe('ma'));
    fireEvent.click(await screen.findByRole('button', { name: 'Code' }));
    await waitFor(() => expect(urlQuery().get('sort')).toBe('code'));
    expect(urlQuery().get('q')).toBe('ma');
  });

  test('a shared view opens its state; the current one saves under a name', async () => {
    serveRecordShell();
    const bodies = serveGenders();
    const saved: SavedViewCreate[] = [];
    server.use(
      http.get('*/api/records/saved-views', () => HttpResponse.json({ items: [view({})] })),
      http.post('*/api/records/saved-views', async ({ request }) => {
        const body = (await request.json()) as SavedViewCreate;
        saved.push(body);
        return HttpResponse.json(
          view({
            id: '0b6c9d1e-4c3a-4e2b-9a7f-000000000002',
            name: body.name,
            state: body.state,
            mine: true,
          }),
          { status: 201 },
        );
      }),
    );
    renderRecords(LIST_PATH);

    fireEvent.click(await screen.findByRole('button', { name: 'Views' }));
    await choose(/By code, M/);
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ q: 'm', sort: { field: 'code', direction: 'desc' } }),
    );
    expect(await screen.findByRole('button', { name: 'View: By code, M' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View: By code, M' }));
    await choose('Save as a new view…');
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Mine' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Share with everyone/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          form_id: 'utility-gender',
          name: 'Mine',
          state: { q: 'm', sort: { field: 'code', direction: 'desc' } },
          shared: true,
        },
      ]),
    );
    await waitFor(() =>
      expect(urlQuery().get('view')).toBe('0b6c9d1e-4c3a-4e2b-9a7f-000000000002'),
    );
  });

  test('picked rows export alone, and are deleted together after a confirmation', async () => {
    serveRecordShell();
    serveGenders();
    const exports: RecordExportRequest[] = [];
    const deletes: RecordBulkDeleteRequest[] = [];
    server.use(
      http.post('*/api/records/export', async ({ request }) => {
        exports.push((await request.json()) as RecordExportRequest);
        return new HttpResponse('code,name\nM,Male\n', {
          headers: { 'content-type': 'text/csv' },
        });
      }),
      http.post('*/api/records/delete', async ({ request }) => {
        deletes.push((await request.json()) as RecordBulkDeleteRequest);
        return HttpResponse.json({ deleted: 1 });
      }),
    );
    renderRecords(LIST_PATH);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select M' }));
    expect(await screen.findByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export selected' }));
    await choose('CSV');
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]).toMatchObject({
      form_id: 'utility-gender',
      format: 'csv',
      ids: ['id-Male-1'],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm to delete' });
    expect(within(confirm).getByText(/delete this gender\?/)).toBeTruthy();
    expect(deletes).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(deletes).toEqual([{ form_id: 'utility-gender', ids: ['id-Male-1'] }]),
    );
    expect(await screen.findByText('1 gender deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('1 selected')).toBeNull());
  });

  test('picked rows take one value of a choice field after the question', async () => {
    serveRecordShell();
    serveGenderWith({ properties: { status: STATUS }, list: { filters: ['status'] } });
    const bodies = serveGenders();
    const changes: RecordBulkUpdateRequest[] = [];
    server.use(
      http.post('*/api/records/update-field', async ({ request }) => {
        changes.push((await request.json()) as RecordBulkUpdateRequest);
        return HttpResponse.json({ updated: 2 });
      }),
    );
    renderRecords(LIST_PATH);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 2 genders' });
    const change = within(dialog).getByRole('button', { name: 'Change' });
    expect(change.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Status' }), {
      target: { value: 'Retired' },
    });
    fireEvent.click(change);
    await waitFor(() =>
      expect(changes).toEqual([
        {
          form_id: 'utility-gender',
          ids: ['id-Female-0', 'id-Male-1'],
          field: 'status',
          value: 'Retired',
        },
      ]),
    );
    expect(await screen.findByText('Status changed on 2 genders')).toBeTruthy();
    // The list reloads to show the change.
    await waitFor(() => expect(bodies.length).toBeGreaterThan(1));
  });

  test('picked records in one state take a workflow step together after the question', async () => {
    serveRecordShell();
    serveGenderWith({
      properties: { status: STATUS },
      workflow: {
        field: 'status',
        initial: 'Active',
        transitions: [
          { from: ['Active'], to: 'Retired', label: 'Retire', roles: ['*'] },
          { from: ['Active'], to: 'Purged', label: 'Purge', roles: ['admin'] },
          { from: ['Retired'], to: 'Active', label: 'Reinstate', roles: ['*'] },
        ],
      },
    });
    const row = (name: string, status: string) =>
      makeRecord({ code: name.slice(0, 1), name, status }, { id: `id-${name}` });
    const bodies = serveList(() => ({
      ...listPage([]),
      items: [row('Female', 'Active'), row('Male', 'Active'), row('Other', 'Retired')],
      total: 3,
    }));
    const moves: RecordBulkTransitionRequest[] = [];
    server.use(
      http.post('*/api/records/transition', async ({ request }) => {
        moves.push((await request.json()) as RecordBulkTransitionRequest);
        return HttpResponse.json({ moved: 2 });
      }),
    );
    renderRecords(LIST_PATH);

    await screen.findByRole('table');
    // The state is asked for though its column is not shown.
    expect(bodies[0]?.fields).toContain('status');
    expect(screen.queryByRole('columnheader', { name: /Status/ })).toBeNull();
    // Records in two states offer no step they share.
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    await screen.findByText('3 selected');
    expect(screen.queryByRole('button', { name: 'Retire' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reinstate' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select O' }));
    // Both Active: the step this person may take, not the one only admins may.
    fireEvent.click(await screen.findByRole('button', { name: 'Retire' }));
    expect(screen.queryByRole('button', { name: 'Purge' })).toBeNull();
    const dialog = await screen.findByRole('alertdialog', { name: 'Retire: 2 genders?' });
    expect(within(dialog).getByText('The 2 genders move from Active to Retired.')).toBeTruthy();
    expect(moves).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() =>
      expect(moves).toEqual([
        { form_id: 'utility-gender', ids: ['id-Female', 'id-Male'], to: 'Retired' },
      ]),
    );
    expect(await screen.findByText('2 genders moved to Retired')).toBeTruthy();
    await waitFor(() => expect(bodies.length).toBeGreaterThan(1));
  });
});
