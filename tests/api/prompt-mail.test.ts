import { expect, it, vi } from 'vitest';
import { dispatchWhenQueued } from '../../src/server/mail/prompt-dispatch';
import { dispatchOutbox } from '../../src/server/mail/smtp-dispatcher';
import { ApiCaller, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxMails } from './support/outbox';

// An instance given SMTP sends a mail when the transaction that queued it commits, not at the
// outbox's next scheduled pass (once a minute).

describeOnEachDatabase('mail sent as soon as it is queued', (current) => {
  it('sends what a commit queued at once, for each organisation, however many arrive together', async () => {
    const sent: { to: string; subject: string; text: string; html: string }[] = [];
    const transport = {
      sendMail: async (mail: { to?: unknown; subject?: unknown; text?: unknown; html?: unknown }) =>
        void sent.push({
          to: String(mail.to),
          subject: String(mail.subject),
          text: String(mail.text),
          html: String(mail.html),
        }),
    };
    // Each organisation's mail in its own branding: its name and its theme's button colour
    // (iCare's teal deepened until white reads on it, themeColours).
    const brands = {
      acme: { name: 'Acme Corporation', colour: '#4338ca', other: 'iCare Health' },
      icare: { name: 'iCare Health', colour: '#0d8575', other: 'Acme Corporation' },
    };
    const stop = dispatchWhenQueued(
      (only) => dispatchOutbox(current().db, transport, 'hcm@example.com', only),
      (error) => expect.fail(String(error)),
    );
    const resetMail = async (orgId: string, username: string) => {
      const admin = await signIn(current().app, orgId, 'admin');
      const resets = await outboxMails(admin, 100, (item) =>
        /reset your password/.test(item.subject),
      );
      return resets.find((item) => item.text.includes(`account "${username}"`));
    };
    try {
      const forgot = (orgId: string, username: string) =>
        new ApiCaller(current().app, orgId).call('POST', '/api/iam/forgot-password', {
          body: { orgId, username },
        });
      const answers = await Promise.all([
        forgot('acme', 'hr'),
        forgot('icare', 'hr'),
        forgot('acme', 'payroll'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);

      for (const [orgId, username] of [
        ['acme', 'hr'],
        ['icare', 'hr'],
        ['acme', 'payroll'],
      ] as const) {
        await vi.waitFor(
          async () => expect((await resetMail(orgId, username))?.status).toBe('sent'),
          {
            timeout: 5_000,
            interval: 50,
          },
        );
        const mail = (await resetMail(orgId, username))!;
        const delivered = sent.filter((one) => one.to === mail.to && one.subject === mail.subject);
        expect(delivered).toHaveLength(1);
        // Sent as text and HTML both, as the outbox shows them.
        expect(delivered[0]).toMatchObject({ text: mail.text, html: mail.html });
        const brand = brands[orgId];
        expect(mail.html).toContain(brand.name);
        expect(mail.html).toContain(`background-color:${brand.colour}`);
        expect(mail.html).not.toContain(brand.other);
        expect(mail.html).toContain('href="http://hcm.test/session/forgot-password?org=');
      }
    } finally {
      stop();
    }
  });
});
