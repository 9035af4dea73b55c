import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { session } from '../../../src/client/lib/session';
import { makeAccount, makeOrgResources, signIn } from './fixtures';
import { server } from './msw-server';
import { renderApp } from './render-app';

const NO_PERMISSION = 'Sorry, you do not have a permission to view this page';

function serveShell() {
  server.use(
    http.get('*/api/organization/resources/collection/acme', () =>
      HttpResponse.json([makeOrgResources()]),
    ),
    http.get('*/api/iam/session', () => HttpResponse.json({ account: session.get()?.account })),
    // The guard reads the account's forbidden paths, so it does not wait for the menu.
    http.get('*/api/navigation', async () => {
      await delay('infinite');
      return HttpResponse.json({ groups: [] });
    }),
    http.post('*/api/permissions/verify', () => HttpResponse.json({})),
    http.get('*/api/mail/outbox', () => HttpResponse.json({ items: [], nextCursor: null })),
  );
}

afterEach(() => session.end());

describe('route guards', () => {
  test('a role the page does not list is sent to sign-in with the no-permission message', async () => {
    serveShell();
    signIn(makeAccount({ accountId: 'acc-employee', roles: ['employee'] }));
    renderApp('/admin-settings/outbox');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/session/signin'));
    expect(await screen.findByText(NO_PERMISSION)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mail outbox' })).toBeNull();
  });

  test('a role the page lists sees the page', async () => {
    serveShell();
    signIn(makeAccount({ accountId: 'acc-admin', roles: ['admin'] }));
    renderApp('/admin-settings/outbox');

    // The page shows while the menu is still loading.
    expect(await screen.findByRole('heading', { name: 'Mail outbox' })).toBeTruthy();
    expect(await screen.findByText('No mail yet')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin-settings/outbox');
  });

  test('without a session the layout sends the person to their organisation’s login', async () => {
    serveShell();
    document.cookie = 'hcm_last_org=acme; path=/';
    renderApp('/dashboard');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login/acme'));
  });

  test('an unknown address lands on the not-found page', async () => {
    renderApp('/no/such/page');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/session/404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
