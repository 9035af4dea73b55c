import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import type { OutboxItem, OutboxMessage } from '../../../../src/shared/api/mail';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { OutboxMessageDialog } from '../../../../src/client/features/mail/outbox-message-dialog';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

const item: OutboxItem = {
  id: '7',
  createdAt: '2026-12-10T01:00:00.000Z',
  to: 'ramon.delacruz@acme.example',
  subject: "Carla Mendoza's leave application awaits your approval",
  status: 'queued',
  attachments: [],
  sentAt: null,
  hasHtml: true,
};

const { hasHtml: _, ...fields } = item;
const message: OutboxMessage = {
  ...fields,
  text: 'Hello Ramon,\n\nApprove: https://hr.example/email/applications/leave/x/approve?token=t',
  html: '<!doctype html><html><body><p>Hello Ramon,</p><script>parent.hacked = true</script></body></html>',
};

/** Answers the mail's own request with `answer` each time, and counts the requests. */
function serveMail(answer: () => Response) {
  const asked = { count: 0 };
  server.use(
    http.get('*/api/mail/outbox/7', () => {
      asked.count += 1;
      return answer();
    }),
  );
  return asked;
}

const open = (shown: OutboxItem | null) => {
  signIn(makeAccount({ roles: ['admin'] }));
  return render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <OutboxMessageDialog item={shown} onClose={() => undefined} />
      </SwrProvider>
    </AppProviders>,
  );
};

afterEach(() => {
  cleanup();
  session.end();
});

describe('the outbox message dialog', () => {
  test('reads nothing while closed', async () => {
    const asked = serveMail(() => HttpResponse.json(message));
    open(null);
    await new Promise((settle) => setTimeout(settle, 50));
    expect(asked.count).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('fetches the mail when opened: the text, its links clickable, and the HTML as sent in a frame sandboxed without exceptions', async () => {
    const asked = serveMail(() => HttpResponse.json(message));
    open(item);
    // The list's row heads the dialog at once; the bodies follow.
    expect(screen.getByRole('heading', { name: item.subject })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the mail' })).toBeTruthy();

    const link = await screen.findByRole('link', { name: /approve\?token=t/ });
    expect(link.getAttribute('href')).toBe(
      'https://hr.example/email/applications/leave/x/approve?token=t',
    );
    expect(screen.queryByRole('status', { name: 'Loading the mail' })).toBeNull();
    expect(asked.count).toBe(1);

    fireEvent.click(screen.getByRole('tab', { name: 'As sent' }));
    const frame = await screen.findByTitle(`Preview of “${message.subject}”`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(message.html);
  });

  test('shows the text alone for a mail without HTML', async () => {
    serveMail(() => HttpResponse.json({ ...message, html: null }));
    open({ ...item, hasHtml: false });
    expect(await screen.findByText(/Hello Ramon,/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('says when the mail could not be read, and reads it again on request', async () => {
    let fails = true;
    serveMail(() =>
      fails
        ? HttpResponse.json(
            { error: { code: 'internal', message: 'Something went wrong on our side.' } },
            { status: 500 },
          )
        : HttpResponse.json(message),
    );
    open(item);
    expect(await screen.findByText('The mail could not be loaded.')).toBeTruthy();

    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /approve\?token=t/ })).toBeTruthy();
    expect(screen.queryByText('The mail could not be loaded.')).toBeNull();
  });
});
