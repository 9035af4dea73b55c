import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { SUSPENDED_MESSAGE } from '../../../src/shared/api/organization';
import { session } from '../../../src/client/lib/session';
import { makeAccount, makeOrgResources } from './fixtures';
import { server } from './msw-server';
import { renderApp } from './render-app';

function serveOrg() {
  server.use(
    http.get('*/api/organization/resources/collection/acme', () =>
      HttpResponse.json([makeOrgResources()]),
    ),
    http.get('*/api/organization/resources/collection/:orgId', () =>
      HttpResponse.json(
        { error: { code: 'not_found', message: 'Unknown organisation' } },
        { status: 404 },
      ),
    ),
  );
}

afterEach(() => session.end());

describe('login page', () => {
  test('shows the organisation’s name and logo, and sets the tab title', async () => {
    serveOrg();
    renderApp('/login/acme');

    expect(await screen.findByText('to Acme Corporation')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Acme Corporation logo' }).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/session/forgot-password?org=acme',
    );
    await waitFor(() => expect(document.title).toBe('Acme Corporation'));
  });

  test('shows the server’s message when the credentials are refused', async () => {
    serveOrg();
    let sent: unknown;
    server.use(
      http.post('*/api/iam/list', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { error: { code: 'unauthenticated', message: 'Invalid username or password' } },
          { status: 401 },
        );
      }),
    );
    renderApp('/login/acme');

    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'maria' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid username or password')).toBeTruthy();
    expect(sent).toEqual({ orgId: 'acme', username: 'maria', password: 'wrong' });
    expect(session.get()).toBeNull();
  });

  test('tells the person to wait after too many attempts', async () => {
    serveOrg();
    server.use(
      http.post('*/api/iam/list', () =>
        HttpResponse.json(
          { error: { code: 'too_many_requests', message: 'Too many' } },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    renderApp('/login/acme');

    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'maria' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Too many attempts. Try again in 30 seconds.')).toBeTruthy();
  });

  test('signs in, stores the session and opens the dashboard', async () => {
    serveOrg();
    const account = makeAccount({
      preferences: { layout: 'layout1', sidebarColor: 'teal', rtl: false },
    });
    server.use(
      http.post('*/api/iam/list', () =>
        HttpResponse.json({ token: 'new-token', csrf: 'new-csrf', account }),
      ),
      http.get('*/api/iam/session', () => HttpResponse.json({ account })),
      http.get('*/api/navigation', () => HttpResponse.json({ groups: [] })),
      http.post('*/api/permissions/verify', () => HttpResponse.json({})),
    );
    renderApp('/login/acme');

    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'maria' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(session.get()?.token).toBe('new-token');
    expect(JSON.parse(window.localStorage.getItem('hcm.preferences') ?? '{}')).toMatchObject({
      layout: 'layout1',
      sidebarColor: 'teal',
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Maria Santos' })).toBeTruthy();
  });

  test('a suspended organisation shows the notice instead of the form', async () => {
    server.use(
      http.get('*/api/organization/resources/collection/acme', () =>
        HttpResponse.json([makeOrgResources({ suspended: true })]),
      ),
    );
    renderApp('/login/acme');

    expect(await screen.findByText(SUSPENDED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign-in is unavailable' })).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  test('an unknown organisation shows a not-found state with a way to type another', async () => {
    serveOrg();
    renderApp('/login/nope');

    expect(await screen.findByText("Organisation 'nope' was not found")).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Organisation'), { target: { value: 'acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login/acme'));
    expect(await screen.findByText('to Acme Corporation')).toBeTruthy();
  });
});
