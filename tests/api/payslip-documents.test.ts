import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { expect, it } from 'vitest';
import type { Cutoff } from '../../src/shared/api/payroll-cutoffs';
import type { PayRegister } from '../../src/shared/api/payroll-registers';
import type { Payslip } from '../../src/shared/api/payroll-payslips';
import type { ArchiveResult, DistributionResult } from '../../src/shared/api/payslip-documents';
import { withOrg } from '../../src/server/db/tenant';
import { queueMail } from '../../src/server/mail/outbox.repository';
import { dispatchOutbox } from '../../src/server/mail/smtp-dispatcher';
import { signIn, type ApiCaller } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { finished, hire } from './support/payroll';
import { pdfText } from './support/pdf-text';

const scratch = mkdtempSync(join(tmpdir(), 'hcm-payslip-docs-'));

/** "12198.80" -> "12,198.80", as the payslips print it. */
const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

describeOnEachDatabase('payslip documents', (current) => {
  /** The signed-in 'employee' account (2022-0005) is paid by a register of this test's own. */
  const OWN = '2022-0005';
  let setup: Promise<{
    payroll: ApiCaller;
    employee: ApiCaller;
    withEmail: string;
    withoutEmail: string;
    october: Cutoff;
    november: Cutoff;
  }> | null = null;

  const prepared = () =>
    (setup ??= (async () => {
      const app = current().app;
      const [payroll, admin, employee] = await Promise.all(
        ['payroll', 'admin', 'employee'].map((user) => signIn(app, 'acme', user)),
      );
      const withEmail = (await hire(admin!, 'Lopez', { email: 'docs.lopez@acme.example' }))
        .employeeNumber;
      const withoutEmail = (await hire(admin!, 'Santos')).employeeNumber;
      for (const other of (await payroll!.call('GET', '/api/hcm/register')).json<{
        items: PayRegister[];
      }>().items)
        await payroll!.call('POST', `/api/hcm/employees/register/${other.id}`, {
          body: { remove: [OWN] },
        });
      const register = (
        await payroll!.call('POST', '/api/hcm/register', {
          body: {
            name: `Documents ${Math.random()}`,
            payFrequency: 'semi_monthly',
            contributionSchedule: 'monthly_ee_share_split_half_each_cutoff',
            sssBasis: 'monthly_basic',
            philhealthBasis: 'monthly_basic',
            hdmfBasis: 'monthly_basic',
            factor: 261,
            payDayOffset: 5,
            requireApprovedDtr: false,
            year: 2026,
          },
        })
      ).json<PayRegister>();
      const members = await payroll!.call('POST', `/api/hcm/employees/register/${register.id}`, {
        body: { add: [withEmail, withoutEmail, OWN] },
      });
      expect(members.json()).toMatchObject({ added: 3 });
      const cutoffs = (
        await payroll!.call('GET', `/api/hcm/register-cutoff/${register.id}?year=2026`)
      ).json<{ items: Cutoff[] }>().items;
      const [october, november] = ['2026-10-01', '2026-11-01'].map((start) =>
        cutoffs.find((cutoff) => cutoff.periodStart === start)!,
      );
      const computed = await payroll!.call('POST', `/api/hcm/generate-payroll/${october!.id}`);
      expect(computed.statusCode, computed.body).toBe(202);
      const run = await finished(payroll!, computed.json<{ runId: string }>().runId);
      expect(run.state, run.error ?? '').toBe('succeeded');
      return {
        payroll: payroll!,
        employee: employee!,
        withEmail,
        withoutEmail,
        october: october!,
        november: november!,
      };
    })());

  const released = async () => {
    const fixture = await prepared();
    const { payroll, october } = fixture;
    const now = (
      await payroll.call('GET', `/api/hcm/register/cutoff/${october.id}`)
    ).json<Cutoff>();
    if (now.status !== 'Released') {
      const release = await payroll.call('POST', `/api/hcm/release-payslip/${october.id}`);
      expect(release.statusCode, release.body).toBe(200);
    }
    return fixture;
  };

  const pdfUrl = (cutoff: Cutoff, employeeNumber: string, template?: string) =>
    `/api/hcm/payslip/${cutoff.id}/${employeeNumber}/pdf${template ? `?template=${template}` : ''}`;

  it('prints a payslip in each layout as a real PDF', async () => {
    const { payroll, october } = await prepared();
    const slip = (
      await payroll.call('GET', `/api/hcm/payslip/${october.id}/${OWN}`)
    ).json<Payslip>();
    for (const template of ['standard', 'plants', 'aceho']) {
      const answer = await payroll.call('GET', pdfUrl(october, OWN, template));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="payslip-${OWN}-2026-10-15.pdf"`,
      );
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(answer.rawPayload);
      expect(text.toLowerCase(), template).toContain(slip.employeeName.toLowerCase());
      expect(text, template).toContain(grouped(slip.netPay));
      expect(text, template).toContain('Oct 1, 2026 – Oct 15, 2026');
      expect(text, template).toContain('Oct 20, 2026');
      expect(text, template).toContain(`computation #${slip.computation}`);
    }
    const aceho = pdfText((await payroll.call('GET', pdfUrl(october, OWN, 'aceho'))).rawPayload);
    expect(aceho).toContain('Employer share');
    expect(aceho).toContain('Taxable compensation');
    const refused = await payroll.call('GET', pdfUrl(october, OWN, 'fancy'));
    expect(refused.statusCode).toBe(422);
  });

  it('gives employees their own PDF only once released, and nobody else theirs', async () => {
    const { payroll, employee, withEmail, october } = await prepared();
    expect((await employee.call('GET', pdfUrl(october, OWN))).statusCode).toBe(404);
    const early = await payroll.call('POST', `/api/hcm/distribute-payslip/${october.id}`);
    expect(early.statusCode).toBe(409);

    await released();
    const own = await employee.call('GET', pdfUrl(october, OWN));
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const [caller, employeeNumber] of [
      [employee, withEmail],
      [await signIn(current().app, 'acme', 'approver'), OWN],
      [await signIn(current().app, 'icare', 'payroll'), OWN],
    ] as const) {
      const answer = await caller.call('GET', pdfUrl(october, employeeNumber));
      expect(answer.statusCode, `${caller.orgId} ${employeeNumber}`).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
    }
  });

  it('mails each payslip with its PDF attached by reference, and says whom it skipped', async () => {
    const { payroll, employee, withEmail, withoutEmail, october, november } = await released();
    expect(
      (await employee.call('POST', `/api/hcm/distribute-payslip/${october.id}`)).statusCode,
    ).toBe(403);
    const draft = await payroll.call('POST', `/api/hcm/distribute-payslip/${november.id}`);
    expect(draft.statusCode).toBe(409);
    const icare = await signIn(current().app, 'icare', 'payroll');
    expect((await icare.call('POST', `/api/hcm/distribute-payslip/${october.id}`)).statusCode).toBe(
      404,
    );

    const started = await payroll.call('POST', `/api/hcm/distribute-payslip/${october.id}`);
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(payroll, started.json<{ runId: string }>().runId);
    expect(run.state, run.error ?? '').toBe('succeeded');
    expect(run.result).toEqual({
      queued: 2,
      skipped: [{ employeeNumber: withoutEmail, reason: expect.stringContaining('No e-mail') }],
    } satisfies DistributionResult);

    const mails = await withOrg(current().db, 'acme', (tx) =>
      tx
        .selectFrom('mail_outbox')
        .select(['mail_id', 'to_address', 'subject', 'attachments'])
        .where('org_id', '=', 'acme')
        .where('subject', '=', 'Your payslip for Oct 1, 2026 – Oct 15, 2026')
        .orderBy('mail_id')
        .execute(),
    );
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(
      ['carla.mendoza@acme.example', 'docs.lopez@acme.example'].sort(),
    );
    const lopez = mails.find((mail) => mail.to_address === 'docs.lopez@acme.example')!;
    expect(lopez.attachments).toEqual([
      {
        filename: `payslip-${withEmail}-2026-10-15.pdf`,
        contentType: 'application/pdf',
        source: {
          kind: 'payslip-pdf',
          cutoffId: october.id,
          computation: 1,
          employeeNumber: withEmail,
          template: 'standard',
        },
      },
    ]);
    // The outbox lists what a mail attaches; no document bytes are stored with it.
    const admin = await signIn(current().app, 'acme', 'admin');
    const outbox = (await admin.call('GET', '/api/mail/outbox?limit=50')).json<{
      items: { to: string; attachments: string[] }[];
    }>().items;
    expect(
      outbox.find((item) => item.to === 'docs.lopez@acme.example' && item.attachments.length > 0)
        ?.attachments,
    ).toEqual([`payslip-${withEmail}-2026-10-15.pdf`]);

    // The dispatcher renders the reference when it sends: the message carries the real PDF.
    const sent: Buffer[] = [];
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const transport = {
      sendMail: async (message: nodemailer.SendMailOptions) => {
        const info = await stream.sendMail(message);
        sent.push(info.message as Buffer); // `buffer: true` makes it one
        return info;
      },
    };
    const ids = mails.map((mail) => mail.mail_id);
    const unsent = () =>
      withOrg(current().db, 'acme', (tx) =>
        tx
          .selectFrom('mail_outbox')
          .select('mail_id')
          .where('org_id', '=', 'acme')
          .where('mail_id', 'in', ids)
          .where('status', '!=', 'sent')
          .execute(),
      );
    for (let pass = 0; pass < 20 && (await unsent()).length > 0; pass += 1)
      await dispatchOutbox(current().db, transport, 'HCM <payroll@acme.example>');
    expect(await unsent()).toEqual([]);
    const raw = sent
      .map((message) => message.toString())
      // The new hire was also mailed their first sign-in link: the payslip is the one attaching.
      .find(
        (message) =>
          message.includes('To: docs.lopez@acme.example') && message.includes('application/pdf'),
      )!;
    const part = new RegExp(
      `Content-Type: application/pdf; name=payslip-${withEmail}-2026-10-15\\.pdf\\r\\n` +
        '(?:[^\\r\\n]+\\r\\n)*\\r\\n([A-Za-z0-9+/=\\r\\n]+)',
    ).exec(raw);
    expect(part, raw.slice(0, 2000)).not.toBeNull();
    const attached = Buffer.from(part![1]!.replace(/\r\n/g, ''), 'base64');
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(attached)).toContain('Lopez, Test');
  });

  it('counts an attachment nobody can render as a failed attempt', async () => {
    await withOrg(current().db, 'acme', (tx) =>
      queueMail(tx, 'acme', {
        to: 'nobody@acme.example',
        subject: 'Unrenderable',
        text: 'Has an attachment of an unknown kind',
        attachments: [
          { filename: 'x.pdf', contentType: 'application/pdf', source: { kind: 'no-such-kind' } },
        ],
      }),
    );
    const transport = { sendMail: async () => ({}) };
    const failed = () =>
      withOrg(current().db, 'acme', (tx) =>
        tx
          .selectFrom('mail_outbox')
          .select(['status', 'attempts', 'last_error'])
          .where('org_id', '=', 'acme')
          .where('subject', '=', 'Unrenderable')
          .executeTakeFirstOrThrow(),
      );
    for (let pass = 0; pass < 20 && (await failed()).attempts === 0; pass += 1)
      await dispatchOutbox(current().db, transport, 'HCM <payroll@acme.example>');
    expect(await failed()).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: expect.stringContaining('no-such-kind'),
    });
  });

  it('prints every payslip of a cut-off into one ZIP kept in the files', async () => {
    const { payroll, employee, withEmail, withoutEmail, october, november } = await prepared();
    expect((await employee.call('POST', `/api/hcm/generate/slip/${october.id}`)).statusCode).toBe(
      403,
    );
    expect((await payroll.call('POST', `/api/hcm/generate/slip/${november.id}`)).statusCode).toBe(
      409,
    );
    const started = await payroll.call(
      'POST',
      `/api/hcm/generate/slip/${october.id}?template=plants`,
    );
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(payroll, started.json<{ runId: string }>().runId);
    expect(run.state, run.error ?? '').toBe('succeeded');
    const result = run.result as ArchiveResult;
    expect(result).toMatchObject({
      payslips: 3,
      fileName: expect.stringMatching(/^payslips-documents-.*-2026-10-15-plants\.zip$/),
    });
    expect(run).toMatchObject({ done: 3, total: 3 });

    const download = await payroll.call('GET', `/api/files/${result.fileId}`);
    expect(download.statusCode).toBe(200);
    // Everyone's payslips are for payroll staff: to an employee with the id there is no such file.
    expect((await employee.call('GET', `/api/files/${result.fileId}`)).statusCode).toBe(404);
    expect(download.headers['content-type']).toBe('application/zip');
    const zip = join(scratch, 'payslips.zip');
    writeFileSync(zip, download.rawPayload);
    const entries = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
    expect(entries.sort()).toEqual(
      [withEmail, withoutEmail, OWN].map((number) => `payslip-${number}-2026-10-15.pdf`).sort(),
    );
    for (const entry of entries) {
      const pdf = execFileSync('unzip', ['-p', zip, entry]);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain('PAYSLIP');
    }
  });
});
