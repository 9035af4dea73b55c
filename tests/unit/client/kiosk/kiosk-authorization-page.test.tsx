import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import type {
  CreateKioskResponse,
  Kiosk,
  KioskListResponse,
} from '../../../../src/shared/api/kiosk';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { SwrProvider } from '../../../../src/client/app/swr-provider';
import { KioskAuthorizationPage } from '../../../../src/client/features/kiosk/kiosk-authorization-page';
import { kioskStorage } from '../../../../src/client/features/kiosk/kiosk-storage';
import { session } from '../../../../src/client/lib/session';
import { makeAccount, signIn } from '../fixtures';
import { server } from '../msw-server';

const lobby: Kiosk = {
  id: 'kiosk-1',
  name: 'Lobby',
  site: 'Makati',
  createdBy: 'admin',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

function renderPage() {
  render(
    <AppProviders>
      <SwrProvider value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <KioskAuthorizationPage />
        </MemoryRouter>
      </SwrProvider>
    </AppProviders>,
  );
}

/** The kiosk list, answering whatever `items` holds at the time of each request. */
function serveList(items: Kiosk[]) {
  server.use(
    http.get('*/api/admin-settings/kiosks', () =>
      HttpResponse.json({ items } satisfies KioskListResponse),
    ),
  );
}

// Unmount before the session ends: the page needs one while it is on screen.
afterEach(() => {
  cleanup();
  session.end();
});

describe('kiosk authorization page', () => {
  test('authorizing this browser stores the token shown once and lists the kiosk', async () => {
    signIn(makeAccount({ roles: ['admin'] }));
    const items: Kiosk[] = [];
    serveList(items);
    const created: CreateKioskResponse = { kiosk: lobby, token: 'acme.fresh-token' };
    server.use(
      http.post('*/api/admin-settings/kiosks', () => {
        items.push(lobby);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    renderPage();

    expect(await screen.findByText('No kiosks yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Authorize this browser as a kiosk' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Lobby' } });
    fireEvent.click(screen.getByRole('button', { name: 'Authorize this browser' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Kiosk token').textContent).toBe('acme.fresh-token');
    expect(within(dialog).getByText(/This browser is now the kiosk/)).toBeTruthy();
    expect(kioskStorage.get('acme')).toEqual({
      kioskId: 'kiosk-1',
      name: 'Lobby',
      token: 'acme.fresh-token',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByText('This browser')).toBeTruthy());
    expect(screen.getByRole('cell', { name: /Lobby/ })).toBeTruthy();
  });

  test('revoking asks first, then the kiosk shows as revoked', async () => {
    signIn(makeAccount({ roles: ['admin'] }));
    const items: Kiosk[] = [lobby];
    serveList(items);
    const revoked = { ...lobby, revokedAt: '2026-11-21T01:00:00.000Z' };
    server.use(
      http.post('*/api/admin-settings/kiosks/kiosk-1/revoke', () => {
        items[0] = revoked;
        return HttpResponse.json({ kiosk: revoked });
      }),
    );
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/will no longer take punches/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.getByText('Kiosk "Lobby" can no longer take punches.')).toBeTruthy();
  });
});
