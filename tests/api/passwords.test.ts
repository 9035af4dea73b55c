import { expect, it } from 'vitest';
import type { Account } from '../../src/shared/api/identity';
import { ApiCaller, DEMO_PASSWORD, errorOf, signIn, trySignIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxMails } from './support/outbox';

const NEW_PASSWORD = 'Welcome#2027';

describeOnEachDatabase('passwords, PIN and the first-login step', (current) => {
  it('names what a weak new password is missing', async () => {
    const caller = await signIn(current().app, 'acme', 'employee');
    const response = await caller.call('POST', '/api/iam/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'lowercase only' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual([
      {
        path: '/newPassword',
        message: expect.stringMatching(
          /must contain a digit, an uppercase letter and a special character.*may not contain space/,
        ),
      },
    ]);
  });

  it('refuses a wrong current password on the field', async () => {
    const caller = await signIn(current().app, 'acme', 'employee');
    const response = await caller.call('POST', '/api/iam/password', {
      body: { currentPassword: 'Nope#1234', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual([
      { path: '/currentPassword', message: 'Current password is incorrect.' },
    ]);
  });

  it('completes the changePassword step of a first sign-in and ends other sessions', async () => {
    const first = await signIn(current().app, 'acme', 'newhire');
    const elsewhere = await signIn(current().app, 'acme', 'newhire');
    expect(first.account.status).toBe('Change Password');
    const response = await first.call('POST', '/api/iam/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ account: Account }>().account).toMatchObject({
      status: 'Active',
      loggedIn: true,
      steps: { changePassword: true },
    });
    expect((await elsewhere.call('GET', '/api/iam/session')).statusCode).toBe(401);
    expect((await first.call('GET', '/api/iam/session')).statusCode).toBe(200);

    const audit = await first.call('POST', '/api/logged_trail', {
      body: { accountId: first.account.accountId, orgId: 'acme', module: 'Login' },
    });
    expect(audit.statusCode).toBe(201);
    expect((await trySignIn(current().app, 'acme', 'newhire', DEMO_PASSWORD)).statusCode).toBe(401);
    const again = await signIn(current().app, 'acme', 'newhire', NEW_PASSWORD);
    expect(again.account.status).toBe('Active');
  });

  it('lets a first sign-in do nothing but change its password until it has', async () => {
    const app = current().app;
    const first = await signIn(app, 'icare', 'newhire');
    const other = await signIn(app, 'icare', 'newhire');
    expect(first.account.status).toBe('Change Password');
    const refused = [
      await first.call('GET', '/api/navigation'),
      await first.call('POST', '/api/records/list', { body: { form_id: 'ers-employee' } }),
      await first.call('GET', '/api/hcm/employee-profile?self=true'),
      await first.call('PUT', '/api/iam/preferences', {
        body: { layout: 'layout1', sidebarColor: 'teal', rtl: false },
      }),
      await first.call('POST', '/api/iam/pin', { body: { pin: '4826', password: DEMO_PASSWORD } }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({
        code: 'password_change_required',
        message: 'Change your password before you continue.',
      });
    }
    // What the first sign-in itself needs still answers.
    expect((await first.call('GET', '/api/iam/session')).statusCode).toBe(200);
    expect((await first.call('GET', '/api/iam/authorize/token')).statusCode).toBe(200);
    expect((await first.call('POST', '/api/hcm/version/get')).statusCode).toBe(200);
    expect(
      (await first.call('GET', '/api/organization/resources/collection/icare')).statusCode,
    ).toBe(200);
    expect((await other.call('POST', '/api/iam/logout')).statusCode).toBe(204);

    const changed = await first.call('POST', '/api/iam/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await first.call('GET', '/api/navigation')).statusCode).toBe(200);
  });

  it('writes audit entries only for the caller', async () => {
    const caller = await signIn(current().app, 'acme', 'employee');
    const admin = await signIn(current().app, 'acme', 'admin');
    const forged = await caller.call('POST', '/api/logged_trail', {
      body: { accountId: admin.account.accountId, orgId: 'acme', module: 'Login' },
    });
    expect(forged.statusCode).toBe(403);
    const missing = await caller.call('POST', '/api/logged_trail', { body: { orgId: 'acme' } });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing).fields).toEqual([
      { path: '/accountId', message: 'Account id is required' },
    ]);
  });

  it('sets a kiosk PIN after checking the password', async () => {
    const caller = await signIn(current().app, 'acme', 'hr');
    expect(
      (
        await caller.call('POST', '/api/iam/pin', {
          body: { pin: '4826', password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(204);
    const short = await caller.call('POST', '/api/iam/pin', {
      body: { pin: '12a', password: DEMO_PASSWORD },
    });
    expect(errorOf(short).fields).toEqual([{ path: '/pin', message: 'Pin must be 4 to 6 digits' }]);
    const wrong = await caller.call('POST', '/api/iam/pin', {
      body: { pin: '4826', password: 'Wrong#123' },
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('counts wrong passwords re-checked inside a session as failed sign-ins', async () => {
    const app = current().app;
    const ip = '198.51.100.40';
    const caller = await signIn(app, 'icare', 'approver');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong =
        attempt % 2 === 0
          ? await caller.call('POST', '/api/iam/pin', {
              body: { pin: '4826', password: 'Wrong#123' },
              ip,
            })
          : await caller.call('POST', '/api/iam/password', {
              body: { currentPassword: 'Wrong#123', newPassword: NEW_PASSWORD },
              ip,
            });
      expect(wrong.statusCode).toBe(422);
    }
    // Locked like sign-in after five: even the right password waits, with Retry-After.
    const locked = await caller.call('POST', '/api/iam/pin', {
      body: { pin: '4826', password: DEMO_PASSWORD },
      ip,
    });
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).code).toBe('too_many_requests');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const change = await caller.call('POST', '/api/iam/password', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      ip,
    });
    expect(change.statusCode).toBe(429);
    expect((await trySignIn(app, 'icare', 'approver', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    // Another address is not locked out.
    const elsewhere = await caller.call('POST', '/api/iam/pin', {
      body: { pin: '4826', password: DEMO_PASSWORD },
      ip: '198.51.100.41',
    });
    expect(elsewhere.statusCode).toBe(204);
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    const app = current().app;
    const anonymous = new ApiCaller(app, 'icare');
    const answer = await anonymous.call('POST', '/api/iam/forgot-password', {
      body: { orgId: 'icare', username: 'payroll' },
    });
    const unknown = await anonymous.call('POST', '/api/iam/forgot-password', {
      body: { orgId: 'icare', username: 'ghost' },
    });
    expect(answer.statusCode).toBe(202);
    expect(unknown.json()).toEqual(answer.json());

    const before = await signIn(app, 'icare', 'payroll');
    const admin = await signIn(app, 'icare', 'admin');
    const [mail] = await outboxMails(admin, 50, (item) => item.to.startsWith('grace.'));
    const token = mail?.text.match(/token=([\w-]+)/)?.[1];
    expect(mail?.text).toContain('http://hcm.test/session/forgot-password?org=icare&token=');
    expect(token).toBeTruthy();

    const weak = await anonymous.call('POST', '/api/iam/forgot-password/reset', {
      body: { orgId: 'icare', token, newPassword: 'weak' },
    });
    expect(weak.statusCode).toBe(422);
    const reset = await anonymous.call('POST', '/api/iam/forgot-password/reset', {
      body: { orgId: 'icare', token, newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await before.call('GET', '/api/iam/session')).statusCode).toBe(401);
    expect((await trySignIn(app, 'icare', 'payroll', NEW_PASSWORD)).statusCode).toBe(200);
    const reuse = await anonymous.call('POST', '/api/iam/forgot-password/reset', {
      body: { orgId: 'icare', token, newPassword: 'Another#2028' },
    });
    expect(reuse.statusCode).toBe(422);
    expect(errorOf(reuse).fields?.[0]?.path).toBe('/token');
  });

  it('lets only the newest reset link work, and a password change spends every link', async () => {
    const app = current().app;
    const anonymous = new ApiCaller(app, 'icare');
    const admin = await signIn(app, 'icare', 'admin');
    const ask = async () => {
      const response = await anonymous.call('POST', '/api/iam/forgot-password', {
        body: { orgId: 'icare', username: 'employee' },
        ip: '198.51.100.50',
      });
      expect(response.statusCode).toBe(202);
    };
    /** The reset links mailed to icare's employee, newest first. */
    const links = async () =>
      (await outboxMails(admin, 100, (item) => /reset your password/.test(item.subject)))
        .filter((item) => item.text.includes('account "employee"'))
        .map((item) => item.text.match(/token=([\w-]+)/)?.[1]);
    const reset = (token: string | undefined, newPassword: string) =>
      anonymous.call('POST', '/api/iam/forgot-password/reset', {
        body: { orgId: 'icare', token, newPassword },
      });

    await ask();
    await ask();
    const [newest, older] = await links();
    const stale = await reset(older, NEW_PASSWORD);
    expect(stale.statusCode).toBe(422);
    expect(errorOf(stale).fields?.[0]?.path).toBe('/token');
    expect((await reset(newest, NEW_PASSWORD)).statusCode).toBe(200);

    await ask();
    const [pending] = await links();
    const employee = await signIn(app, 'icare', 'employee', NEW_PASSWORD);
    const changed = await employee.call('POST', '/api/iam/password', {
      body: { currentPassword: NEW_PASSWORD, newPassword: 'Another#2028' },
    });
    expect(changed.statusCode).toBe(200);
    const spent = await reset(pending, 'Third#2029');
    expect(spent.statusCode).toBe(422);
    expect((await trySignIn(app, 'icare', 'employee', 'Another#2028')).statusCode).toBe(200);
  });

  it('shows the outbox to admins only', async () => {
    const hr = await signIn(current().app, 'icare', 'hr');
    const response = await hr.call('GET', '/api/mail/outbox');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe('Sorry, you do not have a permission to view this page');
  });
});
