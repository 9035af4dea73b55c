import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { AccountSummary, SessionState, SignInResponse } from '../../src/shared/api/identity';
import type {
  PasswordSignInResponse,
  RecoveryCodes,
  SecondFactorEnrolment,
  SecondFactorStatus,
  SignInPolicyAnswer,
} from '../../src/shared/api/second-factor';
import { ApiCaller, DEMO_PASSWORD, errorOf, ok, signIn, trySignIn } from './support/api-client';
import { codeAt, steadyStep } from './support/authenticator';
import { describeOnEachDatabase } from './support/on-each-database';

const secretOf = (enrolment: SecondFactorEnrolment) =>
  new URL(enrolment.otpauthUri).searchParams.get('secret') ?? '';

/** Enrols the caller's authenticator with the code of the step before now; its secret and codes. */
async function enrol(caller: ApiCaller) {
  await steadyStep(3);
  const enrolment = await ok<SecondFactorEnrolment>(
    caller,
    'POST',
    '/api/iam/second-factor/enrolment',
  );
  const secret = secretOf(enrolment);
  const { recoveryCodes } = await ok<RecoveryCodes>(
    caller,
    'POST',
    '/api/iam/second-factor/enrolment/confirm',
    { code: await codeAt(secret, -1) },
  );
  return { enrolment, secret, recoveryCodes };
}

