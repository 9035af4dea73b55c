import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SignInResponse } from '../../src/shared/api/identity';
import { SUSPENDED_MESSAGE, type OrgResources } from '../../src/shared/api/organization';
import type {
  PasswordSignInResponse,
  RecoveryCodes,
  SecondFactorEnrolment,
} from '../../src/shared/api/second-factor';
import type {
  SsoSettings,
  SsoSettingsRequest,
  SsoTestResult,
} from '../../src/shared/api/single-sign-on';
import {
  resumeOrganization,
  suspendOrganization,
} from '../../src/server/tenancy/organization-status';
import { ApiCaller, errorOf, ok, signIn, trySignIn } from './support/api-client';
import { codeAt, steadyStep } from './support/authenticator';
import { describeOnEachDatabase } from './support/on-each-database';
import {
  ALIASED_CLIENT,
  APP_CLIENT,
  signInAtProvider,
  startTestProvider,
  type TestProvider,
} from './support/oidc-test-provider';
import { queryRows } from './support/pg-client';

// A real OpenID Connect provider (oidc-provider) on a local port; the app signs people in with
// it end to end: its sign-in page is driven over HTTP, its code exchanged by the app.

const PUBLIC_URL = 'http://hcm.test';
const CALLBACK = `${PUBLIC_URL}/api/iam/sso/callback`;

