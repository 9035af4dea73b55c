import { beforeAll, expect, it } from 'vitest';
import type { SignInResponse } from '../../src/shared/api/identity';
import type { User } from '../../src/shared/api/users';
import type { RecordItem } from '../../src/shared/api/records';
import { ApiCaller, errorOf, signIn, trySignIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxMails } from './support/outbox';

const PASSWORD = 'Welcome#2026';

describeOnEachDatabase('employee master and sign-in accounts', (current) => {
  let admin: ApiCaller;
  let hr: ApiCaller;
  let icareHr: ApiCaller;
  beforeAll(async () => {
    admin = await signIn(current().app, 'acme', 'admin');
    hr = await signIn(current().app, 'acme', 'hr');
    icareHr = await signIn(current().app, 'icare', 'hr');
  });

  const hire = (caller: ApiCaller, data: Record<string, unknown>) =>
    caller.call('POST', '/api/records', {
      body: {
        form_id: 'ers-employee',
        data: { lastName: 'Lopez', firstName: 'Nina', active: true, ...data },
      },
    });

  const accountOf = async (username: string) =>
    (await admin.call('GET', '/api/iam/accounts'))
      .json<{ items: User[] }>()
      .items.find((account) => account.username === username);

  /** The newest first sign-in link mailed to an address, as its token. */
  async function invitationTo(to: string): Promise<string | undefined> {
    const [mail] = await outboxMails(
      admin,
      50,
      (item) => item.to === to && /account is ready/.test(item.subject),
    );
    return mail?.text.match(/\/session\/activate\?org=acme&token=([\w-]+)/)?.[1];
  }

  const anonymous = () => new ApiCaller(current().app, 'acme');

  it('creates the account with the employee, mails the first sign-in link, and the new hire sets a password once', async () => {
    const created = await hire(hr, { employeeNumber: 'NH-0001', email: 'nina.lopez@acme.example' });
    expect(created.statusCode, created.body).toBe(201);
    expect(await accountOf('nh-0001')).toMatchObject({ roles: ['employee'], status: 'Active' });
    // No password yet: nothing signs in until the link is used.
    expect((await trySignIn(current().app, 'acme', 'nh-0001', '')).statusCode).not.toBe(200);

    const token = await invitationTo('nina.lopez@acme.example');
    expect(token).toBeTruthy();
    const greeted = await anonymous().call('POST', '/api/hcm/validate-account', {
      body: { orgId: 'acme', token },
    });
    expect(greeted.statusCode, greeted.body).toBe(200);
    expect(greeted.json()).toMatchObject({ username: 'nh-0001', firstName: 'Nina' });
    // The link belongs to acme: another organisation's name does not open it.
    const elsewhere = await new ApiCaller(current().app, 'icare').call(
      'POST',
      '/api/hcm/validate-account',
      { body: { orgId: 'icare', token } },
    );
    expect(elsewhere.statusCode).toBe(422);

    const set = await anonymous().call('POST', '/api/iam/forgot-password/reset', {
      body: { orgId: 'acme', token, newPassword: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    const first = await trySignIn(current().app, 'acme', 'nh-0001', PASSWORD);
    expect(first.statusCode).toBe(200);
    // The password they chose is the first sign-in's change: no second prompt.
    expect(first.json<SignInResponse>().account).toMatchObject({
      status: 'Active',
      loggedIn: true,
      steps: { changePassword: true },
      employeeNumber: 'NH-0001',
      sessionName: 'Nina Lopez',
    });
    const reused = await anonymous().call('POST', '/api/hcm/validate-account', {
      body: { orgId: 'acme', token },
    });
    expect(reused.statusCode).toBe(422);
    expect(errorOf(reused).fields?.[0]?.path).toBe('/token');
    const again = await hr.call('POST', '/api/hcm/employees/NH-0001/invitation');
    expect(again.statusCode).toBe(409);
  });

  it('sends the link again on request, and only the newest works', async () => {
    expect(
      (await hire(hr, { employeeNumber: 'NH-0002', email: 'nh2@acme.example' })).statusCode,
    ).toBe(201);
    const firstToken = await invitationTo('nh2@acme.example');
    const resent = await hr.call('POST', '/api/hcm/employees/NH-0002/invitation');
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toMatchObject({ sentTo: 'nh2@acme.example' });
    const secondToken = await invitationTo('nh2@acme.example');
    expect(secondToken).not.toBe(firstToken);
    const old = await anonymous().call('POST', '/api/hcm/validate-account', {
      body: { orgId: 'acme', token: firstToken },
    });
    expect(old.statusCode).toBe(422);
    const fresh = await anonymous().call('POST', '/api/hcm/validate-account', {
      body: { orgId: 'acme', token: secondToken },
    });
    expect(fresh.statusCode).toBe(200);

    const employee = await signIn(current().app, 'acme', 'employee');
    expect((await employee.call('POST', '/api/hcm/employees/NH-0002/invitation')).statusCode).toBe(
      403,
    );
    // icare has no NH-0002: its HR cannot mail acme's new hire.
    expect((await icareHr.call('POST', '/api/hcm/employees/NH-0002/invitation')).statusCode).toBe(
      404,
    );
    expect((await hire(hr, { employeeNumber: 'NH-0003' })).statusCode).toBe(201);
    const noMail = await hr.call('POST', '/api/hcm/employees/NH-0003/invitation');
    expect(noMail.statusCode).toBe(409);
    expect(errorOf(noMail).message).toMatch(/no e-mail address/);
  });

  it('keeps employee numbers unique and fixed within an organisation, not across them', async () => {
    const taken = await hire(hr, { employeeNumber: '2022-0005' });
    expect(taken.statusCode).toBe(422);
    expect(errorOf(taken).fields).toEqual([
      { path: '/employeeNumber', message: "Employee number 2022-0005 is already Mendoza, Carla's" },
    ]);
    // An account signs in as another person's number: refused too.
    const username = await hire(hr, { employeeNumber: 'ADMIN' });
    expect(username.statusCode).toBe(422);
    expect(errorOf(username).fields?.[0]?.message).toMatch(/sign-in name of another account/);

    const ours = await hire(hr, { employeeNumber: 'SAME-01' });
    const theirs = await hire(icareHr, { employeeNumber: 'SAME-01' });
    expect([ours.statusCode, theirs.statusCode]).toEqual([201, 201]);
    const record = ours.json<RecordItem>();
    const renumbered = await hr.call('PUT', `/api/records/${record.id}`, {
      body: { data: { ...record.data, employeeNumber: 'SAME-02' }, version: record.version },
    });
    expect(renumbered.statusCode).toBe(422);
    expect(errorOf(renumbered).fields?.[0]?.path).toBe('/employeeNumber');

    // A deleted number can be hired again; the deleted record then cannot come back.
    expect((await hr.call('DELETE', `/api/records/${record.id}`)).statusCode).toBe(200);
    expect((await hire(hr, { employeeNumber: 'SAME-01' })).statusCode).toBe(201);
    const restore = await hr.call('POST', `/api/records/${record.id}/restore`);
    expect(restore.statusCode).toBe(422);
    expect(errorOf(restore).fields?.[0]?.path).toBe('/employeeNumber');
  });

  it('refuses a reporting line that loops', async () => {
    const top = (await hire(hr, { employeeNumber: 'LOOP-1' })).json<RecordItem>();
    const ref = (record: RecordItem) => ({
      id: record.id,
      label: 'x',
      employeeNumber: record.data.employeeNumber,
    });
    const middle = await hire(hr, { employeeNumber: 'LOOP-2', manager: ref(top) });
    expect(middle.statusCode, middle.body).toBe(201);
    const bottom = await hire(hr, {
      employeeNumber: 'LOOP-3',
      manager: ref(middle.json<RecordItem>()),
    });
    expect(bottom.statusCode).toBe(201);
    const looped = await hr.call('PUT', `/api/records/${top.id}`, {
      body: {
        data: { ...top.data, manager: ref(bottom.json<RecordItem>()) },
        version: top.version,
      },
    });
    expect(looped.statusCode).toBe(422);
    expect(errorOf(looped).fields).toEqual([
      {
        path: '/manager',
        message:
          'Reports to would make a loop: Lopez, Nina already reports, directly or not, to this employee',
      },
    ]);
  });

  it('disables the account when the employee leaves and enables it when they come back', async () => {
    const created = await hire(hr, { employeeNumber: 'NH-0010', email: 'nh10@acme.example' });
    const token = await invitationTo('nh10@acme.example');
    await anonymous().call('POST', '/api/iam/forgot-password/reset', {
      body: { orgId: 'acme', token, newPassword: PASSWORD },
    });
    const session = await signIn(current().app, 'acme', 'nh-0010', PASSWORD);
    const record = created.json<RecordItem>();
    const left = await hr.call('PUT', `/api/records/${record.id}`, {
      body: {
        data: {
          ...record.data,
          hireDate: '2025-01-06',
          separationDate: '2025-06-30',
          separationReason: 'Resigned',
        },
        version: 1,
      },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await accountOf('nh-0010')).toMatchObject({ status: 'Disabled' });
    expect((await session.call('GET', '/api/iam/session')).statusCode).toBe(401);
    expect((await trySignIn(current().app, 'acme', 'nh-0010', PASSWORD)).statusCode).not.toBe(200);

    const back = await hr.call('PUT', `/api/records/${record.id}`, {
      body: { data: { ...record.data, lastName: 'Lopez-Cruz' }, version: 2 },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await accountOf('nh-0010')).toMatchObject({
      status: 'Active',
      name: 'Nina Lopez-Cruz',
    });
    expect((await trySignIn(current().app, 'acme', 'nh-0010', PASSWORD)).statusCode).toBe(200);
  });
});
