import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, test } from 'vitest';
import type {
  KioskStatusResponse,
  QuickPunchRequest,
  QuickPunchResponse,
} from '../../../../src/shared/api/kiosk';
import { AppProviders } from '../../../../src/client/app/app-providers';
import { KioskPage } from '../../../../src/client/features/kiosk/kiosk-page';
import { kioskStorage } from '../../../../src/client/features/kiosk/kiosk-storage';
import { makeOrgResources } from '../fixtures';
import { server } from '../msw-server';

const TOKEN = 'acme.kiosk-secret';

function renderKiosk() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/kiosk/acme']}>
        <Routes>
          <Route path="/kiosk/:orgId" element={<KioskPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The kiosk's status call: 200 while `live`, else the server's 401 for a revoked token. */
function serveStatus(live = true) {
  const status: KioskStatusResponse = {
    kiosk: { id: 'kiosk-1', name: 'Lobby', site: 'Makati' },
    now: '2026-11-23T00:00:00.000Z',
    utcOffsetMinutes: 480,
  };
  server.use(
    http.get('*/api/hcm/user-auth/kiosk', () =>
      live
        ? HttpResponse.json(status)
        : HttpResponse.json(
            { error: { code: 'unauthenticated', message: 'This kiosk is not authorized.' } },
            { status: 401 },
          ),
    ),
  );
}

/** Answers quick punches with `reply`, keeping what each one sent and its kiosk token. */
function servePunch(reply: () => Response) {
  const sent: { body: QuickPunchRequest; token: string | null }[] = [];
  server.use(
    http.post('*/api/hcm/user-auth/quick-punch', async ({ request }) => {
      sent.push({
        body: (await request.json()) as QuickPunchRequest,
        token: request.headers.get('x-kiosk-token'),
      });
      return reply();
    }),
  );
  return sent;
}

async function enter(employeeNumber: string, pin: string) {
  fireEvent.change(await screen.findByLabelText('Employee number'), {
    target: { value: employeeNumber },
  });
  fireEvent.change(screen.getByLabelText('PIN'), { target: { value: pin } });
}

beforeEach(() => {
  server.use(
    http.get('*/api/organization/resources/collection/acme', () =>
      HttpResponse.json([makeOrgResources()]),
    ),
  );
});

describe('kiosk page', () => {
  test('a punch shows the employee’s name, the direction and the server’s time', async () => {
    kioskStorage.set('acme', { kioskId: 'kiosk-1', name: 'Lobby', token: TOKEN });
    serveStatus();
    const answer: QuickPunchResponse = {
      employeeName: 'Carla Mendoza',
      direction: 'in',
      at: '2026-11-23T00:01:00.000Z',
      day: null,
    };
    const sent = servePunch(() => HttpResponse.json(answer, { status: 201 }));
    renderKiosk();

    expect(await screen.findByText('Lobby · Makati')).toBeTruthy();
    await enter('2022-0005', '4829');
    const timeIn = screen.getByRole('button', { name: 'Time in' });
    await waitFor(() => expect(timeIn.hasAttribute('disabled')).toBe(false));
    fireEvent.click(timeIn);

    const result = await screen.findByRole('status');
    expect(result.textContent).toContain('Carla Mendoza');
    expect(result.textContent).toContain('Timed in at 8:01 AM');
    expect(sent).toEqual([
      { body: { employeeNumber: '2022-0005', pin: '4829', direction: 'in' }, token: TOKEN },
    ]);
    // Ready for the next person: the fields are empty again.
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Employee number') as HTMLInputElement).value).toBe('');
  });

  test('a refused PIN shows the server’s message plainly', async () => {
    kioskStorage.set('acme', { kioskId: 'kiosk-1', name: 'Lobby', token: TOKEN });
    serveStatus();
    servePunch(() =>
      HttpResponse.json(
        { error: { code: 'unauthenticated', message: 'Employee number or PIN is incorrect.' } },
        { status: 401 },
      ),
    );
    renderKiosk();

    await enter('2022-0005', '0000');
    const timeOut = screen.getByRole('button', { name: 'Time out' });
    await waitFor(() => expect(timeOut.hasAttribute('disabled')).toBe(false));
    fireEvent.click(timeOut);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Employee number or PIN is incorrect.',
    );
    expect(screen.getByLabelText('Employee number')).toBeTruthy();
  });

  test('checks the fields before asking the server', async () => {
    kioskStorage.set('acme', { kioskId: 'kiosk-1', name: 'Lobby', token: TOKEN });
    serveStatus();
    const sent = servePunch(() => HttpResponse.json({}, { status: 500 }));
    renderKiosk();

    await enter('', '12');
    fireEvent.submit(screen.getByRole('form', { name: 'Quick punch' }));
    expect(await screen.findByText('Enter your employee number.')).toBeTruthy();
    expect(screen.getByText('Enter your 4 to 6 digit PIN.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  test('a browser without a kiosk token says so', async () => {
    renderKiosk();
    expect(
      await screen.findByRole('heading', { name: 'This browser is not authorized as a kiosk' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('PIN')).toBeNull();
  });

  test('a revoked token is forgotten and the browser is no longer a kiosk', async () => {
    kioskStorage.set('acme', { kioskId: 'kiosk-1', name: 'Lobby', token: TOKEN });
    serveStatus(false);
    renderKiosk();
    expect(
      await screen.findByRole('heading', { name: 'This browser is not authorized as a kiosk' }),
    ).toBeTruthy();
    expect(screen.getByText(/was revoked or is no longer valid/)).toBeTruthy();
    expect(kioskStorage.get('acme')).toBeNull();
  });
});
