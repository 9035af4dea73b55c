import { beforeAll, expect, it } from 'vitest';
import type { ApplicationDetail, EmailLinkView } from '../../src/shared/api/applications';
import { withOrg } from '../../src/server/db/tenant';
import { ApiCaller, errorOf, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxMails } from './support/outbox';
import { workday } from './support/work-dates';

/** Overtime on a working day far enough ahead that no other test's application touches it. */
const overtime = (weeks: number) => ({
  kind: 'overtime',
  details: {
    overtimeType: 'Overtime',
    date: workday(weeks, 2),
    startTime: '18:00',
    endTime: '19:00',
    creditAsCto: false,
    reason: 'Server migration',
  },
});

describeOnEachDatabase('e-mail approval links', (current) => {
  let employee: ApiCaller;
  let admin: ApiCaller;
  let hr: ApiCaller;
  let anonymous: ApiCaller;

  beforeAll(async () => {
    employee = await signIn(current().app, 'acme', 'employee');
    admin = await signIn(current().app, 'acme', 'admin');
    hr = await signIn(current().app, 'acme', 'hr');
    anonymous = new ApiCaller(current().app, 'acme');
  });

  /** Files an application and returns it with the links e-mailed to one approver. */
  async function fileAndMail(body: object, to = 'ramon.delacruz@acme.example') {
    const response = await employee.call('POST', '/api/hcm/application', { body });
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json<ApplicationDetail>();
    const mails = await outboxMails(admin, 100, (item) => item.to === to);
    const mail = mails.find((item) => item.text.includes(application.id));
    const token = (status: string) =>
      decodeURIComponent(mail?.text.match(new RegExp(`/${status}\\?token=(\\S+)`))?.[1] ?? '');
    return { application, mail, approve: token('approve'), reject: token('reject') };
  }

  // The link page, like the e-mail it comes from, names no organisation: the token does.
  const noOrg = { 'x-org-id': undefined };
  const view = (token: string) =>
    anonymous.call('POST', '/api/email-approvals/view', { body: { token }, headers: noOrg });
  const confirm = (token: string, remark?: string) =>
    anonymous.call('POST', '/api/email-approvals/decide', {
      body: { token, remark },
      headers: noOrg,
    });

  it('shows the item without a session, decides once on confirm, then dies', async () => {
    const { application, approve, reject } = await fileAndMail(overtime(14));
    const shown = await view(approve);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<EmailLinkView>()).toMatchObject({
      state: 'open',
      decision: 'Approved',
      approverName: 'Ramon Dela Cruz',
      organization: 'Acme Corporation',
      application: {
        kind: 'overtime',
        employeeName: 'Carla Mendoza',
        reason: 'Server migration',
        status: 'Pending',
      },
    });
    // Viewing decides nothing.
    const still = await employee.call('GET', `/api/hcm/application/${application.id}`);
    expect(still.json<ApplicationDetail>().status).toBe('Pending');

    const done = await confirm(approve, 'Approved from my phone');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ status: string }>().status).toBe('Approved');
    const detail = (
      await employee.call('GET', `/api/hcm/application/${application.id}`)
    ).json<ApplicationDetail>();
    expect(detail.decisions).toEqual([
      expect.objectContaining({
        decision: 'Approved',
        byName: 'Ramon Dela Cruz',
        channel: 'email',
        remark: 'Approved from my phone',
      }),
    ]);

    const reused = await confirm(approve);
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).message).toBe('This link has already been used.');
    expect((await view(reject)).json<EmailLinkView>().state).toBe('used');
    expect((await confirm(reject)).statusCode).toBe(409);
  });

  it('mails the links as the buttons of a mail in the organisation’s branding', async () => {
    const { application, mail, approve, reject } = await fileAndMail(overtime(13));
    const html = mail?.html ?? '';
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<title>Carla Mendoza&#39;s overtime application awaits your approval');
    // Acme's name and its theme's colour (midnight UV blue) on the buttons and the tile.
    expect(html).toContain('Acme Corporation');
    expect(html).toContain('background-color:#4338ca');
    expect(html).not.toMatch(/iCare/);
    const link = (status: string, token: string) =>
      `href="http://hcm.test/email/applications/overtime/2022-0005/${application.id}/${status}?token=${encodeURIComponent(token)}"`;
    expect(html).toContain(link('approve', approve));
    expect(html).toContain(link('reject', reject));
    expect(html).toContain('Server migration');
  });

  it('dies when the item is decided elsewhere first', async () => {
    const { application, reject } = await fileAndMail(overtime(15));
    const inApp = await hr.call('POST', '/api/hcm/approve-application', {
      body: { ids: [application.id], decision: 'Approved' },
    });
    expect(inApp.json<{ results: { ok: boolean }[] }>().results[0]?.ok).toBe(true);
    // HR's decision spent every link of the level.
    expect((await view(reject)).json<EmailLinkView>().state).toBe('used');
    const late = await confirm(reject);
    expect(late.statusCode).toBe(409);
    const still = await employee.call('GET', `/api/hcm/application/${application.id}`);
    expect(still.json<ApplicationDetail>().status).toBe('Approved');
  });

  it('refuses an expired link and one that is not a link', async () => {
    const { application, reject } = await fileAndMail(overtime(16));
    await withOrg(current().db, 'acme', (tx) =>
      tx
        .updateTable('approval_links')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('application_id', '=', application.id)
        .execute(),
    );
    expect((await view(reject)).json<EmailLinkView>().state).toBe('expired');
    const expired = await confirm(reject);
    expect(expired.statusCode).toBe(409);
    expect(errorOf(expired).message).toMatch(/expired/);

    for (const token of ['acme.not-a-real-token', 'icare.not-a-real-token', 'nodot-at-all-here']) {
      expect((await view(token)).statusCode).toBe(404);
      expect((await confirm(token)).statusCode).toBe(404);
    }
    // Another organisation's prefix cannot reach this organisation's link.
    const foreign = reject.replace(/^acme\./, 'icare.');
    expect((await view(foreign)).statusCode).toBe(404);
    // Nor can a page of another organisation use this organisation's link.
    const fromIcare = await anonymous.call('POST', '/api/email-approvals/view', {
      body: { token: reject },
      headers: { 'x-org-id': 'icare' },
    });
    expect(fromIcare.statusCode).toBe(403);
    expect(errorOf(fromIcare).code).toBe('org_mismatch');
  });

  it('rejects by e-mail and tells the employee; every use is audited', async () => {
    const { application, reject } = await fileAndMail(overtime(17));
    const done = await confirm(reject, 'Not needed');
    expect(done.json<{ status: string }>().status).toBe('Rejected');
    await confirm(reject);

    const audit = await withOrg(current().db, 'acme', (tx) =>
      tx
        .selectFrom('audit_log')
        .select(['action', 'username', 'detail'])
        .where('module', '=', 'Email approval')
        .orderBy('audit_id')
        .execute(),
    );
    const mine = audit.filter(
      (entry) => (entry.detail as { applicationId?: string }).applicationId === application.id,
    );
    expect(mine.map((entry) => entry.action)).toEqual(['rejected', 'refused']);
    expect(mine.every((entry) => entry.username === 'approver')).toBe(true);

    const mails = await outboxMails(admin, 100, (item) => item.to === 'carla.mendoza@acme.example');
    expect(mails.find((item) => item.text.includes(application.summary))?.subject).toBe(
      'Your overtime application was rejected',
    );
  });
});
