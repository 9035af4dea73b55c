import { beforeAll, expect, it } from 'vitest';
import type { EmployeeProfile } from '../../src/shared/api/employee-profile';
import type { OutboxItem, OutboxMessage } from '../../src/shared/api/mail';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { ApiCaller, DEMO_PASSWORD, errorOf, signIn, trySignIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxMails } from './support/outbox';

// The demo people's addresses (demoEmail): first.last@<org>.example.
const ADMIN_MAIL = 'maria.santos@acme.example';

describeOnEachDatabase('the recovery e-mail of a sign-in account', (current) => {
  let admin: ApiCaller;
  let hr: ApiCaller;
  beforeAll(async () => {
    admin = await signIn(current().app, 'acme', 'admin');
    hr = await signIn(current().app, 'acme', 'hr');
  });

  const anonymous = () => new ApiCaller(current().app, 'acme');
  const outbox = (only: (mail: OutboxItem) => boolean) => outboxMails(admin, 200, only);
  const mailsTo = (to: string, subject: RegExp) =>
    outbox((mail) => mail.to === to && subject.test(mail.subject));
  const tokenIn = (mail: OutboxMessage | undefined) =>
    mail?.text.match(/\/session\/confirm-email\?org=acme&token=([\w-]+)/)?.[1];

  /** Where a reset link for `username` goes now: the account's recovery address. */
  async function resetGoesTo(username: string, ip: string): Promise<string | undefined> {
    const asked = await anonymous().call('POST', '/api/iam/forgot-password', {
      body: { orgId: 'acme', username },
      ip,
    });
    expect(asked.statusCode).toBe(202);
    const [newest] = (await outbox((mail) => /reset your password/.test(mail.subject))).filter(
      (mail) => mail.text.includes(`"${username}"`),
    );
    return newest?.to;
  }

  async function employeeRecord(caller: ApiCaller, employeeNumber: string) {
    const list = await caller.call('POST', '/api/records/list', {
      body: { form_id: 'ers-employee', employeeNumber, fields: ['*'] },
    });
    const record = list.json<RecordListResponse>().items[0];
    if (!record) throw new Error(`no employee ${employeeNumber}`);
    return record;
  }

  const setEmail = async (caller: ApiCaller, record: RecordItem, email: string) => {
    const saved = await caller.call('PUT', `/api/records/${record.id}`, {
      body: { data: { ...record.data, email }, version: record.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<RecordItem>();
  };

  const confirm = (token: string | undefined, password: string, orgId = 'acme') =>
    new ApiCaller(current().app, orgId).call('POST', '/api/iam/recovery-email/confirm', {
      body: { orgId, token, password },
      ip: '198.51.100.60',
    });

  it('does not move an admin’s recovery address when HR edits the e-mail on their employee record', async () => {
    const record = await employeeRecord(hr, admin.account.employeeNumber ?? '');
    expect(record.data.email).toBe(ADMIN_MAIL);
    await setEmail(hr, record, 'mailbox.of.hr@example.net');

    // The reset link still goes to the admin, not to the address HR typed.
    expect(await resetGoesTo('admin', '198.51.100.61')).toBe(ADMIN_MAIL);
    // The new address is asked to confirm; the old one is told that a change was asked.
    const [asked] = await mailsTo('mailbox.of.hr@example.net', /confirm your sign-in e-mail/);
    const token = tokenIn(asked);
    expect(token).toBeTruthy();
    const [told] = await mailsTo(ADMIN_MAIL, /change of your sign-in e-mail was asked/);
    expect(told?.text).toContain('mailbox.of.hr@example.net');
    expect(told?.text).toContain('"hr"');

    // The link alone does not do it: the account's owner confirms with their password.
    const withoutPassword = await confirm(token, 'Hr-guess#2026');
    expect(withoutPassword.statusCode).toBe(422);
    expect(errorOf(withoutPassword).fields).toEqual([
      { path: '/password', message: 'Password is incorrect.' },
    ]);
    expect(await resetGoesTo('admin', '198.51.100.62')).toBe(ADMIN_MAIL);
  });

  it('moves an employee’s own new address once they confirm it from the link, with their password', async () => {
    const employee = await signIn(current().app, 'acme', 'employee');
    const before = await resetGoesTo('employee', '198.51.100.63');
    const own = await employee.call('GET', '/api/hcm/employee-profile?self=true');
    const { record } = own.json<EmployeeProfile>();
    const patch = (email: string, version: number) =>
      employee.call('PATCH', '/api/hcm/employee-profile/self', { body: { version, email } });
    const first = await patch('first.try@example.org', record.version);
    expect(first.statusCode, first.body).toBe(200);
    const second = await patch(
      'carla.own@example.org',
      first.json<EmployeeProfile>().record.version,
    );
    expect(second.statusCode).toBe(200);
    expect(await resetGoesTo('employee', '198.51.100.64')).toBe(before);

    const superseded = tokenIn(
      (await mailsTo('first.try@example.org', /confirm your sign-in e-mail/))[0],
    );
    const token = tokenIn(
      (await mailsTo('carla.own@example.org', /confirm your sign-in e-mail/))[0],
    );
    const stale = await confirm(superseded, DEMO_PASSWORD);
    expect(stale.statusCode).toBe(422);
    expect(errorOf(stale).fields?.[0]?.path).toBe('/token');
    // Another organisation's page cannot use acme's link.
    expect((await confirm(token, DEMO_PASSWORD, 'icare')).statusCode).toBe(422);

    const confirmed = await confirm(token, DEMO_PASSWORD);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'carla.own@example.org' });
    expect(await resetGoesTo('employee', '198.51.100.65')).toBe('carla.own@example.org');
    expect((await confirm(token, DEMO_PASSWORD)).statusCode).toBe(422);
  });

  it('lets an admin change it at once, tells the old address and spends links mailed there', async () => {
    const record = await employeeRecord(admin, hr.account.employeeNumber ?? '');
    const old = String(record.data.email);
    const resetLinks = async () =>
      (await mailsTo(old, /reset your password/)).map(
        (mail) => mail.text.match(/token=([\w-]+)/)?.[1],
      );
    expect(await resetGoesTo('hr', '198.51.100.66')).toBe(old);
    const [pending] = await resetLinks();

    await setEmail(admin, record, 'hr.desk@acme.example');
    expect(await resetGoesTo('hr', '198.51.100.67')).toBe('hr.desk@acme.example');
    const [told] = await mailsTo(old, /your sign-in e-mail was changed/);
    expect(told?.text).toContain('hr.desk@acme.example');
    expect(await mailsTo('hr.desk@acme.example', /confirm your sign-in e-mail/)).toEqual([]);
    const spent = await anonymous().call('POST', '/api/iam/forgot-password/reset', {
      body: { orgId: 'acme', token: pending, newPassword: 'Taken#Over2026' },
    });
    expect(spent.statusCode).toBe(422);
    expect((await trySignIn(current().app, 'acme', 'hr')).statusCode).toBe(200);
  });

  it('gives a new hire who never had a password the master’s address at once, and voids the first link', async () => {
    const hired = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'ers-employee',
        data: {
          employeeNumber: 'NH-0901',
          lastName: 'Bautista',
          firstName: 'Rico',
          active: true,
          email: 'rico.typo@example.org',
        },
      },
    });
    expect(hired.statusCode, hired.body).toBe(201);
    const invitation = (await mailsTo('rico.typo@example.org', /account is ready/))[0];
    const typoToken = invitation?.text.match(/token=([\w-]+)/)?.[1];
    expect(typoToken).toBeTruthy();
    await setEmail(hr, hired.json<RecordItem>(), 'rico.bautista@example.org');

    // Whoever got the mistyped address's link cannot set the password.
    const stale = await anonymous().call('POST', '/api/hcm/validate-account', {
      body: { orgId: 'acme', token: typoToken },
    });
    expect(stale.statusCode).toBe(422);
    expect(await mailsTo('rico.bautista@example.org', /confirm your sign-in e-mail/)).toEqual([]);
    const sent = await hr.call('POST', '/api/hcm/employees/NH-0901/invitation');
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ sentTo: 'rico.bautista@example.org' });
  });
});
