import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { apiClient } from '../../../src/client/lib/api-client';
import { session } from '../../../src/client/lib/session';
import { makeAccount, makeOrgResources, signIn } from './fixtures';
import { server } from './msw-server';
import { renderApp } from './render-app';

const PASSWORD_FIRST = {
  error: { code: 'password_change_required', message: 'Change your password first.' },
};

/** The shell's requests, answered the way the server answers a first sign-in. */
function serveFirstSignIn() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  server.use(
    http.get('*/api/organization/resources/collection/acme', () =>
      HttpResponse.json([makeOrgResources()]),
    ),
    http.get('*/api/iam/session', () => HttpResponse.json({ account: session.get()?.account })),
    http.all('*/api/*', () => HttpResponse.json(PASSWORD_FIRST, { status: 403 })),
  );
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  session.end();
});

describe('a first sign-in', () => {
  test('sees only the change of password, and the shell asks the server for nothing else', async () => {
    const seen = serveFirstSignIn();
    signIn(makeAccount({ status: 'Change Password', steps: { changePassword: false } }));
    renderApp('/dashboard');

    expect(await screen.findByRole('dialog', { name: 'Set a new password' })).toBeTruthy();
    await waitFor(() => expect(seen).toContain('GET /api/iam/session'));
    const others = seen.filter(
      (request) =>
        !['/api/iam/session', '/api/organization/resources/collection/acme'].some((path) =>
          request.endsWith(path),
        ) && request !== 'POST /api/hcm/version/get',
    );
    expect(others).toEqual([]);
  });

  test('an answer that the password must be changed first brings the step up', async () => {
    serveFirstSignIn();
    signIn(makeAccount({ status: 'Active' }));
    await expect(apiClient.get('/api/navigation')).rejects.toMatchObject({
      code: 'password_change_required',
    });
    expect(session.get()?.account.status).toBe('Change Password');
  });
});
