import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_PREFERENCES, preferences } from '../../../../src/client/lib/preferences';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import {
  genderForm,
  giveElementsHeight,
  listPage,
  renderRecords,
  serveGenderWith,
  serveList,
  serveRecordShell,
} from './record-fixtures';

const LIST_PATH = '/utility/gender/list';

giveElementsHeight();
// The list screen's chunk imports slower than findBy* waits on a cold run.
beforeAll(() => import('../../../../src/client/engine/list/record-list-page'));
afterEach(() => session.end());

describe('record list', () => {
  test('shows the definition’s columns and the rows the server sends', async () => {
    serveRecordShell();
    serveList(() => listPage(['Female', 'Male']));
    renderRecords(LIST_PATH);

    expect(await screen.findByRole('heading', { name: 'Genders' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Code' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(within(table).getByText('Female')).toBeTruthy();
    expect(within(table).getByText('Male')).toBeTruthy();
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  test('the search box asks the server with q', async () => {
    serveRecordShell();
    const bodies = serveList((body) =>
      body.q ? listPage(['Female']) : listPage(['Female', 'Male']),
    );
    renderRecords(LIST_PATH);

    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search genders' }), {
      target: { value: 'fem' },
    });
    await waitFor(() => expect(bodies.some((body) => body.q === 'fem')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Male')).toBeNull());
  });

  test('a sortable column header sorts on the server', async () => {
    serveRecordShell();
    const bodies = serveList(() => listPage(['Female', 'Male']));
    renderRecords(LIST_PATH);

    fireEvent.click(await screen.findByRole('button', { name: 'Code' }));
    expect(bodies[0]?.sort).toEqual({ field: 'name', direction: 'asc' });
    await waitFor(() => expect(bodies.at(-1)?.sort).toEqual({ field: 'code', direction: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(bodies.at(-1)?.sort).toEqual({ field: 'code', direction: 'desc' }));
  });

  test('asks the server for the visible columns only, as the column chooser sets them', async () => {
    serveRecordShell();
    server.use(http.put('*/api/iam/preferences', () => HttpResponse.json({ preferences: {} })));
    const bodies = serveList(() => listPage(['Female', 'Male']));
    renderRecords(LIST_PATH);

    await screen.findByRole('table');
    expect(bodies[0]?.fields).toEqual(['code', 'name']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Code' }));
    await waitFor(() => expect(bodies.at(-1)?.fields).toEqual(['name']));
    preferences.apply(DEFAULT_PREFERENCES);
  });

  test('the next page is fetched with the nextCursor of the previous one', async () => {
    serveRecordShell();
    const bodies = serveList((body) =>
      body.cursor === 'after-male'
        ? listPage(['Nonbinary'], { total: 3 })
        : listPage(['Female', 'Male'], { total: 3, nextCursor: 'after-male' }),
    );
    renderRecords(LIST_PATH);

    expect(await screen.findByText('Nonbinary')).toBeTruthy();
    expect(bodies.map((body) => body.cursor)).toEqual([undefined, 'after-male']);
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
  });

  test('an empty list says so and offers Add', async () => {
    serveRecordShell();
    serveList(() => listPage([]));
    renderRecords(LIST_PATH);

    expect(await screen.findByText('No genders found')).toBeTruthy();
    const addLinks = screen.getAllByRole('link', { name: 'Add' });
    expect(addLinks.map((link) => link.getAttribute('href'))).toContain(
      '/utility/gender/add/utility-gender',
    );
  });

  test('a text field that names a list filters by the entries of that list', async () => {
    serveRecordShell();
    const { definition } = genderForm;
    serveGenderWith({
      properties: { group: { type: 'string', title: 'Group', maxLength: 100 } },
      uiSchema: { ...definition.uiSchema, group: { 'ui:options': { formId: 'utility-group' } } },
      list: { filters: ['group'] },
    });
    const groupForm = {
      ...genderForm,
      definition: {
        ...definition,
        formId: 'utility-group',
        title: 'Group',
        list: { ...definition.list, label: ['name'] },
      },
    };
    server.use(http.get('*/api/forms/utility-group', () => HttpResponse.json(groupForm)));
    const bodies = serveList((body) =>
      body.form_id === 'utility-group' ? listPage(['Alpha', 'Beta']) : listPage(['Female', 'Male']),
    );
    renderRecords(LIST_PATH);

    const filter = await screen.findByRole('combobox', { name: 'Group' });
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Beta' })).toBeTruthy());
    fireEvent.change(filter, { target: { value: 'Beta' } });
    await waitFor(() =>
      expect(
        bodies.some((body) => body.form_id === 'utility-gender' && body.filter?.group === 'Beta'),
      ).toBe(true),
    );
  });
});
