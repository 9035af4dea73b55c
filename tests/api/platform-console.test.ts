import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type {
  OperatorSignInResponse,
  PlatformActivity,
  PlatformOrganizations,
} from '../../src/shared/api/platform-console';
import type { CreatedOrganization } from '../../src/shared/api/tenancy';
import { withOrg } from '../../src/server/db/tenant';
import { addOperator, removeOperator } from '../../src/server/identity/operator-accounts';
import { errorOf, signIn, trySignIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { consoleSignIn as signInAt } from './support/platform-operator';
import { API_KEY } from './support/test-app';

const ORG = 'zq-console-made';
const EMAIL = 'ops@platform.example';

describeOnEachDatabase('the platform console', (current) => {
  let password: string;
  let token: string;

  /** A call as the console makes it: its bearer and the key, no organisation, no CSRF. */
  const console_ = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    bearer: string | null | undefined = token,
  ): Promise<LightMyRequestResponse> =>
    current().app.inject({
      method,
      url,
      headers: {
        'x-api-key': API_KEY,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  // Signing in is the one console call that needs a CSRF token: nothing else authenticates it.
  const consoleSignIn = (email: string, secret: string) => signInAt(current(), email, secret);

  beforeAll(async () => {
    ({ password } = await addOperator(current().db, { email: EMAIL, name: 'Olive Ops' }, 'test'));
    const signedIn = await consoleSignIn(EMAIL.toUpperCase(), password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    ({ token } = signedIn.json<OperatorSignInResponse>());
  });

  it('signs an operator in by e-mail and password, saying no more about an unknown e-mail', async () => {
    expect(token).toMatch(/^platform\./);
    const wrong = await consoleSignIn(EMAIL, 'not-the-password');
    const unknown = await consoleSignIn('nobody@platform.example', password);
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(errorOf(wrong).message).toBe(errorOf(unknown).message);
    const session = await console_('GET', '/api/platform/session');
    expect(session.json()).toEqual({ operator: { email: EMAIL, name: 'Olive Ops' } });
    expect(
      (await addOperator(current().db, { email: EMAIL, name: 'Again' }, 'test').catch((e) => e))
        .code,
    ).toBe('conflict');
  });

  it('never takes an organisation session, and its own opens no organisation route', async () => {
    const admin = await signIn(current().app, 'acme', 'admin');
    expect((await console_('GET', '/api/platform/organizations', undefined, null)).statusCode).toBe(
      401,
    );
    expect(
      (await console_('GET', '/api/platform/organizations', undefined, admin.token)).statusCode,
    ).toBe(401);
    const orgRoute = await current().app.inject({
      method: 'GET',
      url: '/api/iam/session',
      headers: { 'x-api-key': API_KEY, 'x-org-id': 'acme', authorization: `Bearer ${token}` },
    });
    expect(orgRoute.statusCode).toBe(401);
    // Nor can anything scoped to an organisation read the operators' tables.
    const seen = await withOrg(current().db, 'acme', (tx) =>
      Promise.all([
        tx.selectFrom('platform_operators').selectAll().execute(),
        tx.selectFrom('platform_sessions').selectAll().execute(),
        tx.selectFrom('platform_audit').selectAll().execute(),
      ]),
    );
    expect(seen.map((rows) => rows.length)).toEqual([0, 0, 0]);
  });

  it('creates, suspends, resumes, exports and deletes an organisation, each audited', async () => {
    const listed = (
      await console_('GET', '/api/platform/organizations')
    ).json<PlatformOrganizations>();
    expect(listed.items.map((org) => org.orgId)).toEqual(expect.arrayContaining(['acme', 'icare']));

    const bad = await console_('POST', '/api/platform/organizations', {
      orgId: 'Not An Id',
      tradeName: 'X',
      adminEmail: 'not-an-email',
    });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields?.map((field) => field.path)).toEqual(
      expect.arrayContaining(['/orgId', '/adminEmail']),
    );
    const created = await console_('POST', '/api/platform/organizations', {
      orgId: ORG,
      tradeName: 'Console Made Foods',
      adminEmail: 'admin@console-made.example',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<CreatedOrganization>().invitationLink).toContain(`org=${ORG}`);
    const again = await console_('POST', '/api/platform/organizations', {
      orgId: ORG,
      tradeName: 'Twice',
      adminEmail: 'admin@console-made.example',
    });
    expect(again.statusCode).toBe(409);

    expect((await console_('POST', `/api/platform/organizations/${ORG}/suspend`)).statusCode).toBe(
      204,
    );
    expect((await console_('POST', `/api/platform/organizations/${ORG}/suspend`)).statusCode).toBe(
      409,
    );
    expect((await trySignIn(current().app, ORG, 'admin', 'whatever')).statusCode).toBe(403);
    expect((await console_('POST', `/api/platform/organizations/${ORG}/resume`)).statusCode).toBe(
      204,
    );
    expect((await console_('POST', `/api/platform/organizations/${ORG}/suspend`)).statusCode).toBe(
      204,
    );

    const notYet = await console_('DELETE', `/api/platform/organizations/${ORG}`, { confirm: ORG });
    expect(notYet.statusCode).toBe(409);
    expect(errorOf(notYet).message).toContain('no export');
    const archive = await console_('POST', `/api/platform/organizations/${ORG}/export`);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['content-disposition']).toMatch(new RegExp(`${ORG}-export-.*\\.zip`));
    expect(archive.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The download ends once the export is recorded: a list fetched then shows it.
    const exported = (
      await console_('GET', '/api/platform/organizations')
    ).json<PlatformOrganizations>();
    expect(exported.items.find((org) => org.orgId === ORG)?.exportedAt).not.toBeNull();
    expect(
      (await console_('POST', '/api/platform/organizations/zq-nobody/export')).statusCode,
    ).toBe(404);

    const mistyped = await console_('DELETE', `/api/platform/organizations/${ORG}`, {
      confirm: 'acme',
    });
    expect(mistyped.statusCode).toBe(422);
    expect(errorOf(mistyped).fields?.[0]?.path).toBe('/confirm');
    const deleted = await console_('DELETE', `/api/platform/organizations/${ORG}`, {
      confirm: ORG,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = (
      await console_('GET', '/api/platform/organizations')
    ).json<PlatformOrganizations>();
    expect(after.items.map((org) => org.orgId)).not.toContain(ORG);

    const activity = (
      await console_('GET', '/api/platform/activity?limit=20')
    ).json<PlatformActivity>();
    const about = activity.items.filter((entry) => entry.orgId === ORG);
    // Deleting it left only the deletion itself of what was done to it.
    expect(about.map((entry) => [entry.operator, entry.action])).toEqual([
      [`operator:${EMAIL}`, 'organization-deleted'],
    ]);
    expect(activity.items.map((entry) => entry.action)).toContain('operator-signed-in');
  });

  it('ends the session on sign-out, and every session of a removed operator', async () => {
    const second = (await consoleSignIn(EMAIL, password)).json<OperatorSignInResponse>().token;
    expect((await console_('POST', '/api/platform/sign-out', undefined, second)).statusCode).toBe(
      204,
    );
    expect((await console_('GET', '/api/platform/session', undefined, second)).statusCode).toBe(
      401,
    );
    expect((await console_('GET', '/api/platform/session')).statusCode).toBe(200);
    await removeOperator(current().db, EMAIL, 'test');
    expect((await console_('GET', '/api/platform/session')).statusCode).toBe(401);
    expect((await consoleSignIn(EMAIL, password)).statusCode).toBe(401);
  });
});
