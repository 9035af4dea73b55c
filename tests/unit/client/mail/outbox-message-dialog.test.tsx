import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { OutboxMessage } from '../../../../src/shared/api/mail';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { OutboxMessageDialog } from '../../../../src/client/features/mail/outbox-message-dialog';

const message: OutboxMessage = {
  id: '7',
  createdAt: '2026-12-10T01:00:00.000Z',
  to: 'ramon.delacruz@acme.example',
  subject: "Carla Mendoza's leave application awaits your approval",
  text: 'Hello Ramon,\n\nApprove: https://hr.example/email/applications/leave/x/approve?token=t',
  html: '<!doctype html><html><body><p>Hello Ramon,</p><script>parent.hacked = true</script></body></html>',
  status: 'queued',
  attachments: [],
  sentAt: null,
};

const open = (shown: OutboxMessage) =>
  render(
    <AppProviders>
      <OutboxMessageDialog message={shown} onClose={() => undefined} />
    </AppProviders>,
  );

describe('the outbox message dialog', () => {
  test('shows the text, its links clickable, and the HTML as sent in a frame sandboxed without exceptions', async () => {
    open(message);
    const link = await screen.findByRole('link', { name: /approve\?token=t/ });
    expect(link.getAttribute('href')).toBe(
      'https://hr.example/email/applications/leave/x/approve?token=t',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'As sent' }));
    const frame = await screen.findByTitle(`Preview of “${message.subject}”`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(message.html);
  });

  test('shows the text alone for a mail without HTML', async () => {
    open({ ...message, html: null });
    expect(await screen.findByText(/Hello Ramon,/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
