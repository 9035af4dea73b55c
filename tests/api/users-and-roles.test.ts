import { beforeAll, expect, it } from 'vitest';
import type { PermissionCatalogue, Role, User, UsersResponse } from '../../src/shared/api/users';
import { ApiCaller, errorOf, signIn, trySignIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxMails } from './support/outbox';
import { compute, hire, registerOf } from './support/payroll';

const PASSWORD = 'Officer#2026';

describeOnEachDatabase('users, roles and permissions', (current) => {
  let admin: ApiCaller;
  let hr: ApiCaller;
  beforeAll(async () => {
    admin = await signIn(current().app, 'acme', 'admin');
    hr = await signIn(current().app, 'acme', 'hr');
  });

  const users = async (caller: ApiCaller, query = '') =>
    (await caller.call('GET', `/api/iam/accounts${query}`)).json<UsersResponse>();

  const saveRole = (caller: ApiCaller, name: string, permissions: string[], roleId?: string) =>
    caller.call(roleId ? 'PUT' : 'POST', roleId ? `/api/iam/roles/${roleId}` : '/api/iam/roles', {
      body: { name, description: `${name} of the tests`, permissions },
    });

  /** Invites someone and lets them set a password through the mailed link; their caller. */
  async function invited(
    email: string,
    roles: string[],
  ): Promise<{ user: User; caller: ApiCaller }> {
    const response = await admin.call('POST', '/api/iam/accounts', {
      body: { email, firstName: 'Olive', lastName: 'Reyes', roles },
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json<User>();
    expect(user).toMatchObject({ roles, invited: true, lastSignInAt: null });
    const [invitation] = await outboxMails(
      admin,
      50,
      (mail) => mail.to === email && /account is ready/.test(mail.subject),
    );
    const token = invitation?.text.match(/\/session\/activate\?org=acme&token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const set = await new ApiCaller(current().app, 'acme').call(
      'POST',
      '/api/iam/forgot-password/reset',
      { body: { orgId: 'acme', token, newPassword: PASSWORD } },
    );
    expect(set.statusCode, set.body).toBe(200);
    return { user, caller: await signIn(current().app, 'acme', user.username, PASSWORD) };
  }

  it('lists the organisation’s users with their roles, searchable and filtered by role', async () => {
    const all = await users(admin);
    expect(all.items.find((user) => user.username === 'payroll')).toMatchObject({
      roles: ['payroll'],
      status: 'Active',
    });
    const found = await users(admin, '?q=payr');
    expect(found.items.map((user) => user.username)).toContain('payroll');
    expect(found.total).toBeLessThan(all.total);
    const approvers = await users(admin, '?role=approver');
    expect(approvers.items.every((user) => user.roles.includes('approver'))).toBe(true);
    // The new hire has never signed in: listed as invited, not among the active accounts.
    const newhire = all.items.find((user) => user.username === 'newhire');
    expect(newhire).toMatchObject({ invited: true, lastSignInAt: null });
    const active = await users(admin, '?status=Active&limit=200');
    expect(active.items.length).toBeGreaterThan(0);
    expect(active.items.every((user) => user.status === 'Active' && !user.invited)).toBe(true);
    const invitedOnes = await users(admin, '?status=Invited');
    expect(invitedOnes.items.map((user) => user.username)).toContain('newhire');
    expect((await hr.call('GET', '/api/iam/accounts')).statusCode).toBe(403);
  });

  it('makes a payroll officer who may compute but not release, and a change of the role applies at once', async () => {
    const catalogue = (await admin.call('GET', '/api/iam/permissions')).json<PermissionCatalogue>();
    const keys = catalogue.items.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['payroll.compute', 'payroll.release']));
    expect(keys.some((key) => key.startsWith('form:payroll-loan-type:'))).toBe(true);
    // What every signed-in person holds is marked, so an editor need not offer it.
    const everyone = (key: string) => catalogue.items.find((item) => item.key === key)?.everyone;
    expect(everyone('page:dashboard')).toBe(true);
    expect(everyone('payroll.compute')).toBe(false);

    const created = await saveRole(admin, 'Payroll officer', [
      'payroll.read',
      'payroll.compute',
      'page:payroll-registers',
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json<Role>();
    expect(role).toMatchObject({ roleId: 'payroll-officer', builtIn: false });
    const { user, caller: officer } = await invited('olive.reyes@acme.example', [
      'employee',
      role.roleId,
    ]);
    expect(officer.account.permissions).toEqual(
      expect.arrayContaining(['payroll.read', 'payroll.compute']),
    );

    const payroll = await signIn(current().app, 'acme', 'payroll');
    const { employeeNumber } = await hire(hr, 'Paid');
    const { cutoffs } = await registerOf(payroll, 'Officer', [employeeNumber]);
    const cutoff = cutoffs[0]!;
    await compute(officer, cutoff.id);
    const release = await officer.call('POST', `/api/hcm/release-payslip/${cutoff.id}`);
    expect(release.statusCode).toBe(403);

    // The role loses compute: the officer's very next request is refused.
    const changed = await saveRole(admin, 'Payroll officer', ['payroll.read'], role.roleId);
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await officer.call('POST', `/api/hcm/generate-payroll/${cutoff.id}`);
    expect(again.statusCode).toBe(403);

    // Taking the role away leaves the built-in employee's reach only.
    const patched = await admin.call('PATCH', `/api/iam/accounts/${user.accountId}`, {
      body: { roles: ['employee'] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // The answer is the account as listed, its last sign-in included.
    expect(patched.json<User>().lastSignInAt).not.toBeNull();
    expect(
      (await officer.call('GET', `/api/hcm/register-cutoff/${cutoff.registerId}`)).statusCode,
    ).toBe(403);
  });

  it('gives an own role exactly the record types and moves it lists', async () => {
    const created = await saveRole(admin, 'Loan type reader', ['form:payroll-loan-type:read']);
    expect(created.statusCode, created.body).toBe(201);
    const employee = await signIn(current().app, 'acme', 'employee');
    const list = () =>
      employee.call('POST', '/api/records/list', { body: { form_id: 'payroll-loan-type' } });
    expect((await list()).statusCode).toBe(404);
    const [account] = (await users(admin, '?q=employee&role=employee')).items.filter(
      (user) => user.username === 'employee',
    );
    const given = await admin.call('PATCH', `/api/iam/accounts/${account!.accountId}`, {
      body: { roles: ['employee', created.json<Role>().roleId] },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect((await list()).statusCode).toBe(200);
    const write = await employee.call('POST', '/api/records', {
      body: { form_id: 'payroll-loan-type', data: { name: 'Not mine to add' } },
    });
    expect(write.statusCode).toBe(403);
    await admin.call('PATCH', `/api/iam/accounts/${account!.accountId}`, {
      body: { roles: ['employee'] },
    });
  });

  it('refuses what nobody may do: unknown names, self changes, raising anyone above oneself', async () => {
    const unknown = await saveRole(admin, 'Odd', ['payroll.everything']);
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).fields).toEqual([expect.objectContaining({ path: '/permissions/0' })]);
    expect((await saveRole(admin, 'Admin', [])).statusCode).toBe(409);
    const noSuchRole = await admin.call('POST', '/api/iam/accounts', {
      body: { email: 'x@acme.example', firstName: 'X', lastName: 'Y', roles: ['wizard'] },
    });
    expect(noSuchRole.statusCode).toBe(422);
    expect(errorOf(noSuchRole).fields?.[0]?.path).toBe('/roles/0');

    const me = admin.account.accountId;
    expect(
      (await admin.call('PATCH', `/api/iam/accounts/${me}`, { body: { roles: ['employee'] } }))
        .statusCode,
    ).toBe(409);

    // A user manager without payroll rights can neither make nor hand out payroll rights.
    const managers = await saveRole(admin, 'User manager', ['users.manage', 'page:audit-trail']);
    expect(managers.statusCode, managers.body).toBe(201);
    const { caller: manager } = await invited('user.manager@acme.example', [
      'employee',
      managers.json<Role>().roleId,
    ]);
    const raised = await saveRole(manager, 'Raised', ['payroll.release']);
    expect(raised.statusCode).toBe(403);
    const [payroll] = (await users(manager, '?q=payroll')).items;
    const toAdmin = await manager.call('PATCH', `/api/iam/accounts/${payroll!.accountId}`, {
      body: { roles: ['admin'] },
    });
    expect(toAdmin.statusCode).toBe(403);
    const adminId = admin.account.accountId;
    const demoted = await manager.call('PATCH', `/api/iam/accounts/${adminId}`, {
      body: { disabled: true },
    });
    expect(demoted.statusCode).toBe(403);

    // A role someone holds cannot be deleted; a built-in one never.
    const held = await manager.call('DELETE', `/api/iam/roles/${managers.json<Role>().roleId}`);
    expect(held.statusCode).toBe(409);
    expect((await admin.call('DELETE', '/api/iam/roles/hr')).statusCode).toBe(409);
  });

  it('sends an invitation again and a reset link, and signs in an invited user only after the link', async () => {
    const response = await admin.call('POST', '/api/iam/accounts', {
      body: {
        email: 'late.starter@acme.example',
        firstName: 'Late',
        lastName: 'Starter',
        roles: ['employee'],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json<User>();
    expect((await trySignIn(current().app, 'acme', user.username, '')).statusCode).not.toBe(200);
    const again = await admin.call('POST', `/api/iam/accounts/${user.accountId}/invitation`);
    expect(again.statusCode, again.body).toBe(204);
    const reset = await admin.call('POST', `/api/iam/accounts/${user.accountId}/password-reset`);
    expect(reset.statusCode).toBe(409);
    const duplicate = await admin.call('POST', '/api/iam/accounts', {
      body: {
        email: 'LATE.STARTER@acme.example',
        firstName: 'L',
        lastName: 'S',
        roles: ['employee'],
        username: 'someone-else',
      },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).fields?.[0]?.path).toBe('/email');
    const [payroll] = (await users(admin, '?q=payroll&role=payroll')).items;
    const resetSent = await admin.call(
      'POST',
      `/api/iam/accounts/${payroll!.accountId}/password-reset`,
    );
    expect(resetSent.statusCode, resetSent.body).toBe(204);
  });
});
