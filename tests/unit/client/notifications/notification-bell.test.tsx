import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type {
  Notification,
  NotificationSettings,
  NotificationsPage,
} from '../../../../src/shared/api/notifications';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { NotificationBell } from '../../../../src/client/features/notifications/notification-bell';
import { NotificationSettingsCard } from '../../../../src/client/features/notifications/notification-settings';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

const waiting: Notification = {
  id: '41',
  kind: 'approval-waiting',
  title: "Carla Mendoza's leave application awaits your approval",
  body: 'Vacation leave, 2026-12-07 to 2026-12-08',
  link: '/approvals/leave?view=abc',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
};
const announced: Notification = {
  ...waiting,
  id: '40',
  kind: 'announcement',
  title: 'Canteen opens',
  body: '',
  link: '/announcements/view/x',
  readAt: new Date().toISOString(),
};

/** A cache of its own per render, so one test's answers are not another's. */
const FRESH = { provider: () => new Map(), shouldRetryOnError: false };

/** Serves the inbox and records what is marked read. */
function serveInbox(page: NotificationsPage) {
  const marked: unknown[] = [];
  server.use(
    http.get('*/api/notifications', () => HttpResponse.json(page)),
    http.post('*/api/notifications/read', async ({ request }) => {
      marked.push(await request.json());
      return HttpResponse.json({ unread: page.unread - 1 });
    }),
    http.post('*/api/notifications/read-all', () => {
      marked.push('all');
      return HttpResponse.json({ unread: 0 });
    }),
  );
  return marked;
}

function renderBell() {
  render(
    <AppProviders>
      <SwrProvider value={FRESH}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <NotificationBell accountId="acct-1" size="md" />
          <Routes>
            <Route path="/dashboard" element={<p>Dashboard</p>} />
            <Route path="/approvals/leave" element={<p>Leave approvals</p>} />
          </Routes>
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

afterEach(() => session.end());

describe('the notification bell', () => {
  test('shows the unread count, lists the latest, and opening one marks it read and goes there', async () => {
    signIn(makeAccount());
    const marked = serveInbox({ items: [waiting, announced], nextCursor: null, unread: 12 });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(within(bell).getByText('9+')).toBeTruthy();
    fireEvent.click(bell);
    const link = await screen.findByRole('link', { name: /^Unread: Carla Mendoza's leave/ });
    expect(screen.getByRole('link', { name: /^Canteen opens/ })).toBeTruthy();
    fireEvent.click(link);
    expect(await screen.findByText('Leave approvals')).toBeTruthy();
    await waitFor(() => expect(marked).toEqual([{ ids: ['41'] }]));
  });

  test('marks everything read at once, and says when there is nothing', async () => {
    signIn(makeAccount());
    const marked = serveInbox({ items: [waiting], nextCursor: null, unread: 1 });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(marked).toEqual(['all']));

    cleanup();
    serveInbox({ items: [], nextCursor: null, unread: 0 });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You are all caught up')).toBeTruthy();
  });
});

describe('notification settings', () => {
  test('saves the changed delivery of a kind and the daily digest', async () => {
    signIn(makeAccount());
    const saved: unknown[] = [];
    const settings: NotificationSettings = {
      deliveries: {
        'approval-waiting': 'both',
        decision: 'both',
        payslip: 'both',
        onboarding: 'both',
        announcement: 'in-app',
        'job-run': 'in-app',
      },
      dailyDigest: false,
    };
    server.use(
      http.get('*/api/notifications/settings', () => HttpResponse.json(settings)),
      http.put('*/api/notifications/settings', async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    render(
      <AppProviders>
        <SwrProvider value={FRESH}>
          <NotificationSettingsCard accountId="acct-1" />
        </SwrProvider>
      </AppProviders>,
    );
    const save = await screen.findByRole('button', { name: 'Save settings' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Payslips' }), {
      target: { value: 'email' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /One e-mail a day/ }));
    fireEvent.click(save);
    await waitFor(() =>
      expect(saved).toEqual([
        { deliveries: { ...settings.deliveries, payslip: 'email' }, dailyDigest: true },
      ]),
    );
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
  });
});
