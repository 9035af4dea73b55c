import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { AppProviders } from '../../../src/client/app/app-providers';
import { DialogHost } from '../../../src/client/app/dialogs/dialog-host';
import { apiClient } from '../../../src/client/lib/api-client';
import { ApiError } from '../../../src/client/lib/api-error';
import { dialogStore } from '../../../src/client/lib/dialog-store';
import { session } from '../../../src/client/lib/session';
import { makeAccount, signIn } from './fixtures';
import { server } from './msw-server';

afterEach(() => session.end());

describe('apiClient', () => {
  test('sends the API key, organisation, bearer token and CSRF token of the session', async () => {
    signIn(makeAccount({ orgId: 'acme' }), 'secret-token');
    const seen: Headers[] = [];
    server.use(
      http.get('*/api/navigation', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ groups: [] });
      }),
      http.put('*/api/iam/preferences', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ preferences: {} });
      }),
    );

    await apiClient.get('/api/navigation');
    await apiClient.put('/api/iam/preferences', {
      layout: 'layout1',
      sidebarColor: 'teal',
      rtl: false,
    });

    const [get, put] = seen;
    expect(get?.get('accept')).toBe('application/json');
    expect(get?.get('x-api-key')).toBe('test-api-key');
    expect(get?.get('x-org-id')).toBe('acme');
    expect(get?.get('authorization')).toBe('Bearer secret-token');
    expect(get?.get('x-csrf-token')).toBeNull();
    expect(get?.get('content-type')).toBeNull();
    expect(put?.get('x-csrf-token')).toBe('session-csrf');
    expect(put?.get('content-type')).toBe('application/json');
  });

  test('before sign-in, fetches an anonymous CSRF token and sends the org from the URL', async () => {
    let signInHeaders: Headers | undefined;
    server.use(
      http.get('*/api/iam/authorize/token', ({ request }) =>
        HttpResponse.json({ token: `anon-for-${request.headers.get('x-org-id')}` }),
      ),
      http.post('*/api/iam/list', ({ request }) => {
        signInHeaders = request.headers;
        return HttpResponse.json({ token: 't', csrf: 'c', account: makeAccount() });
      }),
    );

    await apiClient.post(
      '/api/iam/list',
      { orgId: 'globex', username: 'a', password: 'b' },
      { orgId: 'globex' },
    );

    expect(signInHeaders?.get('x-org-id')).toBe('globex');
    expect(signInHeaders?.get('x-csrf-token')).toBe('anon-for-globex');
    expect(signInHeaders?.get('authorization')).toBeNull();
  });

  test('maps the error body to an ApiError with its code, message, fields and Retry-After', async () => {
    server.use(
      http.post('*/api/iam/password', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'The new password is too weak',
              fields: [{ path: '/newPassword', message: 'Password must contain a digit.' }],
            },
          },
          { status: 422 },
        ),
      ),
      http.post('*/api/iam/forgot-password', () =>
        HttpResponse.json(
          { error: { code: 'too_many_requests', message: 'Slow down' } },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );

    const weak = await apiClient.post('/api/iam/password', {}).catch((error: unknown) => error);
    expect(weak).toBeInstanceOf(ApiError);
    const error = weak as ApiError;
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('The new password is too weak');
    expect(error.fieldMessage('/newPassword')).toBe('Password must contain a digit.');

    const limited = (await apiClient
      .post('/api/iam/forgot-password', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(limited.code).toBe('too_many_requests');
    expect(limited.retryAfter).toBe(42);
  });

  test('a network failure opens the Network Error dialog with the call’s code', async () => {
    server.use(http.get('*/api/iam/session', () => HttpResponse.error()));
    signIn();
    render(
      <AppProviders>
        <DialogHost navigate={() => undefined} />
      </AppProviders>,
    );

    const failure = (await apiClient
      .get('/api/iam/session', { networkErrorCode: 'AA0349148' })
      .catch((e: unknown) => e)) as ApiError;

    expect(failure.code).toBe('network_error');
    expect(await screen.findByText('Network Error AA0349148')).toBeTruthy();
    expect(
      screen.getByText('Please check your internet connection and refresh the page'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Okay' })).toBeTruthy();
  });

  test('a 5xx opens the dialog only for calls that name a code', async () => {
    server.use(
      http.get('*/api/navigation', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 503 }),
      ),
    );

    await apiClient.get('/api/navigation').catch(() => undefined);
    expect(dialogStore.get().networkErrorCode).toBeNull();

    await apiClient
      .get('/api/navigation', { networkErrorCode: 'AA0150160' })
      .catch(() => undefined);
    expect(dialogStore.get().networkErrorCode).toBe('AA0150160');
  });

  test('a 401 on a read ends the revoked session, a 401 on a write does not', async () => {
    server.use(
      http.get('*/api/iam/session', () =>
        HttpResponse.json(
          { error: { code: 'unauthenticated', message: 'Session ended' } },
          { status: 401 },
        ),
      ),
      http.post('*/api/iam/password', () =>
        HttpResponse.json(
          { error: { code: 'unauthenticated', message: 'Wrong current password' } },
          { status: 401 },
        ),
      ),
    );
    signIn();

    await apiClient.post('/api/iam/password', {}).catch(() => undefined);
    expect(session.get()).not.toBeNull();

    await apiClient.get('/api/iam/session').catch(() => undefined);
    expect(session.get()).toBeNull();
    expect(window.localStorage.getItem('hcm.session')).toBeNull();
  });
});
