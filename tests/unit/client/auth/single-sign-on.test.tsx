import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { OrgResources } from '../../../../src/shared/api/organization';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, makeOrgResources, signIn } from '../fixtures';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

const SSO_ON: Partial<OrgResources> = { sso: { enabled: true, label: 'Acme Identity' } };

function serveOrg(overrides: Partial<OrgResources>) {
  server.use(
    http.get('*/api/organization/resources/collection/acme', () =>
      HttpResponse.json([makeOrgResources(overrides)]),
    ),
    http.get('*/api/iam/authorize/token', () => HttpResponse.json({ token: 'anonymous-csrf' })),
  );
}

const providerLink = () => screen.findByRole('link', { name: 'Sign in with Acme Identity' });

afterEach(() => session.end());

describe('the sign-in page with single sign-on', () => {
  test('offers the provider beside the password form', async () => {
    serveOrg(SSO_ON);
    renderApp('/login/acme');

    expect((await providerLink()).getAttribute('href')).toBe('/api/iam/sso/acme/start');
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  test('shows only the provider when password sign-in is off, the form behind Administrator sign-in', async () => {
    serveOrg({ ...SSO_ON, passwordSignIn: false });
    document.cookie = 'hcm_last_org=acme; path=/';
    renderApp('/session/signin');

    expect(await providerLink()).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Administrator sign-in' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.getByText(/Password sign-in is kept for administrators/)).toBeTruthy();
  });

  test('says why a single sign-on came back', async () => {
    serveOrg({ ...SSO_ON, passwordSignIn: false });
    renderApp('/login/acme?sso_error=wrong_audience');
    expect(await screen.findByText(/answered for another application/)).toBeTruthy();
  });

  test('shows no provider when the organisation has none', async () => {
    serveOrg({});
    renderApp('/login/acme');
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });
});

describe('the page single sign-on lands on', () => {
  test('trades the one-time code for the session, without this tab’s old session, and opens the dashboard', async () => {
    serveOrg(SSO_ON);
    const account = makeAccount();
    const sent: { body: unknown; authorization: string | null }[] = [];
    server.use(
      http.post('*/api/iam/sso/exchange', async ({ request }) => {
        sent.push({
          body: await request.json(),
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.json({
          token: 'sso-token',
          csrf: 'sso-csrf',
          account,
          mustEnrolSecondFactor: false,
        });
      }),
      http.get('*/api/iam/session', () => HttpResponse.json({ account })),
      http.get('*/api/navigation', () => HttpResponse.json({ groups: [] })),
      http.post('*/api/permissions/verify', () => HttpResponse.json({})),
    );
    signIn(makeAccount({ username: 'someone-else' }), 'old-token');
    renderApp('/session/sso?org=acme&code=one-time-code-0123456789');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(session.get()?.token).toBe('sso-token');
    expect(sent).toEqual([
      { body: { orgId: 'acme', code: 'one-time-code-0123456789' }, authorization: null },
    ]);
  });

  test('asks for the authenticator’s code, as the password sign-in does, then opens the dashboard', async () => {
    serveOrg(SSO_ON);
    const account = makeAccount();
    let sent: unknown;
    server.use(
      http.post('*/api/iam/sso/exchange', () =>
        HttpResponse.json({ secondFactor: 'totp', challenge: 'acme.challenge-of-the-test' }),
      ),
      http.post('*/api/iam/authorize/second-factor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          token: 'sso-token',
          csrf: 'sso-csrf',
          account,
          mustEnrolSecondFactor: false,
        });
      }),
      http.get('*/api/iam/session', () => HttpResponse.json({ account })),
      http.get('*/api/navigation', () => HttpResponse.json({ groups: [] })),
      http.post('*/api/permissions/verify', () => HttpResponse.json({})),
    );
    renderApp('/session/sso?org=acme&code=code-with-a-second-step-0123');

    fireEvent.change(await screen.findByLabelText('Code from the app'), {
      target: { value: '123456' },
    });
    expect(session.get()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(sent).toEqual({
      orgId: 'acme',
      challenge: 'acme.challenge-of-the-test',
      code: '123456',
    });
    expect(session.get()?.token).toBe('sso-token');
  });

  test('keeps a session that must enrol an authenticator first as such', async () => {
    serveOrg(SSO_ON);
    const account = makeAccount();
    server.use(
      http.post('*/api/iam/sso/exchange', () =>
        HttpResponse.json({
          token: 'sso-token',
          csrf: 'sso-csrf',
          account,
          mustEnrolSecondFactor: true,
        }),
      ),
      http.get('*/api/iam/session', () =>
        HttpResponse.json({ account, mustEnrolSecondFactor: true }),
      ),
    );
    renderApp('/session/sso?org=acme&code=code-of-someone-to-enrol-0123');

    await waitFor(() => expect(session.get()?.mustEnrolSecondFactor).toBe(true));
    expect(session.get()?.token).toBe('sso-token');
  });

  test('says when the code was spent, with the way back to sign-in', async () => {
    serveOrg(SSO_ON);
    server.use(
      http.post('*/api/iam/sso/exchange', () =>
        HttpResponse.json(
          {
            error: {
              code: 'unauthenticated',
              message: 'This sign-in has expired or was already used. Sign in again.',
            },
          },
          { status: 401 },
        ),
      ),
    );
    renderApp('/session/sso?org=acme&code=spent-code-0123456789');

    expect(await screen.findByText(/expired or was already used/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe(
      '/login/acme',
    );
    expect(session.get()).toBeNull();
  });
});
