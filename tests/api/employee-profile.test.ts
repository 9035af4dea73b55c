import { expect, it } from 'vitest';
import type { EmployeeProfile } from '../../src/shared/api/employee-profile';
import type { RecordHistoryEntry } from '../../src/shared/api/records';
import { withOrg } from '../../src/server/db/tenant';
import { errorOf, signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';

// The demo employee of both organisations is 2022-0005; numbers repeat across them.
const EMPLOYEE = '2022-0005';
const PROFILE = '/api/hcm/employee-profile';

const profileOf = async (caller: ApiCaller, query: string) => {
  const response = await caller.call('GET', `${PROFILE}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmployeeProfile>();
};
const statusOf = async (caller: ApiCaller, query: string) =>
  (await caller.call('GET', `${PROFILE}?${query}`)).statusCode;
const fieldPaths = (response: Parameters<typeof errorOf>[0]) =>
  (errorOf(response).fields ?? []).map((field) => field.path);

describeOnEachDatabase('employee profile', (current) => {
  it('shows staff anyone of their organisation, and pay only to admins, HR and payroll', async () => {
    const app = current().app;
    for (const username of ['admin', 'hr', 'payroll']) {
      const staff = await signIn(app, 'acme', username);
      const profile = await profileOf(staff, `employeeNumber=${EMPLOYEE}`);
      expect(profile.record.data).toMatchObject({ employeeNumber: EMPLOYEE });
      expect(profile.record.data.rate).toEqual(expect.any(Number));
      expect(profile.definition.schema.properties).toHaveProperty('rate');
      expect(profile.viewer).toMatchObject({ isSelf: false, canSeePay: true });
      expect(profile.viewer.canEdit).toBe(username !== 'payroll');
      expect(profile.account).toMatchObject({ username: 'employee', roles: ['employee'] });
    }

    const employee = await signIn(app, 'acme', 'employee');
    for (const query of [
      'self=true',
      `employeeNumber=${EMPLOYEE}`,
      `accountId=${employee.account.accountId}`,
    ]) {
      const own = await profileOf(employee, query);
      expect(own.record.data.employeeNumber).toBe(EMPLOYEE);
      expect(own.viewer).toEqual({
        isSelf: true,
        canEdit: false,
        canSeePay: false,
        canSeeHistory: false,
      });
      for (const field of ['rate', 'payBasis', 'bank', 'bankAccountNumber', 'taxStatus']) {
        expect(own.record.data).not.toHaveProperty(field);
        expect(own.definition.schema.properties).not.toHaveProperty(field);
      }
    }
  });

  it('answers 404 for anyone else, for other organisations and for bad names alike', async () => {
    const app = current().app;
    const hr = await signIn(app, 'acme', 'hr');
    const approver = await signIn(app, 'acme', 'approver');
    const employee = await signIn(app, 'acme', 'employee');
    const icareEmployee = await signIn(app, 'icare', 'employee');

    expect(await statusOf(approver, `employeeNumber=${EMPLOYEE}`)).toBe(404);
    expect(await statusOf(approver, `accountId=${employee.account.accountId}`)).toBe(404);
    expect(await statusOf(employee, 'employeeNumber=2022-0002')).toBe(404);
    expect(await statusOf(hr, 'employeeNumber=ACME-9999')).toBe(404);
    const refused = await approver.call('GET', `${PROFILE}?employeeNumber=2022-0002`);
    expect(errorOf(refused).message).toBe('There is no such employee.');

    // icare's account id is not acme's, and the same number is acme's own employee.
    expect(await statusOf(hr, `accountId=${icareEmployee.account.accountId}`)).toBe(404);
    const acmeNamesake = await profileOf(hr, `employeeNumber=${EMPLOYEE}`);
    const icareOwn = await profileOf(icareEmployee, 'self=true');
    expect(acmeNamesake.record.id).not.toBe(icareOwn.record.id);
    expect(acmeNamesake.account?.accountId).toBe(employee.account.accountId);

    expect(await statusOf(hr, '')).toBe(400);
    expect(await statusOf(hr, `self=true&employeeNumber=${EMPLOYEE}`)).toBe(400);
    const bad = await hr.call('GET', `${PROFILE}?accountId=nope`);
    expect(bad.statusCode).toBe(422);
    expect(fieldPaths(bad)).toEqual(['/accountId']);
  });

  it('hides roles where the organisation says so, except from admins', async () => {
    const { app, db } = current();
    const setHideRoles = (hideRoles: boolean) =>
      withOrg(db, 'acme', async (tx) => {
        const { flags } = await tx
          .selectFrom('organizations')
          .select('flags')
          .where('org_id', '=', 'acme')
          .executeTakeFirstOrThrow();
        await tx
          .updateTable('organizations')
          .set({ flags: JSON.stringify({ ...(flags as object), viewProfile: { hideRoles } }) })
          .where('org_id', '=', 'acme')
          .execute();
      });
    await setHideRoles(true);
    try {
      const hr = await signIn(app, 'acme', 'hr');
      const admin = await signIn(app, 'acme', 'admin');
      const query = `employeeNumber=${EMPLOYEE}`;
      expect((await profileOf(hr, query)).account).not.toHaveProperty('roles');
      expect((await profileOf(admin, query)).account?.roles).toEqual(['employee']);
      // The other organisation's switch is its own.
      const icareHr = await signIn(app, 'icare', 'hr');
      expect((await profileOf(icareHr, query)).account?.roles).toEqual(['employee']);
    } finally {
      await setHideRoles(false);
    }
  });

  it('lets an employee update their own contact details, versioned and with history', async () => {
    const app = current().app;
    const employee = await signIn(app, 'acme', 'employee');
    const before = await profileOf(employee, 'self=true');
    const patch = (body: object) =>
      employee.call('PATCH', `${PROFILE}/self`, {
        body: { version: before.record.version, ...body },
      });

    const saved = await patch({
      mobile: '09171234567',
      presentAddress: { line1: '12 Mabini St', city: 'Makati', zipCode: '1200' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<EmployeeProfile>();
    expect(after.record.version).toBe(before.record.version + 1);
    expect(after.record.data).toMatchObject({
      mobile: '09171234567',
      presentAddress: { line1: '12 Mabini St', city: 'Makati', zipCode: '1200' },
      lastName: before.record.data.lastName,
    });
    expect(after.record.data).not.toHaveProperty('rate');

    const hr = await signIn(app, 'acme', 'hr');
    const master = await profileOf(hr, `employeeNumber=${EMPLOYEE}`);
    expect(master.record.data.rate).toEqual(expect.any(Number));
    const history = await hr.call('GET', `/api/records/${after.record.id}/history`);
    const [latest] = history.json<{ items: RecordHistoryEntry[] }>().items;
    expect(latest).toMatchObject({ version: after.record.version, by: 'employee' });
    expect(latest?.changes.map((change) => change.path)).toEqual(
      expect.arrayContaining(['/mobile', '/presentAddress']),
    );

    // Stale version, other fields, and what the definition refuses.
    expect((await patch({ mobile: '09171234568' })).statusCode).toBe(409);
    const latestVersion = { version: after.record.version };
    const other = await employee.call('PATCH', `${PROFILE}/self`, {
      body: { ...latestVersion, rate: 1 },
    });
    expect(other.statusCode).toBe(422);
    expect(fieldPaths(other)).toEqual(['/rate']);
    // The contract bounds the address; the definition checks the rest, as any save does.
    for (const [body, path] of [
      [{ presentAddress: { zipCode: 'abc' } }, '/presentAddress/zipCode'],
      [{ mobile: '12345' }, '/mobile'],
      [{ email: 'not an address' }, '/email'],
    ] as const) {
      const invalid = await employee.call('PATCH', `${PROFILE}/self`, {
        body: { ...latestVersion, ...body },
      });
      expect(invalid.statusCode).toBe(422);
      expect(fieldPaths(invalid)).toContain(path);
    }
    const cleared = await employee.call('PATCH', `${PROFILE}/self`, {
      body: { ...latestVersion, mobile: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<EmployeeProfile>().record.data).not.toHaveProperty('mobile');

    // An account linked to no employee record has no profile to update.
    const { db } = current();
    const relink = (employeeNumber: string) =>
      withOrg(db, 'acme', (tx) =>
        tx
          .updateTable('accounts')
          .set({ employee_number: employeeNumber })
          .where('org_id', '=', 'acme')
          .where('username', '=', 'approver')
          .execute(),
      );
    const approver = await signIn(app, 'acme', 'approver');
    const approverNumber = approver.account.employeeNumber ?? '';
    await relink('NOBODY-1');
    try {
      const orphan = await approver.call('PATCH', `${PROFILE}/self`, {
        body: { version: 1, mobile: null },
      });
      expect(orphan.statusCode).toBe(404);
      expect(await statusOf(approver, 'self=true')).toBe(404);
    } finally {
      await relink(approverNumber);
    }
  });

  it('counts the records of other definitions that name the employee', async () => {
    const app = current().app;
    const hr = await signIn(app, 'acme', 'hr');
    const countOf = async (caller: ApiCaller) =>
      (await profileOf(caller, `employeeNumber=${EMPLOYEE}`)).related.find(
        (entry) => entry.formId === 'schedule-roster',
      )?.count;
    const profile = await profileOf(hr, `employeeNumber=${EMPLOYEE}`);
    expect(profile.related.map((entry) => entry.formId)).not.toContain('ers-employee');
    expect(profile.related.find((entry) => entry.formId === 'schedule-roster')).toMatchObject({
      title: expect.any(String),
      route: expect.stringMatching(/^\//),
    });
    const before = await countOf(hr);

    const created = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'schedule-roster',
        data: {
          name: 'Profile test roster',
          appliesTo: 'Employee',
          employee: { id: profile.record.id, label: 'x' },
          dateFrom: '2031-01-01',
          dateTo: '2031-01-31',
          restDays: ['Sunday'],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await countOf(hr)).toBe((before ?? 0) + 1);
    // Another organisation's employee of the same number counts only its own.
    const icareHr = await signIn(app, 'icare', 'hr');
    expect(await countOf(icareHr)).toBe(0);

    await hr.call('DELETE', `/api/records/${created.json<{ id: string }>().id}`);
    expect(await countOf(hr)).toBe(before);

    // An employee sees only definitions they may read (rosters are not among them).
    const employee = await signIn(app, 'acme', 'employee');
    const own = await profileOf(employee, 'self=true');
    expect(own.related.map((entry) => entry.formId)).not.toContain('schedule-roster');
  });
});
