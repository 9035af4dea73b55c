import { expect, it } from 'vitest';
import type { SignInResponse } from '../../src/shared/api/identity';
import { ApiCaller, DEMO_PASSWORD, errorOf, signIn, trySignIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

describeOnEachDatabase('sign-in (iam/list)', (current) => {
  it.each(['admin', 'hr', 'payroll', 'approver', 'employee'])(
    'signs in %s with the session data of spec section 3',
    async (username) => {
      const response = await trySignIn(current().app, 'acme', username);
      expect(response.statusCode).toBe(200);
      const body = response.json<SignInResponse>();
      expect(body.token).toMatch(/^acme\./);
      expect(body.csrf).toBeTruthy();
      expect(body.account).toMatchObject({
        orgId: 'acme',
        username,
        roles: [username],
        permissions: [],
        status: 'Active',
        loggedIn: true,
      });
      expect(body.account).toHaveProperty('sessionName');
      expect(body.account).toHaveProperty('scheduleTemplate');
      expect(body.account).toHaveProperty('hasBreaks');
    },
  );

  it('gives the same answer for a wrong password, an unknown user and an unknown organisation', async () => {
    const wrongPassword = await trySignIn(current().app, 'acme', 'admin', 'Wrong#2026!');
    const unknownUser = await trySignIn(current().app, 'acme', 'nobody');
    const unknownOrg = await trySignIn(current().app, 'globex', 'admin');
    for (const response of [wrongPassword, unknownUser, unknownOrg]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({
        code: 'unauthenticated',
        message: 'Incorrect username or password.',
      });
    }
  });

  it('names every missing or unexpected field with 422', async () => {
    const response = await new ApiCaller(current().app, 'acme').call('POST', '/api/iam/list', {
      body: { orgId: 'acme', username: '', role: 'admin' },
    });
    expect(response.statusCode).toBe(422);
    const { fields } = errorOf(response);
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: '/username', message: 'Username is required' },
        { path: '/password', message: 'Password is required' },
        { path: '/role', message: 'Role is not a field this request accepts' },
      ]),
    );
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await new ApiCaller(current().app, 'acme').call('POST', '/api/iam/list', {
      body: '{"orgId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('bad_request');
  });

  it('moves a first sign-in to Change Password and records it', async () => {
    const first = await trySignIn(current().app, 'icare', 'newhire');
    expect(first.statusCode).toBe(200);
    expect(first.json<SignInResponse>().account).toMatchObject({
      status: 'Change Password',
      loggedIn: true,
      steps: { changePassword: false },
    });
    const admin = await signIn(current().app, 'icare', 'admin');
    const trail = (await admin.call('GET', '/api/logged_trail?limit=20')).json<{
      items: { username: string; action: string }[];
    }>();
    expect(trail.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'newhire', action: 'first-sign-in' }),
      ]),
    );
  });

  it('keeps the session working with the csrf token it was given and refuses writes without it', async () => {
    const caller = await signIn(current().app, 'acme', 'employee');
    const ok = await caller.call('PUT', '/api/iam/preferences', {
      body: { layout: 'layout1', sidebarColor: 'teal', rtl: false },
    });
    expect(ok.statusCode).toBe(200);
    const missing = await caller.call('PUT', '/api/iam/preferences', {
      body: { layout: 'layout1', sidebarColor: 'teal', rtl: false },
      headers: { 'x-csrf-token': undefined },
    });
    expect(missing.statusCode).toBe(403);
    expect(errorOf(missing).code).toBe('csrf_invalid');
    // An anonymous token is not good enough once signed in.
    const anonymous = (
      await current().app.inject({
        method: 'GET',
        url: '/api/iam/authorize/token',
        headers: { 'x-api-key': 'test-api-key' },
      })
    ).json<{ token: string }>();
    const wrongBinding = await caller.call('PUT', '/api/iam/preferences', {
      body: { layout: 'layout1', sidebarColor: 'teal', rtl: false },
      headers: { 'x-csrf-token': anonymous.token },
    });
    expect(wrongBinding.statusCode).toBe(403);
  });

  it('guards an address whose /api prefix is percent-encoded as it guards the plain one', async () => {
    const app = current().app;
    const forgot = { orgId: 'acme', username: 'admin' };
    for (const url of ['/%61pi/iam/forgot-password', '/%61%70%69/iam/forgot-password']) {
      const noKey = await app.inject({ method: 'POST', url, payload: forgot });
      expect(noKey.statusCode, url).toBe(401);
      expect(errorOf(noKey).code).toBe('api_key_invalid');
      const noCsrf = await app.inject({
        method: 'POST',
        url,
        headers: { 'x-api-key': 'test-api-key', 'x-org-id': 'acme' },
        payload: forgot,
      });
      expect(noCsrf.statusCode, url).toBe(403);
      expect(errorOf(noCsrf).code).toBe('csrf_invalid');
    }
    const employee = await signIn(app, 'acme', 'employee');
    const adminOnly = await employee.call('GET', '/%61pi/iam/accounts');
    expect(adminOnly.statusCode).toBe(403);
    expect(errorOf(adminOnly).code).toBe('forbidden');
  });

  it('refuses sign-in without a csrf token', async () => {
    const response = await new ApiCaller(current().app, 'acme').call('POST', '/api/iam/list', {
      body: { orgId: 'acme', username: 'admin', password: DEMO_PASSWORD },
      headers: { 'x-csrf-token': undefined },
    });
    expect(response.statusCode).toBe(403);
  });
});
