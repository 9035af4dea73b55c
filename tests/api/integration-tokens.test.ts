import { beforeAll, expect, it } from 'vitest';
import type {
  IntegrationToken,
  TokenScopesResponse,
} from '../../src/shared/api/integration-tokens';
import type { PermissionCatalogue, Role, UsersResponse } from '../../src/shared/api/users';
import type { ApiCaller } from './support/api-client';
import { errorOf, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { loadOperations, operationName } from './support/openapi';
import { baseRequest, toRawRequest } from './support/operation-requests';
import { queryRows } from './support/pg-client';

describeOnEachDatabase('integration tokens', (current) => {
  let admin: ApiCaller;
  beforeAll(async () => {
    admin = await signIn(current().app, 'acme', 'admin');
  });

  const create = (scopes: string[], name = `Payroll export ${scopes.length}`) =>
    admin.call('POST', '/api/iam/integration-tokens', {
      body: { name, scopes, expiresInDays: 30 },
    });

  /** A call as another system makes it: the token and the organisation, no key, no CSRF. */
  const withToken = (token: string, method: 'GET' | 'POST', url: string, org = 'acme') =>
    current().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'x-org-id': org },
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  it('calls the API with only its scopes, without a password, key or CSRF token', async () => {
    const created = await create(['payroll.read', 'page:payroll-registers']);
    expect(created.statusCode, created.body).toBe(201);
    const { token, item } = created.json<{ token: string; item: IntegrationToken }>();
    expect(token).toMatch(/^hcmt_acme\./);
    expect(item).toMatchObject({ status: 'Active', lastUsedAt: null, createdBy: 'admin' });

    const registers = await withToken(token, 'GET', '/api/hcm/register');
    expect(registers.statusCode, registers.body).toBe(200);
    // Beyond its scopes: other people's accounts, computing payroll.
    expect((await withToken(token, 'GET', '/api/iam/accounts')).statusCode).toBe(403);
    const compute = await withToken(
      token,
      'POST',
      '/api/hcm/generate-payroll/00000000-0000-4000-8000-000000000000',
    );
    expect(compute.statusCode).toBe(403);
    // It acts for no person: no session of its own, no password, no authenticator.
    for (const [method, url] of [
      ['GET', '/api/iam/session'],
      ['POST', '/api/iam/second-factor/enrolment'],
    ] as const)
      expect((await withToken(token, method, url)).statusCode).toBe(403);

    // The organisation it names and no other; icare's header is refused before any look-up.
    expect((await withToken(token, 'GET', '/api/hcm/register', 'icare')).statusCode).toBe(403);

    const listed = (await admin.call('GET', '/api/iam/integration-tokens')).json<{
      items: IntegrationToken[];
    }>();
    const shown = listed.items.find((entry) => entry.tokenId === item.tokenId);
    expect(shown?.lastUsedAt).not.toBeNull();
    // Stored hashed: the list never carries it, nor does the table.
    expect(JSON.stringify(listed)).not.toContain(token.split('.')[1]);
    const stored = await queryRows(current().owner, 'select * from integration_tokens');
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[1]);

    const revoked = await admin.call('DELETE', `/api/iam/integration-tokens/${item.tokenId}`);
    expect(revoked.statusCode).toBe(204);
    expect((await withToken(token, 'GET', '/api/hcm/register')).statusCode).toBe(401);
  });

  it('ends at its expiry, and never holds more than its maker or an unknown permission', async () => {
    const { token, item } = (await create(['payroll.read'])).json<{
      token: string;
      item: IntegrationToken;
    }>();
    await queryRows(
      current().owner,
      "update integration_tokens set expires_at = now() - interval '1 minute' where token_id = $1",
      [item.tokenId],
    );
    expect((await withToken(token, 'GET', '/api/hcm/register')).statusCode).toBe(401);

    const unknown = await create(['payroll.everything']);
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).fields?.[0]?.path).toBe('/scopes/0');
    const hr = await signIn(current().app, 'acme', 'hr');
    expect(
      (
        await hr.call('POST', '/api/iam/integration-tokens', {
          body: { name: 'Mine', scopes: ['payroll.read'], expiresInDays: 5 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('offers its maker the catalogue marked with what they may give, and names a refused scope', async () => {
    const all = (
      await admin.call('GET', '/api/iam/integration-tokens/scopes')
    ).json<TokenScopesResponse>();
    const catalogue = (await admin.call('GET', '/api/iam/permissions')).json<PermissionCatalogue>();
    expect(all.items.map((scope) => scope.key)).toEqual(catalogue.items.map((entry) => entry.key));
    expect(all.items.find((scope) => scope.key === 'payroll.release')?.givable).toBe(true);

    // Someone who makes tokens but does not manage users reads it too, and may give only theirs.
    const role = await admin.call('POST', '/api/iam/roles', {
      body: {
        name: 'Token maker',
        description: 'Makes tokens for the payroll export',
        permissions: ['integrations.manage', 'payroll.read'],
      },
    });
    expect(role.statusCode, role.body).toBe(201);
    const employee = await signIn(current().app, 'acme', 'employee');
    expect((await employee.call('GET', '/api/iam/integration-tokens/scopes')).statusCode).toBe(403);
    const [account] = (await admin.call('GET', '/api/iam/accounts?q=employee&role=employee'))
      .json<UsersResponse>()
      .items.filter((user) => user.username === 'employee');
    const roles = ['employee', role.json<Role>().roleId];
    await admin.call('PATCH', `/api/iam/accounts/${account!.accountId}`, { body: { roles } });

    const theirs = await employee.call('GET', '/api/iam/integration-tokens/scopes');
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((await employee.call('GET', '/api/iam/permissions')).statusCode).toBe(403);
    const givable = (key: string) =>
      theirs.json<TokenScopesResponse>().items.find((scope) => scope.key === key)?.givable;
    expect([givable('payroll.read'), givable('payroll.release')]).toEqual([true, false]);
    const beyond = await employee.call('POST', '/api/iam/integration-tokens', {
      body: { name: 'Too much', scopes: ['payroll.read', 'payroll.release'], expiresInDays: 5 },
    });
    expect(beyond.statusCode).toBe(403);
    expect(errorOf(beyond).fields).toEqual([
      { path: '/scopes/1', message: 'You do not hold "Release payroll" yourself' },
    ]);
    const within = await employee.call('POST', '/api/iam/integration-tokens', {
      body: { name: 'Payroll export', scopes: ['payroll.read'], expiresInDays: 5 },
    });
    expect(within.statusCode, within.body).toBe(201);
    await admin.call('PATCH', `/api/iam/accounts/${account!.accountId}`, {
      body: { roles: ['employee'] },
    });
  });

  it('answers every operation of the API called with a token of every permission without a server error', async () => {
    const catalogue = (await admin.call('GET', '/api/iam/permissions')).json<PermissionCatalogue>();
    const everything = await create(
      catalogue.items.map((entry) => entry.key),
      'Everything',
    );
    expect(everything.statusCode, everything.body).toBe(201);
    const { token } = everything.json<{ token: string }>();
    const failures: string[] = [];
    let answered = 0;
    for (const op of await loadOperations(current().app)) {
      const raw = toRawRequest(
        op,
        baseRequest(op, () => undefined),
        {
          authorization: `Bearer ${token}`,
          'x-org-id': 'acme',
        },
      );
      const answer = await current().app.inject({
        method: raw.method as 'GET',
        url: raw.url,
        headers: raw.headers,
        ...(raw.body === undefined ? {} : { payload: raw.body }),
      });
      if (answer.statusCode < 300) answered += 1;
      if (answer.statusCode >= 500)
        failures.push(`${operationName(op)}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    // The sweep reached the handlers, not only the guard.
    expect(answered).toBeGreaterThan(40);
  });
});
