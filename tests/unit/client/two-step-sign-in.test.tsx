import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { apiClient } from '../../../src/client/lib/api-client';
import { session } from '../../../src/client/lib/session';
import { makeAccount, makeOrgResources } from './fixtures';
import { server } from './msw-server';
import { renderApp } from './render-app';

const CHALLENGE = { secondFactor: 'totp', challenge: 'acme.challenge-token-of-the-test' };
const ENROL_FIRST = {
  error: { code: 'second_factor_enrolment_required', message: 'Set up two-step sign-in first.' },
};

function serveOrg() {
  server.use(
    http.get('*/api/organization/resources/collection/acme', () =>
      HttpResponse.json([makeOrgResources()]),
    ),
  );
}

async function passwordStep() {
  renderApp('/login/acme');
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'maria' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByLabelText('Code from the app');
}

afterEach(() => {
  server.events.removeAllListeners();
  session.end();
});

describe('signing in with two-step sign-in', () => {
  test('asks for the app’s code after the password and signs in with it', async () => {
    serveOrg();
    const account = makeAccount();
    let sent: unknown;
    server.use(
      http.post('*/api/iam/list', () => HttpResponse.json(CHALLENGE)),
      http.post('*/api/iam/authorize/second-factor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          token: 'new-token',
          csrf: 'new-csrf',
          account,
          mustEnrolSecondFactor: false,
        });
      }),
      http.get('*/api/iam/session', () =>
        HttpResponse.json({ account, mustEnrolSecondFactor: false }),
      ),
      http.get('*/api/navigation', () => HttpResponse.json({ groups: [] })),
      http.post('*/api/permissions/verify', () => HttpResponse.json({})),
    );
    const code = await passwordStep();
    expect(session.get()).toBeNull();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '12 34a56' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(sent).toEqual({ orgId: 'acme', challenge: CHALLENGE.challenge, code: '123456' });
    expect(session.get()?.token).toBe('new-token');
  });

  test('says so of a wrong code, takes a recovery code instead, and starts over when the challenge expired', async () => {
    serveOrg();
    const codes: unknown[] = [];
    server.use(
      http.post('*/api/iam/list', () => HttpResponse.json(CHALLENGE)),
      http.post('*/api/iam/authorize/second-factor', async ({ request }) => {
        codes.push(((await request.json()) as { code: string }).code);
        const message =
          codes.length === 1 ? 'That code is not right.' : 'This sign-in has expired.';
        const path = codes.length === 1 ? '/code' : '/challenge';
        return HttpResponse.json(
          {
            error: {
              code: codes.length === 1 ? 'unauthenticated' : 'validation_failed',
              message,
              fields: [{ path, message }],
            },
          },
          { status: codes.length === 1 ? 401 : 422 },
        );
      }),
    );
    const code = await passwordStep();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), {
      target: { value: 'k7qm-x2vd-9rta' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This sign-in has expired.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(codes).toEqual(['000000', 'k7qm-x2vd-9rta']);
    expect(session.get()).toBeNull();
  });
});

describe('a session that must enrol a second factor', () => {
  test('sees only the set-up, and the shell asks the server for nothing else', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    server.use(
      http.get('*/api/iam/session', () =>
        HttpResponse.json({ account: session.get()?.account, mustEnrolSecondFactor: true }),
      ),
      http.post('*/api/iam/second-factor/enrolment', () =>
        HttpResponse.json({
          otpauthUri: 'otpauth://totp/Acme:maria?secret=ABC',
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      ),
      http.all('*/api/*', () => HttpResponse.json(ENROL_FIRST, { status: 403 })),
    );
    // Used last, so it comes first.
    serveOrg();
    session.start({
      token: 'token-1',
      csrf: 'session-csrf',
      account: makeAccount(),
      mustEnrolSecondFactor: true,
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('dialog', { name: 'Set up two-step sign-in' })).toBeTruthy();
    expect(
      await screen.findByText(/Acme Corporation requires two-step sign-in for your role/),
    ).toBeTruthy();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const others = seen.filter(
      (request) =>
        ![
          'GET /api/iam/session',
          'GET /api/organization/resources/collection/acme',
          'POST /api/iam/second-factor/enrolment',
          'POST /api/hcm/version/get',
        ].includes(request),
    );
    expect(others).toEqual([]);
  });

  test('an answer that it must enrol first brings the set-up up', async () => {
    server.use(http.all('*/api/*', () => HttpResponse.json(ENROL_FIRST, { status: 403 })));
    session.start({ token: 'token-1', csrf: 'session-csrf', account: makeAccount() });
    await expect(apiClient.get('/api/navigation')).rejects.toMatchObject({
      code: 'second_factor_enrolment_required',
    });
    expect(session.get()?.mustEnrolSecondFactor).toBe(true);
  });
});
