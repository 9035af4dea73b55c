import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { resolveRecordRoute } from '../../../../src/client/engine/routes/resolve-record-route';
import { session } from '../../../../src/client/lib/session';
import { server } from '../msw-server';
import {
  formSummaries,
  giveElementsHeight,
  makeRecord,
  RECORD_ID,
  renderRecords,
  serveRecordShell,
} from './record-fixtures';

const resolve = (path: string) => {
  const resolved = resolveRecordRoute(path, formSummaries);
  return (
    resolved && { page: resolved.page, formId: resolved.form.formId, recordId: resolved.recordId }
  );
};

describe('resolveRecordRoute', () => {
  test('maps a definition’s list, add, edit and view paths', () => {
    expect(resolve('/utility/gender/list')).toEqual({ page: 'list', formId: 'utility-gender' });
    expect(resolve('/utility/gender/add/utility-gender')).toEqual({
      page: 'create',
      formId: 'utility-gender',
    });
    expect(resolve(`/utility/gender/edit/utility-gender/${RECORD_ID}`)).toEqual({
      page: 'edit',
      formId: 'utility-gender',
      recordId: RECORD_ID,
    });
    expect(resolve(`/utility/gender/view/utility-gender/${RECORD_ID}/`)).toEqual({
      page: 'view',
      formId: 'utility-gender',
      recordId: RECORD_ID,
    });
  });

  test('takes the spec’s create and :orgId/:id shapes where one form owns the base', () => {
    expect(resolve('/utility/gender/create')).toEqual({ page: 'create', formId: 'utility-gender' });
    expect(resolve(`/utility/gender/edit/acme/${RECORD_ID}`)).toEqual({
      page: 'edit',
      formId: 'utility-gender',
      recordId: RECORD_ID,
    });
    expect(resolve('/utility/gender/view/acme')).toBeNull();
  });

  test('serves the list at the bare base when listAtBase', () => {
    expect(resolve('/utility/aggregate-breaks')).toEqual({
      page: 'list',
      formId: 'utility-aggregate-breaks',
    });
    expect(resolve('/utility/gender')).toBeNull();
  });

  test('refuses unknown shapes and forms of another base', () => {
    expect(resolve('/utility')).toBeNull();
    expect(resolve('/utility/gender/add/utility-aggregate-breaks')).toBeNull();
    expect(resolve('/utility/gender/view/utility-gender')).toBeNull();
    expect(resolve('/utility/gender-x/list')).toBeNull();
  });
});

describe('definition routes in the app', () => {
  giveElementsHeight();
  // Screen chunks import slower than findBy* waits on a cold run.
  beforeAll(() =>
    Promise.all([
      import('../../../../src/client/engine/routes/definition-route'),
      import('../../../../src/client/engine/list/record-list-page'),
    ]),
  );
  afterEach(() => session.end());

  test('a definition’s list path shows its list', async () => {
    serveRecordShell();
    server.use(
      http.post('*/api/records/list', () =>
        HttpResponse.json({
          items: [makeRecord({ code: 'F', name: 'Female' })],
          total: 1,
          totalIsEstimate: false,
          nextCursor: null,
        }),
      ),
    );
    renderRecords('/utility/gender/list');

    expect(await screen.findByRole('heading', { name: 'Genders' })).toBeTruthy();
    expect(await screen.findByText('Female')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe(
      '/utility/gender/add/utility-gender',
    );
  });

  test('an unknown path still lands on the not-found page', async () => {
    serveRecordShell();
    renderRecords('/no/such/page');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/session/404'));
  });
});