const passwordStep = async (app: FastifyInstance, orgId: string, username: string, ip?: string) => {
  const response = await trySignIn(app, orgId, username, DEMO_PASSWORD, ip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PasswordSignInResponse>();
};

const challengeOf = (answer: PasswordSignInResponse) => {
  if (!('challenge' in answer)) throw new Error('expected the code step');
  return answer.challenge;
};

const codeStep = (
  app: FastifyInstance,
  orgId: string,
  challenge: string,
  code: string,
  ip?: string,
) =>
  new ApiCaller(app, orgId).call('POST', '/api/iam/authorize/second-factor', {
    body: { orgId, challenge, code },
    ip,
  });

async function auditActions(app: FastifyInstance, orgId: string): Promise<string[]> {
  const admin = await signIn(app, orgId, 'admin');
  const trail = await ok<{ items: { username: string; action: string }[] }>(
    admin,
    'GET',
    '/api/logged_trail?limit=100',
  );
  return trail.items.map((entry) => `${entry.username}:${entry.action}`);
}

describeOnEachDatabase('two-step sign-in (TOTP)', (current) => {
  it('enrols an authenticator, after which sign-in asks for its code', async () => {
    const { app } = current();
    const hr = await signIn(app, 'acme', 'hr');
    expect(hr.session?.mustEnrolSecondFactor).toBe(false);
    expect(await ok<SecondFactorStatus>(hr, 'GET', '/api/iam/second-factor')).toEqual({
      enabled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const enrolment = await ok<SecondFactorEnrolment>(
      hr,
      'POST',
      '/api/iam/second-factor/enrolment',
    );
    const uri = new URL(enrolment.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Acme Corporation:hr');
    expect(uri.searchParams.get('issuer')).toBe('Acme Corporation');
    expect(enrolment.secret).toBe(uri.searchParams.get('secret'));
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1] ?? '', 'base64').toString()).toContain(
      '<svg',
    );

    // Sign-in ignores an enrolment until a code confirms it.
    expect('token' in (await passwordStep(app, 'acme', 'hr'))).toBe(true);
    const wrong = await hr.call('POST', '/api/iam/second-factor/enrolment/confirm', {
      body: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).fields?.[0]?.path).toBe('/code');

    await steadyStep();
    const { recoveryCodes } = await ok<RecoveryCodes>(
      hr,
      'POST',
      '/api/iam/second-factor/enrolment/confirm',
      { code: await codeAt(enrolment.secret, -1) },
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const status = await ok<SecondFactorStatus>(hr, 'GET', '/api/iam/second-factor');
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(Date.parse(status.enrolledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The secret is never given again.
    const again = await hr.call('POST', '/api/iam/second-factor/enrolment');
    expect(again.statusCode).toBe(409);

    const step = await passwordStep(app, 'acme', 'hr');
    expect(step).toEqual({ secondFactor: 'totp', challenge: expect.stringMatching(/^acme\./) });
    const signedIn = await codeStep(app, 'acme', challengeOf(step), await codeAt(enrolment.secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json<SignInResponse>();
    expect(session.account).toMatchObject({ username: 'hr', roles: ['hr'] });
    expect(session.mustEnrolSecondFactor).toBe(false);
    const caller = new ApiCaller(app, 'acme', session);
    expect((await caller.call('GET', '/api/navigation')).statusCode).toBe(200);
    // A challenge signs in once.
    const spent = await codeStep(app, 'acme', challengeOf(step), await codeAt(enrolment.secret, 1));
    expect(spent.statusCode).toBe(422);
    expect(errorOf(spent).fields?.[0]?.path).toBe('/challenge');

    const admin = await signIn(app, 'acme', 'admin');
    const accounts = await ok<{ items: AccountSummary[] }>(admin, 'GET', '/api/iam/accounts');
    expect(accounts.items.find((account) => account.username === 'hr')?.secondFactor).toBe(true);
    expect(accounts.items.find((account) => account.username === 'payroll')?.secondFactor).toBe(
      false,
    );
    expect(await auditActions(app, 'acme')).toContain('hr:second-factor-enrolled');
  });

  it('refuses wrong codes, counts them in the sign-in throttle and ends the challenge after five', async () => {
    const { app } = current();
    const { secret } = await enrol(await signIn(app, 'acme', 'payroll'));
    const ip = '198.51.100.40';
    const challenge = challengeOf(await passwordStep(app, 'acme', 'payroll', ip));
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await codeStep(app, 'acme', challenge, '123456', ip);
      expect(wrong.statusCode).toBe(401);
      expect(errorOf(wrong).fields).toEqual([{ path: '/code', message: expect.any(String) }]);
    }
    const fifth = await codeStep(app, 'acme', challenge, 'abcd-efgh-jkmn', ip);
    expect(fifth.statusCode).toBe(422);
    expect(errorOf(fifth).message).toMatch(/Too many wrong codes/);
    // The challenge is dead, even for the right code, and the account is locked at this address.
    await steadyStep();
    expect((await codeStep(app, 'acme', challenge, await codeAt(secret), ip)).statusCode).toBe(422);
    expect((await trySignIn(app, 'acme', 'payroll', DEMO_PASSWORD, ip)).statusCode).toBe(429);

    // From elsewhere the owner still gets in.
    const fresh = challengeOf(await passwordStep(app, 'acme', 'payroll', '198.51.100.41'));
    const signedIn = await codeStep(app, 'acme', fresh, await codeAt(secret), '198.51.100.41');
    expect(signedIn.statusCode).toBe(200);
    expect(
      (await auditActions(app, 'acme')).filter((entry) => entry === 'payroll:second-factor-failed'),
    ).toHaveLength(5);
  });

  it('refuses challenges that are unknown or of another organisation', async () => {
    const { app } = current();
    const { secret } = await enrol(await signIn(app, 'icare', 'payroll'));
    const challenge = challengeOf(await passwordStep(app, 'icare', 'payroll'));
    await steadyStep();
    const elsewhere = await codeStep(
      app,
      'acme',
      challenge.replace(/^icare\./, 'acme.'),
      await codeAt(secret),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(errorOf(elsewhere).fields?.[0]?.path).toBe('/challenge');
    const mismatch = await new ApiCaller(app, 'acme').call(
      'POST',
      '/api/iam/authorize/second-factor',
      { body: { orgId: 'icare', challenge, code: await codeAt(secret) } },
    );
    expect(mismatch.statusCode).toBe(403);
    expect(errorOf(mismatch).code).toBe('org_mismatch');
    const unknown = await codeStep(app, 'icare', `icare.${'x'.repeat(43)}`, await codeAt(secret));
    expect(unknown.statusCode).toBe(422);
    // The real challenge is untouched by all that.
    expect((await codeStep(app, 'icare', challenge, await codeAt(secret))).statusCode).toBe(200);
  });

  it('takes each code once, and each recovery code once', async () => {
    const { app } = current();
    await steadyStep(20);
    const { secret, recoveryCodes } = await enrol(await signIn(app, 'acme', 'approver'));
    const code = await codeAt(secret);
    const first = challengeOf(await passwordStep(app, 'acme', 'approver'));
    expect((await codeStep(app, 'acme', first, code)).statusCode).toBe(200);
    const second = challengeOf(await passwordStep(app, 'acme', 'approver'));
    const replay = await codeStep(app, 'acme', second, code);
    expect(replay.statusCode).toBe(401);
    // An earlier step than the last one taken is refused too.
    expect((await codeStep(app, 'acme', second, await codeAt(secret, -1))).statusCode).toBe(401);

    const [recovery, other] = recoveryCodes as [string, string];
    expect((await codeStep(app, 'acme', second, recovery)).statusCode).toBe(200);
    const third = challengeOf(await passwordStep(app, 'acme', 'approver'));
    expect((await codeStep(app, 'acme', third, recovery)).statusCode).toBe(401);
    // Typed in capitals, in groups with spaces: still the code.
    const typed = other.toUpperCase().replaceAll('-', ' ');
    const signedIn = await codeStep(app, 'acme', third, typed);
    expect(signedIn.statusCode).toBe(200);
    const caller = new ApiCaller(app, 'acme', signedIn.json<SignInResponse>());
    expect(
      (await ok<SecondFactorStatus>(caller, 'GET', '/api/iam/second-factor')).recoveryCodesLeft,
    ).toBe(8);
    expect(
      (await auditActions(app, 'acme')).filter((entry) => entry === 'approver:recovery-code-used'),
    ).toHaveLength(2);
  });

  it('regenerates recovery codes and turns two-step sign-in off with a code or the password', async () => {
    const { app } = current();
    await steadyStep(20);
    const hr = await signIn(app, 'icare', 'hr');
    const { secret, recoveryCodes } = await enrol(hr);
    const wrong = await hr.call('POST', '/api/iam/second-factor/recovery-codes', {
      body: { code: '111111' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).fields?.[0]?.path).toBe('/code');
    const renewed = await ok<RecoveryCodes>(hr, 'POST', '/api/iam/second-factor/recovery-codes', {
      code: await codeAt(secret),
    });
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(recoveryCodes[0]);
    const challenge = challengeOf(await passwordStep(app, 'icare', 'hr'));
    expect((await codeStep(app, 'icare', challenge, recoveryCodes[0] ?? '')).statusCode).toBe(401);
    expect(
      (await codeStep(app, 'icare', challenge, renewed.recoveryCodes[0] ?? '')).statusCode,
    ).toBe(200);

    const neither = await hr.call('POST', '/api/iam/second-factor/disable', { body: {} });
    expect(neither.statusCode).toBe(422);
    const wrongPassword = await hr.call('POST', '/api/iam/second-factor/disable', {
      body: { password: 'Wrong#2026!' },
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(errorOf(wrongPassword).fields?.[0]?.path).toBe('/password');
    const off = await hr.call('POST', '/api/iam/second-factor/disable', {
      body: { password: DEMO_PASSWORD },
    });
    expect(off.statusCode).toBe(204);
    expect((await ok<SecondFactorStatus>(hr, 'GET', '/api/iam/second-factor')).enabled).toBe(false);
    expect('token' in (await passwordStep(app, 'icare', 'hr'))).toBe(true);
    expect(
      (
        await hr.call('POST', '/api/iam/second-factor/disable', {
          body: { password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(409);

    // Again, and off with a code this time: a new secret starts its own count of steps.
    const second = await enrol(hr);
    const offByCode = await hr.call('POST', '/api/iam/second-factor/disable', {
      body: { code: await codeAt(second.secret) },
    });
    expect(offByCode.statusCode).toBe(204);
    expect(
      (await auditActions(app, 'icare')).filter((entry) => entry === 'hr:second-factor-disabled'),
    ).toHaveLength(2);
  });

  it('restricts the session of someone the policy requires it of to enrolment until they enrol', async () => {
    const { app } = current();
    const admin = await signIn(app, 'acme', 'admin');
    expect(
      (
        await (
          await signIn(app, 'acme', 'accountant')
        ).call('GET', '/api/organization/sign-in-policy')
      ).statusCode,
    ).toBe(403);
    const badRole = await admin.call('PUT', '/api/organization/sign-in-policy', {
      body: { twoFactorRoles: ['employee', 'superuser'] },
    });
    expect(badRole.statusCode).toBe(422);
    expect(errorOf(badRole).fields?.[0]?.path).toBe('/twoFactorRoles/1');
    const before = await ok<SignInPolicyAnswer>(admin, 'GET', '/api/organization/sign-in-policy');
    expect(before).toMatchObject({ twoFactorRoles: [], notEnrolled: 0, updatedBy: null });
    // The organisation's own roles may be named too; the answer lists every role it may name.
    const own = await ok<{ roleId: string }>(admin, 'POST', '/api/iam/roles', {
      name: 'Treasury',
      description: 'Pays suppliers',
      permissions: ['payroll.read'],
    });
    const withOwn = await ok<SignInPolicyAnswer>(admin, 'PUT', '/api/organization/sign-in-policy', {
      twoFactorRoles: [own.roleId],
    });
    expect(withOwn.twoFactorRoles).toEqual([own.roleId]);
    expect(withOwn.roles).toEqual(
      expect.arrayContaining([
        { id: 'admin', name: 'Administrator', holders: 1 },
        { id: own.roleId, name: 'Treasury', holders: 0 },
      ]),
    );
    await ok(admin, 'PUT', '/api/organization/sign-in-policy', { twoFactorRoles: [] });
    const policy = await ok<SignInPolicyAnswer>(admin, 'PUT', '/api/organization/sign-in-policy', {
      twoFactorRoles: ['employee'],
    });
    // acme's employee and new hire.
    expect(policy).toMatchObject({
      twoFactorRoles: ['employee'],
      notEnrolled: 2,
      updatedBy: 'admin',
    });
    expect(policy.notEnrolledByRole).toMatchObject({ employee: 2, admin: 1 });
    expect(await auditActions(app, 'acme')).toContain('admin:sign-in-policy-changed');

    const employee = await signIn(app, 'acme', 'employee');
    expect(employee.session?.mustEnrolSecondFactor).toBe(true);
    for (const refused of [
      await employee.call('GET', '/api/navigation'),
      await employee.call('GET', '/api/hcm/employee-profile?self=true'),
      await employee.call('POST', '/api/iam/second-factor/recovery-codes', {
        body: { code: '123456' },
      }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('second_factor_enrolment_required');
    }
    expect(await ok<SessionState>(employee, 'GET', '/api/iam/session')).toMatchObject({
      mustEnrolSecondFactor: true,
    });
    expect((await ok<SecondFactorStatus>(employee, 'GET', '/api/iam/second-factor')).required).toBe(
      true,
    );
    // icare requires nothing of its employees.
    expect((await signIn(app, 'icare', 'employee')).session?.mustEnrolSecondFactor).toBe(false);

    await steadyStep();
    const { secret } = await enrol(employee);
    expect((await employee.call('GET', '/api/navigation')).statusCode).toBe(200);
    expect(
      (await ok<SessionState>(employee, 'GET', '/api/iam/session')).mustEnrolSecondFactor,
    ).toBe(false);
    const refusedOff = await employee.call('POST', '/api/iam/second-factor/disable', {
      body: { code: await codeAt(secret) },
    });
    expect(refusedOff.statusCode).toBe(409);
    expect(
      (await ok<SignInPolicyAnswer>(admin, 'GET', '/api/organization/sign-in-policy')).notEnrolled,
    ).toBe(1);

    // A first sign-in changes its password first, then enrols.
    const newhire = await signIn(app, 'acme', 'newhire');
    expect(newhire.account.status).toBe('Change Password');
    expect(newhire.session?.mustEnrolSecondFactor).toBe(true);
    const early = await newhire.call('POST', '/api/iam/second-factor/enrolment');
    expect(errorOf(early).code).toBe('password_change_required');
    await ok(newhire, 'POST', '/api/iam/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Welcome#2027',
    });
    expect(errorOf(await newhire.call('GET', '/api/navigation')).code).toBe(
      'second_factor_enrolment_required',
    );
    expect((await newhire.call('POST', '/api/iam/second-factor/enrolment')).statusCode).toBe(200);
  });

  it('lets an admin reset a lost second factor, ending that person’s sessions', async () => {
    const { app } = current();
    const admin = await signIn(app, 'icare', 'admin');
    const approver = await signIn(app, 'icare', 'approver');
    await enrol(approver);
    const { accountId } = approver.account;

    expect(
      (
        await (
          await signIn(app, 'icare', 'hr')
        ).call('DELETE', `/api/iam/accounts/${accountId}/second-factor`)
      ).statusCode,
    ).toBe(403);
    const acmeAdmin = await signIn(app, 'acme', 'admin');
    expect(
      (await acmeAdmin.call('DELETE', `/api/iam/accounts/${accountId}/second-factor`)).statusCode,
    ).toBe(404);
    expect(
      (
        await admin.call(
          'DELETE',
          '/api/iam/accounts/00000000-0000-4000-8000-000000000000/second-factor',
        )
      ).statusCode,
    ).toBe(404);

    const reset = await admin.call('DELETE', `/api/iam/accounts/${accountId}/second-factor`);
    expect(reset.statusCode).toBe(204);
    expect((await approver.call('GET', '/api/iam/session')).statusCode).toBe(401);
    expect(
      (await admin.call('DELETE', `/api/iam/accounts/${accountId}/second-factor`)).statusCode,
    ).toBe(409);
    expect('token' in (await passwordStep(app, 'icare', 'approver'))).toBe(true);
    expect(await auditActions(app, 'icare')).toContain('admin:second-factor-reset');
  });
});