describeOnEachDatabase('single sign-on with an OpenID Connect provider', (current) => {
  const app = () => current().app;
  let provider: TestProvider;

  beforeAll(async () => {
    provider = await startTestProvider(CALLBACK);
  });
  afterAll(() => provider?.close());

  const settings = (changes: Partial<SsoSettingsRequest> = {}): SsoSettingsRequest => ({
    enabled: true,
    label: 'Acme Identity',
    issuer: provider.issuer,
    clientId: APP_CLIENT.clientId,
    clientSecret: APP_CLIENT.secret,
    allowAccountCreation: false,
    passwordSignIn: true,
    allowedDomains: [],
    ...changes,
  });

  async function configure(orgId: string, changes: Partial<SsoSettingsRequest> = {}) {
    const admin = await signIn(app(), orgId, 'admin');
    const response = await admin.call('PUT', '/api/organization/sso', { body: settings(changes) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SsoSettings>();
  }

  /** The account's e-mail as the organisation keeps it. */
  async function emailOf(orgId: string, username: string): Promise<string> {
    const [row] = await queryRows<{ email: string }>(
      current().owner,
      'select email from accounts where org_id = $1 and username = $2',
      [orgId, username],
    );
    if (!row) throw new Error(`no ${orgId}/${username}`);
    return row.email;
  }

  /** A browser navigation to the app: where it is sent next, on the app's own host. */
  async function navigate(url: string): Promise<URL> {
    const { pathname, search } = new URL(url, PUBLIC_URL);
    const response = await app().inject({
      method: 'GET',
      url: pathname + search,
      remoteAddress: '198.51.100.20',
    });
    expect(response.statusCode, response.body).toBe(302);
    return new URL(String(response.headers.location), PUBLIC_URL);
  }

  /** Start → the provider's sign-in as `login` → the callback: the sign-in page it ends on. */
  async function signInThroughProvider(orgId: string, login: string, { cancel = false } = {}) {
    const authorization = await navigate(`/api/iam/sso/${orgId}/start`);
    expect(authorization.href.startsWith(provider.issuer), authorization.href).toBe(true);
    const callback = await signInAtProvider(authorization.href, login, CALLBACK, { cancel });
    return { callback, page: await navigate(callback) };
  }

  const exchange = (orgId: string, code: string) =>
    new ApiCaller(app(), orgId).call('POST', '/api/iam/sso/exchange', { body: { orgId, code } });

  const auditActions = async (orgId: string, action: string) =>
    queryRows<{ username: string | null; detail: { reason?: string } }>(
      current().owner,
      'select username, detail from audit_log where org_id = $1 and action = $2 order by audit_id',
      [orgId, action],
    );

  it('signs a person in: the session works and the sign-in is audited; the state and the code work once', async () => {
    await configure('acme');
    const email = await emailOf('acme', 'employee');
    provider.people.set('emp', { email: email.toUpperCase(), email_verified: true });

    const { callback, page } = await signInThroughProvider('acme', 'emp');
    expect(page.pathname).toBe('/session/sso');
    expect(page.searchParams.get('org')).toBe('acme');
    const code = page.searchParams.get('code') ?? '';

    const answer = await exchange('acme', code);
    expect(answer.statusCode, answer.body).toBe(200);
    const session = answer.json<SignInResponse>();
    expect(session.account).toMatchObject({ orgId: 'acme', username: 'employee' });
    const employee = new ApiCaller(app(), 'acme', session);
    expect((await employee.call('GET', '/api/iam/session')).statusCode).toBe(200);
    expect(await auditActions('acme', 'sign-in-sso')).toEqual([
      expect.objectContaining({ username: 'employee' }),
    ]);

    const again = await exchange('acme', code);
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).message).toMatch(/expired or was already used/);

    const replayed = await navigate(callback);
    expect(replayed.pathname).toBe('/login/acme');
    expect(replayed.searchParams.get('sso_error')).toBe('expired');
  });

  it('refuses an ID token issued for another client id than the one configured', async () => {
    await configure('acme', { clientId: ALIASED_CLIENT.clientId });
    provider.people.set('emp', { email: await emailOf('acme', 'employee'), email_verified: true });
    const { page } = await signInThroughProvider('acme', 'emp');
    expect(page.pathname).toBe('/login/acme');
    expect(page.searchParams.get('sso_error')).toBe('wrong_audience');
    const [failure] = (await auditActions('acme', 'sign-in-sso-failed')).slice(-1);
    expect(failure?.detail.reason).toBe('wrong_audience');
  });

  it('refuses an e-mail address the provider has not verified, and a domain not allowed', async () => {
    await configure('acme');
    const email = await emailOf('acme', 'employee');
    provider.people.set('unverified', { email, email_verified: false });
    const unverified = await signInThroughProvider('acme', 'unverified');
    expect(unverified.page.searchParams.get('sso_error')).toBe('email_unverified');

    provider.people.set('emp', { email, email_verified: true });
    await configure('acme', { allowedDomains: ['acme.com', 'acme.org'] });
    const elsewhere = await signInThroughProvider('acme', 'emp');
    expect(elsewhere.page.searchParams.get('sso_error')).toBe('domain_not_allowed');
    await configure('acme', { allowedDomains: [email.split('@')[1] ?? ''] });
    const allowed = await signInThroughProvider('acme', 'emp');
    expect(allowed.page.pathname).toBe('/session/sso');
  });

  it('refuses someone without an account, and makes them one when the organisation allows it', async () => {
    await configure('acme');
    provider.people.set('newcomer', {
      email: 'nora.newcomer@acme.example',
      email_verified: true,
      given_name: 'Nora',
      family_name: 'Newcomer',
    });
    const refused = await signInThroughProvider('acme', 'newcomer');
    expect(refused.page.searchParams.get('sso_error')).toBe('no_account');

    await configure('acme', { allowAccountCreation: true });
    const { page } = await signInThroughProvider('acme', 'newcomer');
    const answer = await exchange('acme', page.searchParams.get('code') ?? '');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<SignInResponse>().account).toMatchObject({
      username: 'nora.newcomer',
      sessionName: 'Nora Newcomer',
      roles: ['employee'],
      status: 'Active',
    });
    // Signing in again finds the account made the first time.
    const again = await signInThroughProvider('acme', 'newcomer');
    const second = await exchange('acme', again.page.searchParams.get('code') ?? '');
    expect(second.json<SignInResponse>().account.accountId).toBe(
      answer.json<SignInResponse>().account.accountId,
    );
  });

  it('signs in to the organisation the sign-in started from, never another’s account with the same e-mail', async () => {
    await configure('acme');
    await configure('icare', { label: 'iCare Identity' });
    const email = await emailOf('acme', 'employee');
    // Another organisation, another account, the same address.
    await queryRows(
      current().owner,
      `update accounts set email = $1 where org_id = 'icare' and username = 'approver'`,
      [email],
    );
    provider.people.set('shared', { email, email_verified: true });

    const { page } = await signInThroughProvider('icare', 'shared');
    expect(page.searchParams.get('org')).toBe('icare');
    const answer = await exchange('icare', page.searchParams.get('code') ?? '');
    expect(answer.json<SignInResponse>().account).toMatchObject({
      orgId: 'icare',
      username: 'approver',
    });

    // A code made for one organisation opens nothing in another.
    const acme = await signInThroughProvider('acme', 'shared');
    const code = acme.page.searchParams.get('code') ?? '';
    expect((await exchange('icare', code)).statusCode).toBe(401);

    provider.people.set('acme-only', {
      email: await emailOf('acme', 'payroll'),
      email_verified: true,
    });
    const stranger = await signInThroughProvider('icare', 'acme-only');
    expect(stranger.page.pathname).toBe('/login/icare');
    expect(stranger.page.searchParams.get('sso_error')).toBe('no_account');
  });

  it('sends a cancelled sign-in back with its reason, and a start without single sign-on too', async () => {
    await configure('acme');
    const { page } = await signInThroughProvider('acme', 'emp', { cancel: true });
    expect(page.searchParams.get('sso_error')).toBe('cancelled');

    await configure('acme', { enabled: false });
    const off = await navigate('/api/iam/sso/acme/start');
    expect(off.pathname).toBe('/login/acme');
    expect(off.searchParams.get('sso_error')).toBe('not_enabled');
  });

  it('refuses password sign-in when it is switched off, except to administrators', async () => {
    await configure('acme', { passwordSignIn: false });
    const resources = await app().inject({
      method: 'GET',
      url: '/api/organization/resources/collection/acme',
      headers: { 'x-api-key': 'test-api-key' },
    });
    expect(resources.json<OrgResources[]>()[0]).toMatchObject({
      sso: { enabled: true, label: 'Acme Identity' },
      passwordSignIn: false,
    });

    const employee = await trySignIn(app(), 'acme', 'employee');
    expect(employee.statusCode).toBe(403);
    expect(errorOf(employee).message).toMatch(/Password sign-in is turned off.*Acme Identity/);
    expect((await trySignIn(app(), 'acme', 'admin')).statusCode).toBe(200);
    // A wrong password is still only a wrong password.
    expect((await trySignIn(app(), 'acme', 'employee', 'Wrong#2026!')).statusCode).toBe(401);
    // Whoever may change the settings may sign in to fix them, through an own role too.
    await queryRows(
      current().owner,
      `insert into org_roles (org_id, role_id, name, permissions, created_by)
       values ('acme', 'sso-keeper', 'SSO keeper', '{settings.manage}', 'test')`,
    );
    await queryRows(
      current().owner,
      `update accounts set roles = '{employee,sso-keeper}' where org_id = 'acme' and username = 'approver'`,
    );
    expect((await trySignIn(app(), 'acme', 'approver')).statusCode).toBe(200);
    await queryRows(
      current().owner,
      `update accounts set roles = '{approver}' where org_id = 'acme' and username = 'approver'`,
    );
    expect((await trySignIn(app(), 'acme', 'approver')).statusCode).toBe(403);

    const admin = await signIn(app(), 'acme', 'admin');
    const off = await admin.call('PUT', '/api/organization/sso', {
      body: settings({ enabled: false, passwordSignIn: false }),
    });
    expect(off.statusCode).toBe(422);
    expect(errorOf(off).fields?.[0]?.path).toBe('/passwordSignIn');
    await configure('acme');
    expect((await trySignIn(app(), 'acme', 'employee')).statusCode).toBe(200);
  });

  it('keeps the client secret sealed and never answers it', async () => {
    const saved = await configure('acme');
    expect(saved).toMatchObject({ hasSecret: true, redirectUri: CALLBACK, updatedBy: 'admin' });
    const admin = await signIn(app(), 'acme', 'admin');
    const read = await admin.call('GET', '/api/organization/sso');
    expect(read.body).not.toContain(APP_CLIENT.secret);
    const [stored] = await queryRows<{ client_secret: Buffer }>(
      current().owner,
      `select client_secret from sso_settings where org_id = 'acme'`,
    );
    expect(stored?.client_secret.length).toBeGreaterThan(APP_CLIENT.secret.length);
    expect(stored?.client_secret.toString('latin1')).not.toContain(APP_CLIENT.secret);
    const audit = await queryRows<{ detail: object }>(
      current().owner,
      `select detail from audit_log where org_id = 'acme' and action = 'sso-settings-changed'`,
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(APP_CLIENT.secret);

    // Saved without a secret, the one kept stays: sign-in still works.
    const { clientSecret: _omitted, ...withoutSecret } = settings();
    expect(
      (
        await admin.call('PUT', '/api/organization/sso', { body: withoutSecret })
      ).json<SsoSettings>(),
    ).toMatchObject({ hasSecret: true });
    provider.people.set('emp', { email: await emailOf('acme', 'employee'), email_verified: true });
    expect((await signInThroughProvider('acme', 'emp')).page.pathname).toBe('/session/sso');
  });

  it('lets only administrators read, change and test the settings, and checks the issuer', async () => {
    const hr = await signIn(app(), 'acme', 'hr');
    expect((await hr.call('GET', '/api/organization/sso')).statusCode).toBe(403);
    expect((await hr.call('PUT', '/api/organization/sso', { body: settings() })).statusCode).toBe(
      403,
    );

    const admin = await signIn(app(), 'acme', 'admin');
    const plain = await admin.call('PUT', '/api/organization/sso', {
      body: settings({ issuer: 'http://idp.example.com' }),
    });
    expect(plain.statusCode).toBe(422);
    expect(errorOf(plain).fields?.[0]).toMatchObject({ path: '/issuer' });

    const test = (issuer: string) =>
      admin.call('POST', '/api/organization/sso/test', { body: { issuer } });
    // The server fetches only what a sign-in could use: https, or plain http on this machine
    // outside production (this suite's environment is develop).
    for (const refused of ['http://idp.example.com', 'http://10.0.0.1', 'https://a@idp.example']) {
      const answer = await test(refused);
      expect(answer.statusCode, refused).toBe(422);
      expect(errorOf(answer).fields?.[0], refused).toMatchObject({ path: '/issuer' });
    }
    expect((await test(provider.issuer)).json<SsoTestResult>()).toMatchObject({
      ok: true,
      issuer: provider.issuer,
      authorizationEndpoint: `${provider.issuer}/auth`,
      pkce: true,
    });
    const unreachable = (await test('http://127.0.0.1:9')).json<SsoTestResult>();
    expect(unreachable).toMatchObject({ ok: false });
    expect(unreachable.ok === false && unreachable.message).toMatch(/could not be reached/);

    // A redirect, here to the real provider on another port, is not followed.
    const redirecting = createServer((request, response) => {
      response.writeHead(302, { location: `${provider.issuer}${request.url ?? '/'}` });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const port = (redirecting.address() as AddressInfo).port;
      const redirected = (await test(`http://localhost:${port}`)).json<SsoTestResult>();
      expect(redirected).toMatchObject({ ok: false });
      expect(redirected.ok === false && redirected.message).toMatch(
        new RegExp(`302, a redirect to ${provider.issuer}/.*not followed`),
      );
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });

  it('refuses to start, finish or exchange while the organisation is suspended', async () => {
    await configure('acme');
    provider.people.set('emp', { email: await emailOf('acme', 'employee'), email_verified: true });
    // A code and a callback from before the suspension.
    const { page } = await signInThroughProvider('acme', 'emp');
    const authorization = await navigate('/api/iam/sso/acme/start');
    const callback = await signInAtProvider(authorization.href, 'emp', CALLBACK);

    await suspendOrganization(current().db, 'acme', 'test-operator');
    try {
      const started = await navigate('/api/iam/sso/acme/start');
      expect(started.pathname).toBe('/login/acme');
      expect(started.searchParams.get('sso_error')).toBe('suspended');
      const finished = await navigate(callback);
      expect(finished.pathname).toBe('/login/acme');
      expect(finished.searchParams.get('sso_error')).toBe('suspended');
      const exchanged = await exchange('acme', page.searchParams.get('code') ?? '');
      expect(exchanged.statusCode).toBe(403);
      expect(errorOf(exchanged)).toMatchObject({
        code: 'org_suspended',
        message: SUSPENDED_MESSAGE,
      });
      expect(await auditActions('acme', 'sign-in-sso-failed')).not.toContainEqual(
        expect.objectContaining({ detail: expect.objectContaining({ reason: 'suspended' }) }),
      );
    } finally {
      await resumeOrganization(current().db, 'acme', 'test-operator');
    }
  });

  it('asks for the authenticator’s code as a password sign-in does, and then signs in', async () => {
    await configure('acme');
    // hr enrols an authenticator, as anyone does, from a session.
    const hr = await signIn(app(), 'acme', 'hr');
    await steadyStep(3);
    const enrolment = await ok<SecondFactorEnrolment>(
      hr,
      'POST',
      '/api/iam/second-factor/enrolment',
    );
    const secret = new URL(enrolment.otpauthUri).searchParams.get('secret') ?? '';
    await ok<RecoveryCodes>(hr, 'POST', '/api/iam/second-factor/enrolment/confirm', {
      code: await codeAt(secret, -1),
    });
    provider.people.set('hr', { email: await emailOf('acme', 'hr'), email_verified: true });

    const { page } = await signInThroughProvider('acme', 'hr');
    const answer = await exchange('acme', page.searchParams.get('code') ?? '');
    expect(answer.statusCode, answer.body).toBe(200);
    const first = answer.json<PasswordSignInResponse>();
    if (!('challenge' in first)) throw new Error(`expected the code step: ${answer.body}`);
    expect(first).toEqual({ secondFactor: 'totp', challenge: expect.stringMatching(/^acme\./) });

    const before = (await auditActions('acme', 'sign-in-sso')).length;
    const step = await new ApiCaller(app(), 'acme').call(
      'POST',
      '/api/iam/authorize/second-factor',
      { body: { orgId: 'acme', challenge: first.challenge, code: await codeAt(secret) } },
    );
    expect(step.statusCode, step.body).toBe(200);
    const session = step.json<SignInResponse>();
    expect(session).toMatchObject({ account: { username: 'hr' }, mustEnrolSecondFactor: false });
    expect(
      (await new ApiCaller(app(), 'acme', session).call('GET', '/api/iam/session')).statusCode,
    ).toBe(200);
    // The session opened after the code step is still recorded as a single sign-on.
    expect(await auditActions('acme', 'sign-in-sso')).toHaveLength(before + 1);

    const admin = await signIn(app(), 'acme', 'admin');
    const reset = await admin.call(
      'DELETE',
      `/api/iam/accounts/${session.account.accountId}/second-factor`,
    );
    expect(reset.statusCode, reset.body).toBeLessThan(300);
  });

  it('opens a session that must enrol an authenticator first where the policy requires one', async () => {
    await configure('acme');
    const admin = await signIn(app(), 'acme', 'admin');
    await ok(admin, 'PUT', '/api/organization/sign-in-policy', { twoFactorRoles: ['employee'] });
    try {
      provider.people.set('emp', {
        email: await emailOf('acme', 'employee'),
        email_verified: true,
      });
      const { page } = await signInThroughProvider('acme', 'emp');
      const answer = await exchange('acme', page.searchParams.get('code') ?? '');
      expect(answer.statusCode, answer.body).toBe(200);
      const session = answer.json<SignInResponse>();
      expect(session).toMatchObject({
        account: { username: 'employee' },
        mustEnrolSecondFactor: true,
      });
      const employee = new ApiCaller(app(), 'acme', session);
      const refused = await employee.call('GET', '/api/navigation');
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('second_factor_enrolment_required');
      expect((await employee.call('GET', '/api/iam/second-factor')).statusCode).toBe(200);
    } finally {
      await ok(admin, 'PUT', '/api/organization/sign-in-policy', { twoFactorRoles: [] });
    }
  });
});
