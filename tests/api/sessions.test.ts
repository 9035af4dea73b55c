import { expect, it } from 'vitest';
import { ApiCaller, errorOf, signIn, trySignIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

describeOnEachDatabase('sessions', (current) => {
  it('returns the signed-in account and refuses without a session', async () => {
    const caller = await signIn(current().app, 'acme', 'hr');
    const session = await caller.call('GET', '/api/iam/session');
    expect(session.json()).toMatchObject({ account: { username: 'hr', roles: ['hr'] } });
    const anonymous = await new ApiCaller(current().app, 'acme').call('GET', '/api/iam/session');
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a session used under another organisation header with 403', async () => {
    const caller = await signIn(current().app, 'acme', 'hr');
    const response = await caller.call('GET', '/api/iam/session', {
      headers: { 'x-org-id': 'icare' },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('org_mismatch');
  });

  it('revokes the session on sign-out', async () => {
    const caller = await signIn(current().app, 'acme', 'payroll');
    const other = await signIn(current().app, 'acme', 'payroll');
    expect((await caller.call('POST', '/api/iam/logout')).statusCode).toBe(204);
    expect((await caller.call('GET', '/api/iam/session')).statusCode).toBe(401);
    expect((await other.call('GET', '/api/iam/session')).statusCode).toBe(200);
  });

  it('ends every session of an account at once when an admin disables it', async () => {
    const admin = await signIn(current().app, 'acme', 'admin');
    const first = await signIn(current().app, 'acme', 'approver');
    const second = await signIn(current().app, 'acme', 'approver');
    const disable = await admin.call('PATCH', `/api/iam/accounts/${first.account.accountId}`, {
      body: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json()).toMatchObject({ username: 'approver', status: 'Disabled' });
    expect((await first.call('GET', '/api/iam/session')).statusCode).toBe(401);
    expect((await second.call('GET', '/api/navigation')).statusCode).toBe(401);
    const refused = await trySignIn(current().app, 'acme', 'approver');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toMatch(/disabled/);
    await admin.call('PATCH', `/api/iam/accounts/${first.account.accountId}`, {
      body: { disabled: false },
    });
    expect((await trySignIn(current().app, 'acme', 'approver')).statusCode).toBe(200);
  });

  it('lets only admins manage accounts, and not disable themselves', async () => {
    const admin = await signIn(current().app, 'acme', 'admin');
    const hr = await signIn(current().app, 'acme', 'hr');
    expect((await hr.call('GET', '/api/iam/accounts')).statusCode).toBe(403);
    const self = await admin.call('PATCH', `/api/iam/accounts/${admin.account.accountId}`, {
      body: { disabled: true },
    });
    expect(self.statusCode).toBe(409);
    const badId = await admin.call('PATCH', '/api/iam/accounts/not-a-uuid', {
      body: { disabled: true },
    });
    expect(badId.statusCode).toBe(422);
    expect(errorOf(badId).fields?.[0]).toMatchObject({ path: '/accountId' });
    const list = (await admin.call('GET', '/api/iam/accounts')).json<{
      items: { username: string }[];
    }>();
    expect(list.items.map((item) => item.username)).toEqual([
      'accountant',
      'admin',
      'approver',
      'employee',
      'hr',
      'newhire',
      'payroll',
    ]);
  });

  it('remembers customizer preferences per user and validates them', async () => {
    const caller = await signIn(current().app, 'icare', 'employee');
    const saved = await caller.call('PUT', '/api/iam/preferences', {
      body: { layout: 'layout3', sidebarColor: 'navy', rtl: true },
    });
    expect(saved.statusCode).toBe(200);
    const again = await signIn(current().app, 'icare', 'employee');
    expect(again.account.preferences).toEqual({
      layout: 'layout3',
      sidebarColor: 'navy',
      rtl: true,
    });
    const invalid = await caller.call('PUT', '/api/iam/preferences', {
      body: { layout: 'layout9', sidebarColor: 'navy', rtl: 'yes' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(errorOf(invalid).fields).toEqual(
      expect.arrayContaining([
        { path: '/layout', message: 'Layout must be one of: layout1, layout2, layout3' },
        { path: '/rtl', message: 'Rtl must be true or false' },
      ]),
    );
  });
});
