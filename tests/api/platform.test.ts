import { expect, it, vi } from 'vitest';
import type { Account } from '../../src/shared/api/identity';
import type { ProbeResponse } from '../../src/shared/api/platform';
import { ApiCaller, errorOf, signIn, signInPastFirstPassword } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

describeOnEachDatabase('platform endpoints', (current) => {
  it('answers health without an API key', async () => {
    const response = await current().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '2.22.4', database: 'ok' });
  });

  it('answers a load balancer whether it lives and is ready, without an API key or session', async () => {
    const probe = async (path: string) => {
      const response = await current().app.inject({ method: 'GET', url: `/api/health/${path}` });
      return { status: response.statusCode, body: response.json<ProbeResponse>() };
    };
    expect(await probe('live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe('ready')).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: true, jobQueue: true } },
    });
    // A job queue that does not answer takes the instance out of the rotation; it still lives.
    vi.spyOn(current().jobs, 'answers').mockResolvedValueOnce(false);
    expect(await probe('ready')).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: true, jobQueue: false } },
    });
    expect((await probe('live')).status).toBe(200);
  });

  it('reports the server version, with or without a session', async () => {
    const anonymous = await new ApiCaller(current().app, 'acme').call(
      'POST',
      '/api/hcm/version/get',
      { body: {} },
    );
    expect(anonymous.json()).toEqual({ version: '2.22.4' });
  });

  it('refuses API calls without the right x-api-key', async () => {
    const missing = await new ApiCaller(current().app, 'acme').call(
      'GET',
      '/api/organization/resources/collection/acme',
      {
        headers: { 'x-api-key': undefined },
      },
    );
    expect(missing.statusCode).toBe(401);
    expect(errorOf(missing).code).toBe('api_key_invalid');
    const wrong = await new ApiCaller(current().app, 'acme').call(
      'GET',
      '/api/iam/authorize/token',
      { headers: { 'x-api-key': 'nope' } },
    );
    expect(wrong.statusCode).toBe(401);
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const response = await new ApiCaller(current().app, 'acme').call('GET', '/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'not_found' });
  });

  it('verifies permission names against the organisation flags', async () => {
    const acme = await signIn(current().app, 'acme', 'employee');
    const icare = await signIn(current().app, 'icare', 'employee');
    const names = ['hcm.global.alphaVersion', 'siteCode', 'no.such.permission'];
    expect((await acme.call('POST', '/api/permissions/verify', { body: names })).json()).toEqual({
      'hcm.global.alphaVersion': true,
      siteCode: true,
      'no.such.permission': false,
    });
    expect((await icare.call('POST', '/api/permissions/verify', { body: names })).json()).toEqual({
      'hcm.global.alphaVersion': false,
      siteCode: false,
      'no.such.permission': false,
    });
  });

  it('rejects a malformed permission list with 422 naming the rule', async () => {
    const caller = await signIn(current().app, 'acme', 'employee');
    const empty = await caller.call('POST', '/api/permissions/verify', { body: [] });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).fields?.[0]?.message).toMatch(/at least one entry/);
    const notList = await caller.call('POST', '/api/permissions/verify', { body: { name: 'x' } });
    expect(notList.statusCode).toBe(422);
    expect(errorOf(notList).message).toMatch(/must be a list/);
  });

  it('builds the menu from role and organisation flags', async () => {
    const labels = async (org: string, user: string | ApiCaller) => {
      const caller = typeof user === 'string' ? await signIn(current().app, org, user) : user;
      const body = (await caller.call('GET', '/api/navigation')).json<{
        groups: { id: string; items: { path: string }[] }[];
      }>();
      return body.groups.flatMap((group) => group.items.map((item) => item.path));
    };
    const employee = await labels('acme', 'employee');
    expect(employee).toContain('/dashboard');
    expect(employee.some((path) => path.startsWith('/approvals/'))).toBe(false);
    const approver = await labels('acme', 'approver');
    expect(approver).toContain('/approvals/punch-alteration');
    expect(approver).not.toContain('/admin-settings/outbox');
    expect(await labels('acme', 'admin')).toContain('/admin-settings/outbox');
    // My onboarding only for someone with a checklist: the demo new hire, not Carla.
    expect(employee).not.toContain('/onboarding');
    // (once the first sign-in's change of password, which comes before anything else, is done)
    const newhire = await signInPastFirstPassword(current().app, 'acme', 'newhire');
    expect(await labels('acme', newhire)).toContain('/onboarding');
    // icare hides time corrections and lists only four approval pages, besides the approvals
    // of records that declared workflows file (every organisation's).
    const icareApprover = (await labels('icare', 'approver')).filter((path) =>
      path.startsWith('/approvals/'),
    );
    expect(icareApprover.sort()).toEqual([
      '/approvals/dtr',
      '/approvals/leave',
      '/approvals/official-business',
      '/approvals/overtime',
      '/approvals/records',
    ]);
  });

  it('names in the account the menu paths the role may not open, for the shell to refuse', async () => {
    const forbidden = async (user: string) => {
      const caller = await signIn(current().app, 'acme', user);
      const { account } = (await caller.call('GET', '/api/iam/session')).json<{
        account: Account;
      }>();
      return account.forbiddenPaths;
    };
    const employee = await forbidden('employee');
    expect(employee).toContain('/admin-settings/outbox');
    expect(employee).toContain('/hr/employees');
    expect(employee).not.toContain('/dashboard');
    expect(await forbidden('admin')).not.toContain('/admin-settings/outbox');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await current().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: object }>().paths)).toContain('/api/iam/list');
  });
});
