import { beforeAll, expect, it } from 'vitest';
import type { NotificationsPage } from '../../src/shared/api/notifications';
import type { Checklist, ChecklistListResponse } from '../../src/shared/api/onboarding';
import type { RecordItem, RecordListResponse } from '../../src/shared/api/records';
import { ApiCaller, errorOf, signIn } from './support/api-client';
import { multipart } from './support/multipart';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxMails } from './support/outbox';

const PASSWORD = 'Welcome#2026';

describeOnEachDatabase('the onboarding checklist (accumulator)', (current) => {
  let admin: ApiCaller;
  let hr: ApiCaller;
  let payroll: ApiCaller;
  let carla: ApiCaller; // acme's `employee`: not the new hire
  let icareHr: ApiCaller;
  let newHire: ApiCaller;
  let accountId: string;
  const ref = new Map<string, { id: string; label: string }>();

  /** The first record of a reference list, as a lookup value. */
  async function firstOf(formId: string) {
    const { items } = (
      await hr.call('POST', '/api/records/list', { body: { form_id: formId, pageSize: 1 } })
    ).json<RecordListResponse>();
    const item = items[0];
    if (!item) throw new Error(`${formId} has no records`);
    // The server names the record itself; any label will do.
    return { id: item.id, label: formId };
  }

  beforeAll(async () => {
    const app = current().app;
    admin = await signIn(app, 'acme', 'admin');
    hr = await signIn(app, 'acme', 'hr');
    payroll = await signIn(app, 'acme', 'payroll');
    carla = await signIn(app, 'acme', 'employee');
    icareHr = await signIn(app, 'icare', 'hr');
    const hired = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'ers-employee',
        data: {
          employeeNumber: 'ONB-0001',
          lastName: 'Santos',
          firstName: 'Lara',
          email: 'lara.santos@acme.example',
          department: 'Finance',
          active: true,
        },
      },
    });
    expect(hired.statusCode, hired.body).toBe(201);
    const mails = await outboxMails(admin, 50, (mail) => mail.to === 'lara.santos@acme.example');
    const token = mails[0]?.text.match(/token=([\w-]+)/)?.[1];
    const set = await new ApiCaller(app, 'acme').call('POST', '/api/iam/forgot-password/reset', {
      body: { orgId: 'acme', token, newPassword: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    newHire = await signIn(app, 'acme', 'onb-0001', PASSWORD);
    accountId = newHire.session?.account.accountId ?? '';
    // One mail (the invitation); the checklist waits for them in the bell.
    expect(mails).toHaveLength(1);
    const inbox = (await newHire.call('GET', '/api/notifications')).json<NotificationsPage>();
    expect(inbox.items).toEqual([
      expect.objectContaining({ kind: 'onboarding', link: '/onboarding', readAt: null }),
    ]);
    for (const formId of ['utility-gender', 'utility-civil-status', 'utility-nationality'])
      ref.set(formId, await firstOf(formId));
    ref.set('utility-bank', await firstOf('utility-bank'));
  });

  const checklist = (caller: ApiCaller) => caller.call('GET', `/api/accumulator/${accountId}`);
  const me = { id: '', label: 'Santos, Lara', employeeNumber: 'ONB-0001' };
  const fill = (caller: ApiCaller, formId: string, data: Record<string, unknown>) =>
    caller.call('POST', '/api/records', {
      body: { form_id: formId, data: { employee: me, ...data } },
    });

  it('starts with the new employee, and the new hire sees only their own', async () => {
    const mine = await checklist(newHire);
    expect(mine.statusCode, mine.body).toBe(200);
    const body = mine.json<Checklist>();
    me.id = body.employee.employeeRecordId ?? '';
    expect(body).toMatchObject({
      employeeNumber: 'ONB-0001',
      orgId: 'acme',
      accountId,
      type: 'onboarding',
      accountInfo: { loggedIn: true },
      status: 'In-Progress',
      progress: { requiredDone: 0, requiredTotal: 6 },
    });
    const forms = body.groups.flatMap((group) => group.forms);
    expect(forms).toHaveLength(27);
    const government = forms.find((form) => form.form_id === 'onb-government');
    expect(government).toMatchObject({
      isRequiredToEmployee: true,
      status: 'Pending',
      canWrite: true,
    });
    // Salary is payroll's to fill: the new hire may read their offer but not write it.
    expect(forms.find((form) => form.form_id === 'onb-salary')).toMatchObject({
      canRead: true,
      canWrite: false,
    });
    expect(forms.find((form) => form.form_id === 'onb-it')).toMatchObject({ canRead: false });

    expect((await checklist(carla)).statusCode).toBe(404);
    expect((await checklist(icareHr)).statusCode).toBe(404);
    expect((await checklist(payroll)).statusCode).toBe(200);
    expect((await carla.call('GET', '/api/accumulator')).statusCode).toBe(403);
  });

  it('is Completed when every required sub-form has data, computed by the server', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% an ID\n');
    const { payload, contentType } = multipart('umid.pdf', 'application/pdf', pdf);
    const upload = await newHire.call('POST', '/api/files', {
      body: payload,
      headers: { 'content-type': contentType },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const steps: [string, Record<string, unknown>][] = [
      [
        'onb-employee-details',
        {
          birthDate: '1998-04-02',
          gender: ref.get('utility-gender'),
          civilStatus: ref.get('utility-civil-status'),
          nationality: ref.get('utility-nationality'),
        },
      ],
      [
        'onb-government',
        {
          sss: '34-7654321-9',
          philhealth: '12-765432101-2',
          pagibig: '1212-3434-5656',
          tin: '321-654-987-000',
          idCopies: [upload.json()],
        },
      ],
      [
        'onb-bank-details',
        {
          bank: ref.get('utility-bank'),
          bankAccountNumber: '00123456789',
          accountName: 'Lara Santos',
        },
      ],
      ['onb-contact', { mobile: '09171234000' }],
      [
        'onb-emergency-contacts',
        { contacts: [{ name: 'Rico Santos', relationship: 'Father', mobile: '09181234000' }] },
      ],
    ];
    for (const [formId, data] of steps) {
      const saved = await fill(newHire, formId, data);
      expect(saved.statusCode, `${formId}: ${saved.body}`).toBe(201);
    }
    expect((await checklist(newHire)).json<Checklist>()).toMatchObject({
      status: 'In-Progress',
      progress: { requiredDone: 5, requiredTotal: 6 },
    });
    // One record per sub-form and new hire: the second is refused, pointing at the first.
    const twice = await fill(newHire, 'onb-contact', { mobile: '09171234001' });
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice).fields?.[0]).toMatchObject({ path: '/employee' });
    // A new hire fills only their own sub-forms, and not HR's.
    const forCarla = await carla.call('POST', '/api/records', {
      body: {
        form_id: 'onb-contact',
        data: { employee: me, mobile: '09171234002' },
      },
    });
    expect(forCarla.statusCode).toBe(403);
    expect(
      (await fill(newHire, 'onb-salary', { monthlyBasic: 3000000, effectiveDate: '2026-12-01' }))
        .statusCode,
    ).toBe(403);

    const address = await fill(newHire, 'onb-communication-address', {
      address: {
        line1: '12 Mabini St',
        city: 'Quezon City',
        province: 'Metro Manila',
        zipCode: '1100',
      },
    });
    expect(address.statusCode, address.body).toBe(201);
    const done = (await checklist(newHire)).json<Checklist>();
    expect(done).toMatchObject({
      status: 'Completed',
      progress: { requiredDone: 6, requiredTotal: 6 },
    });
    expect(
      done.groups.flatMap((g) => g.forms).find((f) => f.form_id === 'onb-contact')?.recordId,
    ).toBeTruthy();

    // HR makes one more sub-form required for this hire: the checklist is open again.
    const changed = await hr.call('PUT', `/api/accumulator/${done.id}`, {
      body: { required: { 'onb-permanent-address': true } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Checklist>()).toMatchObject({
      status: 'In-Progress',
      progress: { requiredTotal: 7 },
    });
    const permanent = await fill(newHire, 'onb-permanent-address', { sameAsCommunication: true });
    expect(permanent.statusCode, permanent.body).toBe(201);
    expect((await checklist(newHire)).json<Checklist>().status).toBe('Completed');
  });

  it('lists every new hire for HR with filters, reminds, and copies the data into the master', async () => {
    const list = await hr.call('GET', '/api/accumulator?status=Completed&department=Finance');
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<ChecklistListResponse>();
    const lara = body.items.find((item) => item.employeeNumber === 'ONB-0001');
    expect(lara).toMatchObject({ status: 'Completed', overdue: false });
    expect(body.departments).toContain('Finance');
    const open = (
      await hr.call('GET', '/api/accumulator?status=In-Progress')
    ).json<ChecklistListResponse>();
    expect(open.items.every((item) => item.status === 'In-Progress')).toBe(true);
    expect(open.items.some((item) => item.employeeNumber === 'ONB-0001')).toBe(false);
    // icare's HR sees none of acme's new hires.
    const icare = (
      await icareHr.call('GET', '/api/accumulator?q=ONB')
    ).json<ChecklistListResponse>();
    expect(icare.total).toBe(0);

    const id = lara?.id ?? '';
    // Completed: nothing to remind of.
    expect((await hr.call('POST', `/api/accumulator/${id}/reminders`)).statusCode).toBe(409);
    expect((await carla.call('POST', `/api/accumulator/${id}/apply`)).statusCode).toBe(403);
    expect((await icareHr.call('POST', `/api/accumulator/${id}/apply`)).statusCode).toBe(404);

    const applied = await hr.call('POST', `/api/accumulator/${id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<{ fields: string[] }>().fields).toEqual(
      expect.arrayContaining([
        'birthDate',
        'governmentNumbers',
        'bankAccountNumber',
        'mobile',
        'presentAddress',
        'permanentAddress',
      ]),
    );
    const master = (await hr.call('GET', `/api/records/${me.id}`)).json<RecordItem>();
    expect(master.data).toMatchObject({
      birthDate: '1998-04-02',
      mobile: '09171234000',
      bankAccountNumber: '00123456789',
      governmentNumbers: { sss: '34-7654321-9', tin: '321-654-987-000' },
      presentAddress: { line1: '12 Mabini St', city: 'Quezon City' },
      permanentAddress: { line1: '12 Mabini St' },
    });
    const again = await hr.call('POST', `/api/accumulator/${id}/apply`);
    expect(again.json<{ fields: string[] }>().fields).toEqual([]);
  });

  it('reminds an unfinished new hire by mail, once an hour', async () => {
    const hired = await hr.call('POST', '/api/records', {
      body: {
        form_id: 'ers-employee',
        data: {
          employeeNumber: 'ONB-0002',
          lastName: 'Uy',
          firstName: 'Ben',
          email: 'ben.uy@acme.example',
          hireDate: '2026-01-05',
          active: true,
        },
      },
    });
    expect(hired.statusCode).toBe(201);
    const list = (
      await hr.call('GET', '/api/accumulator?q=ONB-0002')
    ).json<ChecklistListResponse>();
    const ben = list.items[0];
    // Due a week after a hire date long past: overdue.
    expect(ben).toMatchObject({ status: 'In-Progress', dueDate: '2026-01-12', overdue: true });
    const overdue = (
      await hr.call('GET', '/api/accumulator?overdue=true')
    ).json<ChecklistListResponse>();
    expect(overdue.items.map((item) => item.employeeNumber)).toContain('ONB-0002');

    const reminded = await hr.call('POST', `/api/accumulator/${ben?.id}/reminders`);
    expect(reminded.statusCode, reminded.body).toBe(202);
    const [mail] = await outboxMails(
      admin,
      50,
      (item) => item.to === 'ben.uy@acme.example' && /onboarding/.test(item.subject),
    );
    expect(mail?.text).toMatch(/- Government numbers/);
    expect(mail?.text).toMatch(/\/onboarding/);
    expect((await hr.call('POST', `/api/accumulator/${ben?.id}/reminders`)).statusCode).toBe(409);
    const unfinished = await hr.call('POST', `/api/accumulator/${ben?.id}/apply`);
    expect(unfinished.statusCode).toBe(409);
    expect(errorOf(unfinished).message).toMatch(/0 of 6/);
  });

  it('starts a checklist by hand once per account, checking what it names', async () => {
    const accounts = await admin.call('GET', '/api/iam/accounts');
    const ramon = accounts
      .json<{ items: { username: string; accountId: string }[] }>()
      .items.find((account) => account.username === 'approver');
    const body = {
      employeeNumber: '2022-0004',
      orgId: 'acme',
      accountId: ramon?.accountId,
      type: 'onboarding',
    };
    const wrongNumber = await hr.call('POST', '/api/accumulator', {
      body: { ...body, employeeNumber: '2022-0005' },
    });
    expect(wrongNumber.statusCode).toBe(422);
    expect(errorOf(wrongNumber).fields?.[0]?.path).toBe('/employeeNumber');
    const otherOrg = await hr.call('POST', '/api/accumulator', {
      body: { ...body, orgId: 'icare' },
    });
    // The platform refuses a body naming another organisation than the session's.
    expect(otherOrg.statusCode).toBe(403);
    const notHere = await icareHr.call('POST', '/api/accumulator', {
      body: { ...body, orgId: 'icare' },
    });
    expect(notHere.statusCode).toBe(422);
    expect(errorOf(notHere).fields?.[0]?.path).toBe('/accountId');
    const started = await hr.call('POST', '/api/accumulator', { body });
    expect(started.statusCode, started.body).toBe(201);
    expect((await hr.call('POST', '/api/accumulator', { body })).statusCode).toBe(409);
    const badForm = await hr.call('PUT', `/api/accumulator/${started.json<Checklist>().id}`, {
      body: { required: { 'onb-nothing': true } },
    });
    expect(badForm.statusCode).toBe(422);
    expect(errorOf(badForm).fields?.[0]?.path).toBe('/required/onb-nothing');
  });
});
