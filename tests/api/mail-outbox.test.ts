import { beforeAll, expect, it } from 'vitest';
import type { OutboxItem, OutboxMessage } from '../../src/shared/api/mail';
import { withOrg } from '../../src/server/db/tenant';
import { queueMail } from '../../src/server/mail/outbox.repository';
import { ApiCaller, errorOf, ok, signIn } from './support/api-client';
import { describeOnEachDatabase } from './support/on-each-database';
import { outboxItems } from './support/outbox';

// The outbox lists mails without their bodies; one mail is read with them, by the same people,
// within the caller's organisation only.

describeOnEachDatabase('the mail outbox', (current) => {
  let admin: ApiCaller;
  let resetMail: OutboxItem;
  let textOnly: OutboxItem;
  let icareMail: OutboxItem;

  /** Asks for a reset link for `username` of `orgId` and returns the mail it queued. */
  const askReset = async (orgId: string, username: string) => {
    const asked = await new ApiCaller(current().app, orgId).call(
      'POST',
      '/api/iam/forgot-password',
      { body: { orgId, username } },
    );
    expect(asked.statusCode).toBe(202);
    const [newest] = await outboxItems(await signIn(current().app, orgId, 'admin'), 1);
    expect(newest?.subject).toMatch(/reset your password/);
    return newest!;
  };

  beforeAll(async () => {
    admin = await signIn(current().app, 'acme', 'admin');
    resetMail = await askReset('acme', 'payroll');
    icareMail = await askReset('icare', 'payroll');
    await withOrg(current().db, 'acme', (tx) =>
      queueMail(tx, 'acme', {
        to: 'plain.reader@acme.example',
        subject: 'A mail of text alone',
        text: 'Nothing but words.',
      }),
    );
    [textOnly] = (await outboxItems(admin, 1)) as [OutboxItem];
  });

  it('lists each mail without its bodies, saying whether it has HTML', async () => {
    const items = await outboxItems(admin, 10);
    expect(items.find((item) => item.id === resetMail.id)).toMatchObject({ hasHtml: true });
    expect(items.find((item) => item.id === textOnly.id)).toMatchObject({
      to: 'plain.reader@acme.example',
      hasHtml: false,
    });
    for (const item of items) {
      expect(item).not.toHaveProperty('text');
      expect(item).not.toHaveProperty('html');
    }
  });

  it('reads one mail of the organisation with its text and HTML', async () => {
    const message = await ok<OutboxMessage>(admin, 'GET', `/api/mail/outbox/${resetMail.id}`);
    const { hasHtml: _, ...listed } = resetMail;
    expect(message).toMatchObject(listed);
    expect(message.text).toContain('account "payroll"');
    expect(message.text).toMatch(/\/session\/forgot-password\?org=acme&token=/);
    expect(message.html).toMatch(/^<!doctype html>/i);
    expect(message.html).toContain('Acme Corporation');

    const plain = await ok<OutboxMessage>(admin, 'GET', `/api/mail/outbox/${textOnly.id}`);
    expect(plain).toMatchObject({ text: 'Nothing but words.', html: null });
  });

  it('answers 404 for another organisation’s mail and for one that does not exist', async () => {
    for (const id of [icareMail.id, '999999999999']) {
      const response = await admin.call('GET', `/api/mail/outbox/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'not_found',
        message: 'There is no such mail in the outbox.',
      });
      expect(response.body).not.toContain('icare');
    }
    // icare's administrator reads it.
    const icareAdmin = await signIn(current().app, 'icare', 'admin');
    const own = await icareAdmin.call('GET', `/api/mail/outbox/${icareMail.id}`);
    expect(own.statusCode).toBe(200);
  });

  it('shows a mail only to those who may read the outbox', async () => {
    for (const role of ['hr', 'employee']) {
      const caller = await signIn(current().app, 'acme', role);
      const response = await caller.call('GET', `/api/mail/outbox/${resetMail.id}`);
      expect(response.statusCode, role).toBe(403);
      expect(errorOf(response).message).toBe(
        'Sorry, you do not have a permission to view this page',
      );
      expect(response.body).not.toContain('account \\"payroll\\"');
    }
    const anonymous = await new ApiCaller(current().app, 'acme').call(
      'GET',
      `/api/mail/outbox/${resetMail.id}`,
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an id that is not a mail’s, naming the field', async () => {
    for (const id of ['abc', '-1', '1.5', '1234567890123456789']) {
      const response = await admin.call('GET', `/api/mail/outbox/${id}`);
      expect(response.statusCode, id).toBe(422);
      expect(errorOf(response)).toMatchObject({
        code: 'validation_failed',
        fields: [{ path: '/id', message: expect.stringContaining('mail') }],
      });
    }
  });
});
